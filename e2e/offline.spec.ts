/// <reference lib="dom" />
/**
 * The installable app (docs/decisions/014-offline-and-print.md): a story opened once reads again in
 * airplane mode, pictures and all; pages come from the network while there is one (a new release is never
 * hidden behind an old index.html); the manifest and its icons are what they say.
 */
import type { Page } from '@playwright/test';
import { curlyQuotes, storyParagraphs } from '../src/shared/story-text.js';
import { expect, test } from './fixtures.js';
import { subscribeViaApi } from './billing.js';
import { asGuest, createStoryViaApi, fillStoryForm, signUp, submitStory } from './helpers.js';

// playwright.config.ts blocks service workers for every other spec; these test the worker.
test.use({ serviceWorkers: 'allow' });

/** Waits until the service worker is active and controls the page (a reload hands the page to it). */
async function underServiceWorker(page: Page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL))
    .toMatch(/\/sw\.js$/);
}

/** Every picture on the page has loaded (decoded, with a size): none is a broken image. */
async function expectPicturesLoaded(page: Page, atLeast: number) {
  await expect
    .poll(() =>
      page.evaluate(async () => {
        const images = [...document.images];
        await Promise.all(images.map((i) => i.decode().catch(() => undefined)));
        const loaded = images.filter((i) => i.complete && i.naturalWidth > 0).length;
        return loaded === images.length ? loaded : -1;
      }),
    )
    .toBeGreaterThanOrEqual(atLeast);
}

/** The server's /story/{id} page carries a preload of that story; the cached app shell never does. */
const storyPreload = (page: Page, id: string) =>
  page.locator(`link[rel="preload"][href="/api/stories/${id}"]`);

test('a story opened once reads again offline, with its pictures, and so does the home page', async ({
  page,
  context,
}) => {
  const sessionId = await asGuest(page);
  const id = await createStoryViaApi(page, { guestSessionId: sessionId }, 'Pip');
  const story = (await (await page.request.get(`/api/stories/${id}`)).json()) as { storyContent: string };
  const firstParagraph = curlyQuotes(storyParagraphs(story.storyContent)[0]!);
  const title = page.getByRole('heading', { name: "Pip's Magical Adventure" });

  await page.goto(`/story/${id}`);
  await expect(title).toBeVisible();
  await underServiceWorker(page);
  await expect(title).toBeVisible();
  // The companion's portrait, and the printed booklet's cover and a picture a paragraph.
  const pictures = 2 + storyParagraphs(story.storyContent).length;
  await expect(page.getByTestId('print-book')).toBeAttached();
  await expectPicturesLoaded(page, pictures);
  // Online, the page itself came from the network (the server's page, with its story preload).
  await expect(storyPreload(page, id)).toHaveCount(1);

  await context.setOffline(true);
  // The page's own requests really fail now.
  expect(
    await page.evaluate(() =>
      fetch('/healthz').then(
        () => 'online',
        () => 'offline',
      ),
    ),
  ).toBe('offline');

  await page.reload();
  await expect(title).toBeVisible();
  await expect(page.getByText(firstParagraph, { exact: true }).first()).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect(page.getByTestId('print-book')).toBeAttached();
  await expectPicturesLoaded(page, pictures);
  // The cached shell answered (no network: no story preload in it).
  await expect(storyPreload(page, id)).toHaveCount(0);

  await page.goto('/');
  await expect(page.getByRole('heading', { name: "Tonight's Bedtime Story" })).toBeVisible();
  await expect(page.getByTestId('plan-badge')).toHaveText('Guest Mode');
  await expect(page.getByTestId('offline-banner')).toHaveText(/You're offline/);

  // And back to the story from a fresh navigation, still offline.
  await page.goto(`/story/${id}`);
  await expect(title).toBeVisible();
  await expect(page.getByText(firstParagraph, { exact: true }).first()).toBeVisible();

  // The connection drops while the app is open: a story asked for then is read from what was kept, not
  // waited on (the app's queries would otherwise pause until the network is back).
  await context.setOffline(false);
  await page.goto('/');
  await expect(page.getByTestId('plan-badge')).toHaveText('Guest Mode');
  await context.setOffline(true);
  await expect.poll(() => page.evaluate(() => navigator.onLine)).toBe(false);
  await page.evaluate((path) => window.history.pushState(null, '', path), `/story/${id}`);
  await expect(title).toBeVisible();
  await expect(page.getByText(firstParagraph, { exact: true }).first()).toBeVisible();

  // A story never opened is not there: the reader says so plainly, rather than hang or blame the story.
  await page.goto('/story/00000000-0000-4000-8000-000000000000');
  await expect(page.getByText("You're offline; this story hasn't been saved on this device.")).toBeVisible();
  await expect(page.getByText('Unable to load the story. Please try again.')).toHaveCount(0);

  // Back online, pages come from the network again at once.
  await context.setOffline(false);
  await page.goto(`/story/${id}`);
  await expect(title).toBeVisible();
  await expect(storyPreload(page, id)).toHaveCount(1);
});

test('signed in, a story reads offline too, and the account is still there when the network is back', async ({
  page,
  context,
}) => {
  await signUp(page);
  const userId = Number(await page.evaluate(() => localStorage.getItem('userId')));
  const id = await createStoryViaApi(page, { userId }, 'Kit');
  const title = page.getByRole('heading', { name: "Kit's Magical Adventure" });
  await page.goto(`/story/${id}`);
  await underServiceWorker(page);
  await expect(title).toBeVisible();

  await context.setOffline(true);
  await page.reload();
  await expect(title).toBeVisible();
  expect(page.url()).toMatch(new RegExp(`/story/${id}$`));

  // No answer is not a sign-out: back online, the same account, no new sign-in.
  await context.setOffline(false);
  await page.reload();
  await expect(title).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Logout' }),
  ).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('userId'))).toBe(String(userId));
});

test('a story made on this device tonight reads offline, though the page never asked for it again', async ({
  page,
  context,
}) => {
  // A parent's evening: the app open, a story made from the form and one more in one tap, then no network.
  await signUp(page);
  await underServiceWorker(page);
  await fillStoryForm(page, { childName: 'Maya', animal: 'Owl', theme: 'Friendship', length: 'Short' });
  await submitStory(page);
  await expect(page.getByRole('heading', { level: 1, name: "Maya's Magical Adventure" })).toBeVisible();
  const first = page.url();
  await page.goto('/');
  await page.getByRole('button', { name: 'Another story for Maya' }).click();
  await expect(page).not.toHaveURL(first);
  await expect(page).toHaveURL(/\/story\//);
  await expect(page.getByRole('heading', { level: 1, name: "Maya's Magical Adventure" })).toBeVisible();
  const second = page.url();
  const secondTitle = (await page.locator('#story-title + p').textContent())!;

  await context.setOffline(true);
  for (const url of [first, second]) {
    await page.goto(url);
    await expect(page.getByRole('heading', { level: 1, name: "Maya's Magical Adventure" })).toBeVisible();
    await expect(page.getByText('Not Saved on This Device')).toHaveCount(0);
  }
  await page.goto('/');
  const shelf = page.getByRole('region', { name: 'Saved on this device' });
  await expect(shelf.getByRole('link')).toHaveCount(2);
  await expect(shelf.getByRole('link').first()).toHaveText(secondTitle);
});

test('signing out forgets the stories kept for offline reading', async ({ page }) => {
  await signUp(page);
  const userId = Number(await page.evaluate(() => localStorage.getItem('userId')));
  const id = await createStoryViaApi(page, { userId }, 'Bea');
  await page.goto(`/story/${id}`);
  await underServiceWorker(page);
  await expect(page.getByRole('heading', { name: "Bea's Magical Adventure" })).toBeVisible();
  const kept = () =>
    page.evaluate((url) => caches.match(url).then((r) => r !== undefined), `/api/stories/${id}`);
  expect(await kept()).toBe(true);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/auth$/);
  await expect.poll(kept).toBe(false);
});

test("the worker keeps stories, pictures and the visitor's own reads, never the rest of the API or failures", async ({
  page,
}) => {
  const sessionId = await asGuest(page);
  const id = await createStoryViaApi(page, { guestSessionId: sessionId }, 'Wren');
  await page.goto(`/story/${id}`);
  await underServiceWorker(page);
  await expect(page.getByRole('heading', { name: "Wren's Magical Adventure" })).toBeVisible();
  await page.goto('/');
  await expect(page.getByTestId('plan-badge')).toHaveText('Guest Mode');
  // A story that does not exist answers 404 through the worker, and is not kept.
  await page.evaluate(() => fetch('/api/stories/00000000-0000-4000-8000-000000000000'));

  const kept = await page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      for (const request of await (await caches.open(name)).keys()) {
        urls.push(`${name} ${new URL(request.url).pathname}`);
      }
    }
    return urls;
  });
  const paths = kept.map((k) => k.split(' ')[1]!);
  expect(paths).toContain(`/api/stories/${id}`);
  expect(paths).toContain('/');
  expect(paths.some((p) => p.startsWith('/assets/'))).toBe(true);
  expect(paths.some((p) => p.startsWith('/media/'))).toBe(true);
  // Nothing else of the API but the visitor's own reads (their story lists and count): no sessions, no
  // writes, no 404.
  const reads = /^\/api\/(stories(\/recent|\/guest-count\/[\w-]+)?|stories\/[0-9a-f-]{36})$/;
  const api = paths.filter((p) => p.startsWith('/api/'));
  expect(api.filter((p) => !reads.test(p))).toEqual([]);
  expect(api).not.toContain('/api/stories/00000000-0000-4000-8000-000000000000');
});

test('sw.js is checked at every visit and names this build', async ({ page, request }) => {
  const sw = await request.get('/sw.js');
  expect(sw.status()).toBe(200);
  expect(sw.headers()['cache-control']).toBe('no-cache');
  expect(sw.headers()['content-type']).toMatch(/^text\/javascript/);
  const source = await sw.text();
  const build = JSON.parse(/const BUILD = (\{.*\});/.exec(source)![1]!) as {
    version: string;
    files: string[];
  };
  expect(build.version).toMatch(/^[0-9a-f]{12}$/);
  // The shell it caches is this build's: every script and style index.html loads is in it.
  const html = await (await request.get('/')).text();
  const assets = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)].map((m) => m[1]!);
  expect(assets.length).toBeGreaterThan(0);
  for (const asset of assets) expect(build.files).toContain(asset);
  expect(build.files).toContain('/');
  expect(build.files).not.toContain('/sw.js');

  // Registered after load, from the production build.
  await asGuest(page);
  await expect
    .poll(() =>
      page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.active?.scriptURL),
    )
    .toMatch(/\/sw\.js$/);
});

test('the manifest is linked and its icons are PNGs of the sizes it declares', async ({ page, request }) => {
  await page.goto('/auth');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBe('/manifest.webmanifest');
  const response = await request.get(href!);
  expect(response.headers()['content-type']).toBe('application/manifest+json');
  const manifest = (await response.json()) as {
    name: string;
    short_name: string;
    start_url: string;
    display: string;
    theme_color: string;
    background_color: string;
    icons: { src: string; sizes: string; type: string; purpose?: string }[];
  };
  expect(manifest.name).toContain('Moonlit Tales');
  expect(manifest.short_name).toBe('Moonlit Tales');
  expect(manifest.start_url).toBe('/');
  expect(manifest.display).toBe('standalone');
  expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/i);
  expect(manifest.background_color).toMatch(/^#[0-9a-f]{6}$/i);
  const sizes = manifest.icons.map((i) => i.sizes);
  expect(sizes).toEqual(expect.arrayContaining(['192x192', '512x512']));
  expect(manifest.icons.some((i) => i.purpose === 'maskable')).toBe(true);
  for (const icon of manifest.icons) {
    const png = await request.get(icon.src);
    expect(png.status(), icon.src).toBe(200);
    expect(png.headers()['content-type']).toBe('image/png');
    const bytes = await png.body();
    // PNG signature, then the IHDR chunk: width and height, big-endian, at bytes 16 and 20.
    expect(bytes.subarray(0, 8).toString('hex')).toBe('89504e470d0a1a0a');
    expect(`${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`).toBe(icon.sizes);
  }
});

test('a new worker deletes what earlier releases cached, and keeps the stories', async ({ page }) => {
  // Installing downloads the whole shell again: on a loaded machine that has taken most of a minute.
  test.setTimeout(120_000);
  const sessionId = await asGuest(page);
  const id = await createStoryViaApi(page, { guestSessionId: sessionId }, 'Ivy');
  await page.goto(`/story/${id}`);
  await underServiceWorker(page);
  await expect(page.getByRole('heading', { name: "Ivy's Magical Adventure" })).toBeVisible();
  const cacheNames = () => page.evaluate(() => caches.keys());
  const shell = (await cacheNames()).find((n) => n.startsWith('shell-'))!;

  // What an earlier release left behind.
  await page.evaluate(async () => {
    const old = await caches.open('shell-000000000000');
    await old.put('/assets/index-old.js', new Response('old'));
  });
  expect(await cacheNames()).toContain('shell-000000000000');

  // A worker from another script URL is a new worker for the same scope: it installs (downloading the whole
  // shell again, about 60 files past the HTTP cache) and activates, or fails to install and is dropped.
  const outcome = await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.register('/sw.js?next-release');
    const worker = registration.installing ?? registration.waiting ?? registration.active;
    if (!worker) return 'no new worker';
    const settled = () => worker.state === 'activated' || worker.state === 'redundant';
    if (!settled()) {
      // Bounded: a worker stuck installing reports where it stopped rather than outlasting the test.
      await Promise.race([
        new Promise<void>((resolve) => worker.addEventListener('statechange', () => settled() && resolve())),
        new Promise<void>((resolve) => setTimeout(resolve, 60_000)),
      ]);
    }
    return `${worker.state}: ${worker.scriptURL}`;
  });
  expect(outcome, 'the new worker installs and activates').toMatch(/^activated: .*\/sw\.js\?next-release$/);
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL))
    .toMatch(/\/sw\.js\?next-release$/);
  await expect.poll(cacheNames).not.toContain('shell-000000000000');
  expect(await cacheNames()).toEqual(expect.arrayContaining([shell, 'stories-v1']));
  expect(await page.evaluate((url) => caches.match(url).then(Boolean), `/api/stories/${id}`)).toBe(true);
});

test('a server that answers but cannot serve (503) is treated as no network', async ({ page, context }) => {
  const sessionId = await asGuest(page);
  const id = await createStoryViaApi(page, { guestSessionId: sessionId }, 'Ned');
  const title = page.getByRole('heading', { name: "Ned's Magical Adventure" });
  await page.goto(`/story/${id}`);
  await underServiceWorker(page);
  await expect(title).toBeVisible();

  // Every request the worker sends now meets a restarting server.
  let refused = 0;
  await context.route(/\/(story|api\/stories)\//, (route) => {
    refused++;
    return route.fulfill({ status: 503, contentType: 'text/plain', body: 'restarting' });
  });
  await page.reload();
  await expect(title).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Error Loading Story' })).toHaveCount(0);
  expect(refused).toBeGreaterThanOrEqual(2);
});

/** Every private answer the worker keeps (stories, pictures, the account's reads), by path. */
const privateKept = (page: Page) =>
  page.evaluate(async () => {
    if (!(await caches.has('stories-v1'))) return [];
    const cache = await caches.open('stories-v1');
    return (await cache.keys()).map((r) => new URL(r.url).pathname);
  });

test('offline, a Premium parent is still known: plan, name, recent stories, the library and a saved shelf', async ({
  page,
  context,
}) => {
  const username = await signUp(page);
  await subscribeViaApi(page, 'PREMIUM');
  const userId = Number(await page.evaluate(() => localStorage.getItem('userId')));
  const id = await createStoryViaApi(page, { userId }, 'Maya');
  const never = await createStoryViaApi(page, { userId }, 'Otto');
  await page.goto(`/story/${id}`);
  await underServiceWorker(page);
  const title = (await page.locator('#story-title + p').textContent())!;
  await page.goto('/');
  await expect(page.getByTestId('plan-badge')).toHaveText('Premium Plan');
  await expect(page.getByText(`Signed in as ${username}`)).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Your recent stories' }).getByRole('link', { name: title, exact: true }),
  ).toBeVisible();
  await page.goto('/library');
  await expect(page.getByRole('region', { name: 'All Stories' }).getByRole('article')).toHaveCount(2);

  await context.setOffline(true);
  await page.goto('/');
  await expect(page.getByTestId('offline-banner')).toBeVisible();
  await expect(page.getByTestId('plan-badge')).toHaveText('Premium Plan');
  await expect(page.getByText(`Signed in as ${username}`)).toBeVisible();
  await expect(page.getByText('Guest Mode')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Create Free Account' })).toHaveCount(0);
  await expect(
    page.getByRole('region', { name: 'Your recent stories' }).getByRole('link', { name: title, exact: true }),
  ).toBeVisible();
  const shelf = page.getByRole('region', { name: 'Saved on this device' });
  await expect(shelf.getByRole('link')).toHaveText([title]);

  await page.goto('/library');
  await expect(page.getByText('Story Library is Premium Only')).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Saved on this device' }).getByRole('link')).toHaveText([
    title,
  ]);
  await expect(page.getByRole('region', { name: 'All Stories' }).getByRole('article')).toHaveCount(2);

  await page.goto(`/story/${never}`);
  await expect(page.getByText("You're offline; this story hasn't been saved on this device.")).toBeVisible();
  await shelf
    .getByRole('link')
    .or(page.getByRole('link', { name: 'Stories saved on this device' }))
    .first()
    .click();
  await expect(page.getByRole('region', { name: 'Saved on this device' })).toBeVisible();
});

test('a logout after a hard reload still forgets every private answer kept on the device', async ({
  page,
}) => {
  await signUp(page);
  const userId = Number(await page.evaluate(() => localStorage.getItem('userId')));
  const id = await createStoryViaApi(page, { userId }, 'Bea');
  await page.goto(`/story/${id}`);
  await underServiceWorker(page);
  await page.goto('/');
  await expect(page.getByTestId('plan-badge')).toHaveText('Free Plan');
  await expect
    .poll(() => privateKept(page))
    .toEqual(expect.arrayContaining([`/api/stories/${id}`, '/api/user']));
  // A hard reload: the page is not the worker's, so the worker never sees the logout.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Page.reload', { ignoreCache: true });
  await expect(page.getByTestId('plan-badge')).toHaveText('Free Plan');
  expect(await page.evaluate(() => navigator.serviceWorker.controller)).toBeNull();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/auth$/);
  await expect.poll(() => privateKept(page)).toEqual([]);
});

test('a session that ended elsewhere (expired) forgets what was kept at the next visit', async ({
  page,
  context,
}) => {
  await signUp(page);
  const userId = Number(await page.evaluate(() => localStorage.getItem('userId')));
  const id = await createStoryViaApi(page, { userId }, 'Tam');
  await page.goto(`/story/${id}`);
  await underServiceWorker(page);
  await page.goto('/');
  await expect
    .poll(() => privateKept(page))
    .toEqual(expect.arrayContaining([`/api/stories/${id}`, '/api/user']));
  await context.clearCookies();
  await page.goto('/');
  await expect(page).toHaveURL(/\/auth/);
  await expect.poll(() => privateKept(page)).toEqual([]);
});

for (const way of ['under the worker', 'after a hard reload'] as const) {
  test(`deleting the account ${way} forgets every private answer kept on the device`, async ({ page }) => {
    await signUp(page);
    const userId = Number(await page.evaluate(() => localStorage.getItem('userId')));
    const id = await createStoryViaApi(page, { userId }, 'Dora');
    await page.goto(`/story/${id}`);
    await underServiceWorker(page);
    await page.goto('/account');
    await expect(page.getByRole('heading', { name: 'Your Account' })).toBeVisible();
    await expect
      .poll(() => privateKept(page))
      .toEqual(expect.arrayContaining([`/api/stories/${id}`, '/api/user']));
    if (way === 'after a hard reload') {
      // The page is not the worker's now: the worker never sees the deletion, the page must forget.
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Page.reload', { ignoreCache: true });
      await expect(page.getByRole('heading', { name: 'Your Account' })).toBeVisible();
      expect(await page.evaluate(() => navigator.serviceWorker.controller)).toBeNull();
    }
    await page.getByRole('button', { name: 'Delete account…' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
    await dialog.getByLabel('Your password, to confirm').fill('moonlight-123');
    await dialog.getByRole('button', { name: 'Delete my account' }).click();
    await expect(page.getByRole('heading', { name: 'Welcome Back' })).toBeVisible();
    await expect.poll(() => privateKept(page)).toEqual([]);
  });
}
