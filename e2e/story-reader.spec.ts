/// <reference lib="dom" />
import { expect, test } from './fixtures.js';
import { asGuest, createStoryViaApi, signUp, toastItem } from './helpers.js';

test.describe('the story reader', () => {
  test('Share Story makes the story public and copies its link', async ({ page, context, baseURL }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL! });
    // No device share sheet here: the link is copied.
    await page.addInitScript(() => {
      Object.defineProperty(navigator, 'share', { value: undefined, configurable: true });
    });
    const sessionId = await asGuest(page);
    const id = await createStoryViaApi(page, { guestSessionId: sessionId }, 'Milo');
    await page.goto(`/story/${id}`);
    await expect(page.getByRole('heading', { name: "Milo's Magical Adventure" })).toBeVisible();

    const patched = page.waitForRequest(
      (r) => r.method() === 'PATCH' && r.url().endsWith(`/api/stories/${id}`),
    );
    await page.getByRole('button', { name: 'Share Story' }).click();
    expect((await patched).postDataJSON()).toEqual({ isPublic: true });
    await expect(page.getByRole('button', { name: 'Link Copied!' })).toBeVisible();
    await expect(toastItem(page).getByText('Story link copied!', { exact: true })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${baseURL}/story/${id}`);
    // Back to 'Share Story' after 2 seconds.
    await expect(page.getByRole('button', { name: 'Share Story' })).toBeVisible({ timeout: 3000 });

    // Anyone with the link can now read it (a fresh browser, no session of its own except a guest one).
    const other = await context.browser()!.newContext({ baseURL });
    const reader = await other.newPage();
    await asGuest(reader);
    await reader.goto(`${baseURL}/story/${id}`);
    await expect(reader.getByRole('heading', { name: "Milo's Magical Adventure" })).toBeVisible();
    await expect(reader.getByRole('button', { name: 'Order Physical Copy' })).toHaveCount(0);
    await other.close();
  });

  test('a copy that fails says so', async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(navigator, 'share', { value: undefined, configurable: true });
      Object.defineProperty(navigator, 'clipboard', {
        value: { writeText: () => Promise.reject(new Error('denied')) },
        configurable: true,
      });
    });
    const sessionId = await asGuest(page);
    const id = await createStoryViaApi(page, { guestSessionId: sessionId });
    await page.goto(`/story/${id}`);
    await page.getByRole('button', { name: 'Share Story' }).click();
    await expect(toastItem(page).getByText('Copy failed', { exact: true })).toBeVisible();
    await expect(
      toastItem(page).getByText('Unable to copy the story link. Please copy the URL manually.'),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Share Story' })).toBeVisible();
  });

  test('the device share sheet is used when there is one', async ({ page }) => {
    await page.addInitScript(() => {
      (window as unknown as { shared: unknown[] }).shared = [];
      Object.defineProperty(navigator, 'share', {
        value: (data: unknown) => {
          (window as unknown as { shared: unknown[] }).shared.push(data);
          return Promise.resolve();
        },
        configurable: true,
      });
    });
    const sessionId = await asGuest(page);
    const id = await createStoryViaApi(page, { guestSessionId: sessionId }, 'Nora');
    await page.goto(`/story/${id}`);
    await page.getByRole('button', { name: 'Share Story' }).click();
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { shared: { url: string }[] }).shared.length))
      .toBe(1);
    const shared = await page.evaluate(
      () => (window as unknown as { shared: { url: string; title: string }[] }).shared[0],
    );
    expect(shared?.url).toMatch(new RegExp(`/story/${id}$`));
    // The story's own title (DECISIONS §10), as the API gives it: 'Nora and the ...'.
    const { title } = (await (await page.request.get(`/api/stories/${id}`)).json()) as { title: string };
    expect(title).toMatch(/^Nora and the /);
    expect(shared?.title).toBe(title);
    await expect(page.getByRole('button', { name: 'Link Copied!' })).toHaveCount(0);
  });

  test('Order Physical Copy: the hardcover dialog and its preview', async ({ page }) => {
    const sessionId = await asGuest(page);
    const id = await createStoryViaApi(page, { guestSessionId: sessionId }, 'Theo');
    await page.goto(`/story/${id}`);
    await page.getByRole('button', { name: 'Order Physical Copy' }).click();
    const dialog = page.getByRole('dialog', { name: 'Purchase Hardcover Book' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText('Hardcover Book with Illustrations')).toBeVisible();
    await expect(dialog.getByText('$29.99')).toBeVisible();
    await expect(dialog.getByText('Coming Soon!')).toBeVisible();
    // 'Coming Soon!' is read before any price, and nothing promises grammar.
    const text = (await dialog.textContent()) ?? '';
    expect(text.indexOf('Coming Soon!')).toBeLessThan(text.indexOf('$29.99'));
    await expect(dialog.getByText('Images are generated automatically.', { exact: true })).toBeVisible();
    await expect(dialog.getByText(/grammar/)).toHaveCount(0);

    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    await page.route('**/generate-preview', async (route) => {
      await held;
      await route.continue();
    });
    await dialog.getByRole('button', { name: 'Generate Preview' }).click();
    await expect(dialog.getByRole('button', { name: 'Generating...' })).toBeDisabled();
    release();
    await expect(toastItem(page).getByText('Preview Generated', { exact: true })).toBeVisible();
    await expect(toastItem(page).getByText('Your book preview has been created!')).toBeVisible();
    const preview = dialog.getByRole('img', { name: "Book preview of Theo's Magical Adventure" });
    await expect(preview).toBeVisible();
    await expect.poll(() => preview.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await expect(dialog.getByRole('button', { name: 'Generate Preview' })).toHaveCount(0);

    // The toast never lies over the dialog's Close button, where it would take the parent's tap.
    const close = dialog.getByRole('button', { name: 'Close', exact: true });
    await expect.poll(() => toastItem(page).evaluate((el) => el.getAnimations().length)).toBe(0);
    const toastBox = await toastItem(page).boundingBox();
    const closeBox = await close.boundingBox();
    expect(toastBox && closeBox).toBeTruthy();
    const overlaps =
      toastBox!.x < closeBox!.x + closeBox!.width &&
      closeBox!.x < toastBox!.x + toastBox!.width &&
      toastBox!.y < closeBox!.y + closeBox!.height &&
      closeBox!.y < toastBox!.y + toastBox!.height;
    expect(overlaps).toBe(false);

    // Closing and reopening keeps the preview (the story now carries it).
    await close.click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', { name: 'Order Physical Copy' })).toBeFocused();
    await page.reload();
    await page.getByRole('button', { name: 'Order Physical Copy' }).click();
    await expect(dialog.getByRole('img', { name: "Book preview of Theo's Magical Adventure" })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Generate Preview' })).toHaveCount(0);
  });

  test('a preview that fails says Could not generate book preview', async ({ page }) => {
    const sessionId = await asGuest(page);
    const id = await createStoryViaApi(page, { guestSessionId: sessionId });
    await page.goto(`/story/${id}`);
    await page.route('**/generate-preview', (route) => route.fulfill({ status: 500, body: '' }));
    await page.getByRole('button', { name: 'Order Physical Copy' }).click();
    await page.getByRole('button', { name: 'Generate Preview' }).click();
    await expect(toastItem(page).getByText('Error', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Generate Preview' })).toBeEnabled();
  });

  test('loading shows a skeleton; a missing story is Story Not Found, without Try Again', async ({
    page,
  }) => {
    await asGuest(page);
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    await page.route('**/api/stories/00000000-0000-4000-8000-000000000000', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/story/00000000-0000-4000-8000-000000000000');
    await expect(page.getByRole('status', { name: 'Loading the story' })).toBeVisible();
    release();
    await expect(page.getByRole('heading', { name: 'Story Not Found' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Try Again' })).toHaveCount(0);
    await expect(page).toHaveTitle(/Story Not Found/);
  });

  test('a failure other than a missing story says Error Loading Story, with Try Again', async ({ page }) => {
    await asGuest(page);
    await page.route('**/api/stories/00000000-0000-4000-8000-000000000000', (route) =>
      route.fulfill({ status: 503, body: 'Service Unavailable' }),
    );
    await page.goto('/story/00000000-0000-4000-8000-000000000000');
    await expect(page.getByRole('heading', { name: 'Error Loading Story' })).toBeVisible();
    await expect(page.getByText('Unable to load the story. Please try again.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Try Again' })).toBeVisible();
  });

  test('a signed-in owner marks a favourite', async ({ page }) => {
    await signUp(page);
    const userId = Number(await page.evaluate(() => localStorage.getItem('userId')));
    const id = await createStoryViaApi(page, { userId }, 'Ruby');
    await page.goto(`/story/${id}`);
    const favorite = page.getByRole('button', { name: 'Add to Favorites' });
    await expect(favorite).toHaveAttribute('aria-pressed', 'false');
    await favorite.click();
    await expect(page.getByRole('button', { name: 'Favorite', exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    const favorites = await page.request.get('/api/stories/favorites');
    expect(((await favorites.json()) as { id: string }[]).map((s) => s.id)).toEqual([id]);
    await page.getByRole('button', { name: 'Favorite', exact: true }).click();
    await expect(page.getByRole('button', { name: 'Add to Favorites' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  });
});
