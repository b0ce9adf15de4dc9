/// <reference lib="dom" />
/**
 * Bedtime in one tap (issue 32): the form remembers last night, home makes another story at once, the
 * allowance says when it renews; stories have titles of their own; a shared story invites a visitor to make
 * their own, and its owner can take the link back.
 */
import type { Page } from '@playwright/test';
import { subscribeViaApi } from './billing.js';
import { expect, test } from './fixtures.js';
import { asGuest, choose, createStoryViaApi, signUp, submitStory } from './helpers.js';
import { installFakeSpeech, VOICES } from './fake-speech.js';

const renewal = () => {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1)).toLocaleDateString('en-US', {
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  });
};

test.describe('every night in one tap', () => {
  test('a guest types a name once, then three nights in a row are one tap each', async ({ page }) => {
    await asGuest(page);
    await expect(page.getByText(`renews ${renewal()}`)).toBeVisible();
    await expect(page.getByText('Stories remaining this month:')).toContainText('4 of 4');

    // Night one: only the name is typed; the companion, theme and length are chosen already.
    await page.getByLabel("Child's name").fill('Maya');
    await page.getByRole('radio', { name: 'Girl' }).check();
    const posted: Record<string, unknown>[] = [];
    page.on('request', (r) => {
      if (r.method() === 'POST' && r.url().endsWith('/api/stories')) posted.push(r.postDataJSON());
    });
    await submitStory(page);
    await expect(page.getByRole('heading', { level: 1, name: "Maya's Magical Adventure" })).toBeVisible();
    expect(posted[0]).toMatchObject({
      childName: 'Maya',
      animal: 'Owl',
      theme: 'Friendship',
      length: 'Medium',
      childGender: 'Girl',
    });
    const titles = [await page.locator('#story-title + p').textContent()];
    expect(titles[0]).toMatch(/^Maya and the [A-Z]/);

    // Nights two and three: home offers another story for Maya, made at once.
    for (const night of [2, 3]) {
      await page.goto('/');
      await expect(page.getByText('Stories remaining this month:')).toContainText(`${5 - night} of 4`);
      // The form remembers her too.
      await expect(page.getByLabel("Child's name")).toHaveValue('Maya');
      await expect(page.getByRole('radio', { name: 'Girl' })).toBeChecked();
      await page.getByRole('button', { name: 'Another story for Maya' }).click();
      await expect(page.getByRole('heading', { level: 1, name: "Maya's Magical Adventure" })).toBeVisible();
      expect(posted[night - 1]).toMatchObject({
        childName: 'Maya',
        animal: 'Owl',
        theme: 'Friendship',
        length: 'Medium',
        childGender: 'Girl',
      });
      titles.push(await page.locator('#story-title + p').textContent());
    }
    expect(posted).toHaveLength(3);
  });

  test("a parent's choices are kept by the account: another device starts from them", async ({
    page,
    browser,
    baseURL,
  }) => {
    const username = await signUp(page);
    await subscribeViaApi(page, 'PREMIUM');
    await page.reload();
    await page.getByLabel("Child's name").fill('Theo');
    await choose(page, 'Choose Your Character', /^Lion/);
    await choose(page, 'Choose a Theme', /^Adventure/);
    await choose(page, 'Story Length', /^Long/);
    await submitStory(page);
    await expect(page.getByRole('heading', { level: 1, name: "Theo's Magical Adventure" })).toBeVisible();

    const tablet = await browser.newContext({ baseURL: baseURL! });
    const other = await tablet.newPage();
    await other.goto('/auth');
    await other.getByLabel('Username').fill(username);
    await other.getByLabel('Password').fill('moonlight-123');
    await other.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(other.getByRole('button', { name: 'Another story for Theo' })).toBeVisible();
    await expect(other.getByText('With Lion, Adventure, Long.')).toBeVisible();
    await expect(other.getByRole('combobox', { name: 'Choose Your Character' })).toContainText('Lion');
    await expect(other.getByRole('combobox', { name: 'Choose a Theme' })).toContainText('Adventure');
    await expect(other.getByRole('combobox', { name: 'Story Length' })).toContainText('Long');
    await expect(other.getByLabel("Child's name")).toHaveValue('Theo');
    await tablet.close();
  });
});

test.describe('titles and sharing', () => {
  test('the reader keeps its heading and shows the title under it; Featuring an Owl', async ({ page }) => {
    const sessionId = await asGuest(page);
    const id = await createStoryViaApi(page, { guestSessionId: sessionId }, 'Mia');
    await page.goto(`/story/${id}`);
    await expect(page.getByRole('heading', { level: 1, name: "Mia's Magical Adventure" })).toBeVisible();
    await expect(page.locator('#story-title + p')).toHaveText(/^Mia and the [A-Z]/);
    await expect(page.getByText('Featuring an Owl • Theme: Kindness')).toBeVisible();
    // Home's recent stories lead with the title.
    await page.goto('/');
    const recent = page.getByRole('region', { name: 'Your recent stories' });
    await expect(recent.getByRole('link', { name: /^Mia and the [A-Z]/ })).toBeVisible();
  });

  test('a shared story offers a reader "Make your own story", and its owner can stop sharing', async ({
    page,
    browser,
    baseURL,
  }) => {
    const sessionId = await asGuest(page);
    const id = await createStoryViaApi(page, { guestSessionId: sessionId }, 'Nora');
    await page.goto(`/story/${id}`);
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.getByRole('button', { name: 'Share Story' }).click();
    const stop = page.getByRole('button', { name: /^Stop sharing Nora and the / });
    await expect(stop).toBeVisible();

    // Another family with a session of its own reads it: an invitation, not 'Create Another Story'.
    const family = await browser.newContext({ baseURL: baseURL! });
    const reader = await family.newPage();
    await asGuest(reader);
    await reader.goto(`/story/${id}`);
    await expect(reader.getByRole('heading', { level: 1, name: "Nora's Magical Adventure" })).toBeVisible();
    await expect(reader.getByRole('link', { name: 'Make your own story' })).toHaveAttribute('href', '/');
    await expect(reader.getByRole('link', { name: 'Create Another Story' })).toHaveCount(0);

    await stop.click();
    await expect(stop).toHaveCount(0);
    await reader.reload();
    await expect(reader.getByRole('heading', { name: 'Story Not Found' })).toBeVisible();
    await family.close();
  });
});

test('a Premium parent stops sharing a story from its library card', async ({ page }) => {
  await signUp(page);
  await subscribeViaApi(page, 'PREMIUM');
  const userId = Number(await page.evaluate(() => localStorage.getItem('userId')));
  const id = await createStoryViaApi(page, { userId }, 'Ivy');
  expect((await page.request.patch(`/api/stories/${id}`, { data: { isPublic: true } })).status()).toBe(200);
  await page.goto('/library');
  const card = page
    .getByRole('region', { name: 'All Stories' })
    .getByRole('article', { name: /^Ivy and the / });
  await card.getByRole('button', { name: /^Stop sharing Ivy and the / }).click();
  await expect(card.getByRole('button', { name: /^Stop sharing/ })).toHaveCount(0);
  expect(
    ((await (await page.request.get(`/api/stories/${id}`)).json()) as { isPublic: boolean }).isPublic,
  ).toBe(false);
});

test.describe('a first visit explains itself', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('a device with no earlier session sees what the product is, and Continue as Guest in view', async ({
    page,
  }) => {
    await page.goto('/auth');
    await expect(page.getByRole('heading', { name: 'Welcome Back' })).toBeVisible();
    await expect(page.getByText('Sign in to continue your storytelling journey')).toBeVisible();
    const intro = page.getByRole('region', { name: 'A bedtime story written for your child, tonight' });
    await expect(intro).toBeVisible();
    const sample = intro.getByRole('img', { name: /sample page/ });
    await expect(sample).toHaveAttribute('src', /^\/media\/pages\//);
    await expect.poll(() => sample.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await expect(intro.getByRole('list', { name: 'How it works' }).getByRole('listitem')).toHaveCount(3);
    await expect(intro).toContainText('Nothing about your child is sent to any AI or outside service');

    const guest = page.getByRole('button', { name: 'Continue as Guest' });
    const box = await guest.boundingBox();
    expect(box!.y + box!.height, 'Continue as Guest above the fold').toBeLessThanOrEqual(844);
    await guest.click();
    await expect(page.getByRole('heading', { name: "Tonight's Bedtime Story" })).toBeVisible();

    // This device has had a session now: the sign-in page is the plain one.
    await page.evaluate(() => localStorage.removeItem('guestSession'));
    await page.goto('/auth');
    await expect(page.getByRole('heading', { name: 'Welcome Back' })).toBeVisible();
    await expect(
      page.getByRole('region', { name: 'A bedtime story written for your child, tonight' }),
    ).toHaveCount(0);
  });

  test('sign-in and sign-up refusals are written next to the fields, not only in a toast', async ({
    page,
  }) => {
    const username = await signUp(page);
    await page.context().clearCookies();
    await page.goto('/auth');
    await page.getByLabel('Username').fill(username);
    await page.getByLabel('Password').fill('not-the-password');
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(page.locator('#auth-password-error')).toHaveText('Invalid username or password.');
    await expect(page.getByLabel('Password')).toHaveAttribute('aria-invalid', 'true');
    // Typing again clears it.
    await page.getByLabel('Password').fill('x');
    await expect(page.locator('#auth-password-error')).toHaveCount(0);

    await page.getByRole('button', { name: 'Create an account' }).click();
    await page.getByLabel('Username').fill(username);
    await page.getByLabel('Email').fill(`${username}-2@example.com`);
    await page.getByLabel('Password').fill('moonlight-456');
    await page.getByRole('button', { name: 'Create Account', exact: true }).click();
    await expect(page.locator('#auth-username-error')).toHaveText(
      'That username is already taken. Please choose another one.',
    );
  });
});

test.describe('plans tell the truth', () => {
  test('Help: common questions, and a message that reaches support, marked priority for Premium', async ({
    page,
    mail,
  }) => {
    const username = await signUp(page);
    await subscribeViaApi(page, 'PREMIUM');
    await page.goto('/');
    // A Premium parent sees their plan at the bottom of home, not the grid of plans to buy.
    await expect(page.getByRole('heading', { name: 'Your Plan: Premium' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Choose Your Plan' })).toHaveCount(0);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Help' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Help' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Common questions' }).locator('summary')).not.toHaveCount(
      0,
    );
    await expect(page.getByLabel('Your email')).toHaveValue(`${username}@example.com`);
    await page.getByLabel('Your message').fill('help');
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect(page.locator('#help-message-error')).toHaveText(/at least 10 characters/);
    await page.getByLabel('Your message').fill('Read aloud stops after the first page on my tablet.');
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'marked priority' })).toBeVisible();
    // SUPPORT_EMAIL is not set in the tests: support@ the public host.
    const sent = await mail.mailTo('support@127.0.0.1');
    expect(sent.subject).toBe(`[PRIORITY] Help request from ${username}`);
    expect(sent.text).toContain('Read aloud stops after the first page');
  });
});

test('a trailing slash finds the page: /library/ is /library', async ({ page }) => {
  await signUp(page);
  await subscribeViaApi(page, 'PREMIUM');
  const response = await page.goto('/library/');
  expect(response?.status()).toBe(200);
  await expect(page).toHaveURL(/\/library$/);
  await expect(page.getByRole('region', { name: 'All Stories' })).toBeVisible();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 740 }, hasTouch: true, isMobile: true });

  test('the bar names every link, and Logout stands apart from Account', async ({ page }) => {
    await signUp(page);
    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const name of ['Home', 'Library', 'Characters', 'Account', 'Logout']) {
      const label = nav.getByText(name, { exact: true });
      await expect(label).toBeVisible();
      const box = (await label.boundingBox())!;
      expect(box.width, `${name} is written, not only an icon`).toBeGreaterThan(10);
    }
    const account = (await nav.getByRole('link', { name: 'Account' }).boundingBox())!;
    const logout = (await nav.getByRole('button', { name: 'Logout' }).boundingBox())!;
    expect(logout.x - (account.x + account.width)).toBeGreaterThanOrEqual(8);
    expect(logout.x + logout.width).toBeLessThanOrEqual(375);
  });
});

test.describe('turning pages on a phone (issue 32)', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  const book = (page: Page) => page.getByRole('region', { name: 'Story pages' });

  /** A drag across the page's picture with the pointer, as a finger sends it. */
  async function swipeLeft(page: Page) {
    const picture = book(page).getByRole('img');
    // Where the picture sits depends on the title's length (titles vary): brought to the middle of the
    // screen, it is clear of the top bar and the turn buttons fixed at the bottom, where a finger would be.
    await picture.evaluate((el) => el.scrollIntoView({ block: 'center' }));
    const box = (await picture.boundingBox())!;
    const y = box.y + box.height / 2;
    const hit = await page.evaluate(
      ([x, atY]) => document.elementFromPoint(x!, atY!)?.tagName,
      [box.x + box.width - 20, y],
    );
    expect(hit, 'the swipe starts on the picture').toBe('IMG');
    await page.mouse.move(box.x + box.width - 20, y);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width / 2, y + 3, { steps: 4 });
    await page.mouse.move(box.x + 20, y + 5, { steps: 4 });
    await page.mouse.up();
  }

  test('the turn buttons stay under the thumb, and a turned page opens below the top bar', async ({
    page,
  }) => {
    const sessionId = await asGuest(page);
    const id = await createStoryViaApi(page, { guestSessionId: sessionId }, 'Mia');
    await page.goto(`/story/${id}`);
    const next = page.getByRole('button', { name: 'Next page' });
    await expect(next).toBeVisible();
    // The page is longer than the screen: without help its buttons would be below it.
    const pageBottom = await book(page).evaluate(
      (el) => el.firstElementChild!.getBoundingClientRect().bottom,
    );
    expect(pageBottom).toBeGreaterThan(844);
    // Yet the buttons sit at the bottom of the screen, where a thumb is.
    const buttons = (await next.boundingBox())!;
    expect(buttons.y + buttons.height).toBeLessThanOrEqual(844);
    expect(buttons.y).toBeGreaterThan(844 - 160);

    // Read to the end of the page, turn it: the new page's picture starts below the top bar.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await page.evaluate(() => window.scrollBy(0, -40)); // a reader's scroll back up brings the top bar
    await next.tap();
    await expect(page.getByText('Page 2 of', { exact: false })).toBeVisible();
    const topBar = page.locator('header.top-bar');
    await expect(topBar).toHaveAttribute('data-visible', 'true');
    const barBottom = (await topBar.boundingBox())!;
    await expect
      .poll(async () => (await book(page).getByRole('img').boundingBox())!.y)
      .toBeGreaterThanOrEqual(barBottom.y + barBottom.height);
    // And the buttons are still in reach.
    const after = (await next.boundingBox())!;
    expect(after.y + after.height).toBeLessThanOrEqual(844);
  });

  test('a hint says pages swipe, once: gone for good after "Got it" or a first swipe', async ({ page }) => {
    const sessionId = await asGuest(page);
    const id = await createStoryViaApi(page, { guestSessionId: sessionId }, 'Mia');
    await page.goto(`/story/${id}`);
    const hint = page.getByRole('note').filter({ hasText: 'Swipe the page left or right to turn it.' });
    await expect(hint).toBeVisible();
    await hint.getByRole('button', { name: 'Got it' }).tap();
    await expect(hint).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('button', { name: 'Next page' })).toBeVisible();
    await expect(hint).toHaveCount(0);

    // A new device: the first swipe turns the page and is lesson enough.
    await page.evaluate(() => localStorage.removeItem('storySwipeHintSeen'));
    await page.reload();
    await expect(hint).toBeVisible();
    await swipeLeft(page);
    await expect(page.getByText('Page 2 of', { exact: false })).toBeVisible();
    await expect(hint).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('button', { name: 'Next page' })).toBeVisible();
    await expect(hint).toHaveCount(0);
  });

  test('reading aloud on a phone: the floating controls cover neither the turn buttons nor the hint', async ({
    page,
  }) => {
    await page.addInitScript(installFakeSpeech, { voices: VOICES, boundaries: false });
    const sessionId = await asGuest(page);
    const id = await createStoryViaApi(page, { guestSessionId: sessionId }, 'Mia');
    await page.goto(`/story/${id}`);
    const hint = page.getByRole('note').filter({ hasText: 'Swipe the page left or right to turn it.' });
    await expect(hint).toBeVisible();
    await page.getByRole('button', { name: 'Read aloud' }).click();
    const controls = page.getByRole('group', { name: 'Reading aloud' });
    await expect(controls.getByRole('button', { name: 'Pause' })).toBeVisible();
    const bar = (await controls.boundingBox())!;
    const turnBar = (await page.locator('.page-turn-bar').boundingBox())!;
    expect(bar.y + bar.height, 'the reading controls float above the turn bar').toBeLessThanOrEqual(
      turnBar.y,
    );
    await expect(hint).toHaveCount(0);
    // Stopped, the hint is back: the parent has not swiped yet.
    await controls.getByRole('button', { name: 'Stop' }).click();
    await expect(hint).toBeVisible();
  });

  test("the length list's minutes line up, with or without a Premium mark", async ({ page }) => {
    await asGuest(page);
    await page.getByRole('combobox', { name: 'Story Length' }).click();
    const minutes = page.getByRole('option').getByText(/^\d+–\d+ min$/);
    await expect(minutes).toHaveCount(3);
    const rights = await minutes.evaluateAll((els) => els.map((el) => el.getBoundingClientRect().right));
    expect(Math.max(...rights) - Math.min(...rights)).toBeLessThan(1);
  });
});
