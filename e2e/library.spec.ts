/// <reference lib="dom" />
import type { Page } from '@playwright/test';
import { signedInUserId, subscribeViaApi } from './billing.js';
import { expect, test } from './fixtures.js';
import { asGuest, createStoryViaApi, signUp, toastItem } from './helpers.js';

async function expectGate(page: Page) {
  await page.goto('/library');
  await expect(page.getByRole('heading', { name: 'Story Library is Premium Only' })).toBeVisible();
  const benefits = page.getByRole('list', { name: 'Premium benefits' }).getByRole('listitem');
  await expect(benefits).toContainText(['Unlimited stories', 'Story Library']);
  await expect(page.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
  await expect(page.getByRole('link', { name: 'Upgrade to Premium' })).toHaveAttribute(
    'href',
    '/subscription',
  );
}

test('the library is Premium only: guests, FREE and STANDARD see the gate', async ({ page }) => {
  await asGuest(page);
  await expectGate(page);
  await page.getByRole('link', { name: 'Upgrade to Premium' }).click();
  await expect(page.getByRole('heading', { name: 'Choose Your Plan' })).toBeVisible();

  await signUp(page);
  await expectGate(page);

  await subscribeViaApi(page, 'STANDARD');
  await expectGate(page);
  await page.getByRole('link', { name: 'Back to Home' }).click();
  await expect(page.getByTestId('plan-badge')).toHaveText('Standard Plan');
});

test('PREMIUM: all stories, favourites, reading one', async ({ page }) => {
  await signUp(page);
  await subscribeViaApi(page, 'PREMIUM');
  await page.goto('/library');
  await expect(page.getByRole('heading', { name: 'Story Library', level: 1 })).toBeVisible();
  await expect(
    page.getByText(
      "You haven't created any stories yet. Start creating magical stories for your little ones!",
    ),
  ).toBeVisible();
  await expect(
    page.getByText('No favorite stories yet. Mark stories as favorites to see them here!'),
  ).toBeVisible();

  const userId = await signedInUserId(page);
  const miaId = await createStoryViaApi(page, { userId }, 'Mia');
  await createStoryViaApi(page, { userId }, 'Theo');
  await page.reload();

  const all = page.getByRole('region', { name: 'All Stories' });
  const favorites = page.getByRole('region', { name: 'Favorite Stories' });
  await expect(all.getByRole('article')).toHaveCount(2);
  const mia = all.getByRole('article', { name: /^Mia and the [A-Z]/ });
  // The story's own title leads; docs/product.md's '{childName}'s Story' stands beside it.
  await expect(mia).toContainText("Mia's Story");
  const longUsDate = new Intl.DateTimeFormat('en-US', { dateStyle: 'long' }).format(new Date());
  await expect(mia.locator('time')).toHaveText(longUsDate);
  await expect(mia.getByRole('list', { name: 'About this story' }).getByRole('listitem')).toHaveText([
    'Kindness',
    'Owl',
    'Short',
  ]);
  await expect(mia.getByRole('img')).toHaveCount(0); // the companion picture is decorative: the chip names it
  await expect(mia.locator('img[src="/media/companions/owl.svg"]')).toHaveCount(1);

  // Favourite it: it joins the favourites.
  const heart = mia.getByRole('button', { name: /^Favorite Mia and the / });
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
  await heart.click();
  await expect(heart).toHaveAttribute('aria-pressed', 'true');
  await expect(favorites.getByRole('article', { name: /^Mia and the / })).toBeVisible();
  await expect(favorites.getByRole('article')).toHaveCount(1);
  const story = await (await page.request.get(`/api/stories/${miaId}`)).json();
  expect(story.isFavorite).toBe(true);

  // Read it.
  await favorites.getByRole('link', { name: 'Read Story' }).click();
  await expect(page).toHaveURL(new RegExp(`/story/${miaId}$`));
  await expect(page.getByRole('heading', { name: "Mia's Magical Adventure" })).toBeVisible();

  // Back in the library, un-favourite it from the favourites.
  await page.getByRole('link', { name: 'Library', exact: true }).click();
  await favorites.getByRole('button', { name: /^Favorite Mia and the / }).click();
  await expect(
    page.getByText('No favorite stories yet. Mark stories as favorites to see them here!'),
  ).toBeVisible();
  await expect(all.getByRole('button', { name: /^Favorite Mia and the / })).toHaveAttribute(
    'aria-pressed',
    'false',
  );
});

test('when the plan cannot be checked: Unable to Load Library, then Retry', async ({ page }) => {
  await signUp(page);
  await subscribeViaApi(page, 'PREMIUM');
  await page.route('**/api/subscription/status/*', (route) => route.fulfill({ status: 500, body: '' }));
  let asked = 0;
  page.on('request', (r) => {
    if (r.url().includes('/api/subscription/status/')) asked++;
  });
  await page.goto('/library');
  await expect(page.getByRole('heading', { name: 'Unable to Load Library' })).toBeVisible({
    timeout: 15_000,
  });
  expect(asked).toBe(3); // the first ask and 2 retries (docs/product.md §7)
  await expect(page.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
  await page.unroute('**/api/subscription/status/*');
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('heading', { name: 'Story Library', level: 1 })).toBeVisible();
});

test('when a list cannot load: a toast, after 3 retries a second apart, and an empty list', async ({
  page,
}) => {
  await signUp(page);
  await subscribeViaApi(page, 'PREMIUM');
  const asks: number[] = [];
  await page.route('**/api/stories/user', (route) => {
    asks.push(Date.now());
    return route.fulfill({ status: 500, body: '' });
  });
  await page.goto('/library');
  await expect(toastItem(page).getByText('Error loading stories', { exact: true })).toBeVisible({
    timeout: 15_000,
  });
  await expect(toastItem(page).getByText('Failed to load your stories. Please try again.')).toBeVisible();
  expect(asks).toHaveLength(4);
  for (let i = 1; i < asks.length; i++) expect(asks[i]! - asks[i - 1]!).toBeGreaterThanOrEqual(900);
  await expect(
    page.getByText(
      "You haven't created any stories yet. Start creating magical stories for your little ones!",
    ),
  ).toBeVisible();

  await page.unroute('**/api/stories/user');
  await page.route('**/api/stories/favorites', (route) => route.fulfill({ status: 503, body: '' }));
  await page.reload();
  await expect(toastItem(page).getByText('Error loading favorites', { exact: true })).toBeVisible({
    timeout: 15_000,
  });
  await expect(
    toastItem(page).getByText('Failed to load your favorite stories. Please try again.'),
  ).toBeVisible();
});

test('a long library comes a page at a time and scrolls on', async ({ page }) => {
  await signUp(page);
  await subscribeViaApi(page, 'PREMIUM');
  const userId = await signedInUserId(page);
  for (let i = 0; i < 53; i++) await createStoryViaApi(page, { userId }, `Kid${i}`);
  const pages: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/api/stories/user')) pages.push(r.url());
  });
  await page.goto('/library');
  const all = page.getByRole('region', { name: 'All Stories' });
  // The first page: 50 of 53, the newest first, and the count says there are more.
  await expect(all.getByRole('article')).toHaveCount(50);
  await expect(all.getByText('50+')).toBeVisible();
  // Scrolling to the end brings the rest.
  await all.getByRole('article').last().scrollIntoViewIfNeeded();
  await expect(all.getByRole('article')).toHaveCount(53);
  await expect(all.getByRole('button', { name: 'Show more stories' })).toHaveCount(0);
  expect(pages.length).toBe(2);
  expect(pages[1]).toContain('cursor=');
});

/** A story for a child with a companion and a theme of the parent's choosing. */
async function storyFor(page: Page, userId: number, childName: string, animal: string, theme: string) {
  const response = await page.request.post('/api/stories', {
    data: { childName, animal, theme, length: 'Short', userId },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as { id: string; title: string; storyContent: string };
}

test('finding a story again: search, and filters by child, theme and companion (issue 32)', async ({
  page,
}) => {
  await signUp(page);
  await subscribeViaApi(page, 'PREMIUM');
  const userId = await signedInUserId(page);
  const mayaBear = await storyFor(page, userId, 'Maya', 'Bear', 'Courage');
  await storyFor(page, userId, 'Leo', 'Owl', 'Kindness');
  const leoFox = await storyFor(page, userId, 'Leo', 'Fox', 'Courage');
  await page.goto('/library');
  const all = page.getByRole('region', { name: 'All Stories' });
  await expect(all.getByRole('article')).toHaveCount(3);
  const find = page.getByRole('search', { name: 'Find a story' });

  // By child: the names come from the parent's own stories.
  const child = find.getByLabel('Child');
  await expect(child.getByRole('option')).toHaveText(['All children', 'Leo', 'Maya']);
  await child.selectOption('Leo');
  await expect(all.getByRole('article')).toHaveCount(2);
  await expect(all.getByRole('article', { name: /^Maya and the / })).toHaveCount(0);

  // And by theme: Leo's Courage story only; the address keeps the filters through a reload.
  await find.getByLabel('Theme').selectOption('Courage');
  await expect(all.getByRole('article')).toHaveCount(1);
  await expect(all.getByRole('article', { name: leoFox.title })).toBeVisible();
  await expect(page).toHaveURL(/\/library\?child=Leo&theme=Courage$/);
  await page.reload();
  await expect(find.getByLabel('Theme')).toHaveValue('Courage');
  await expect(all.getByRole('article')).toHaveCount(1);

  // By companion, with nothing matching: a word that says so, and a way back.
  await find.getByLabel('Companion').selectOption('Bear');
  await expect(
    all.getByText('No stories match this search. Try another word or clear the filters.'),
  ).toBeVisible();
  await all.getByRole('button', { name: 'Clear filters' }).click();
  await expect(all.getByRole('article')).toHaveCount(3);
  await expect(page).toHaveURL(/\/library$/);

  // The search reads the story's words: a phrase from the middle of Maya's story finds it alone.
  const text = mayaBear.storyContent;
  const words = text
    .slice(Math.floor(text.length / 2))
    .split(' ')
    .slice(1, 6)
    .join(' ');
  await find.getByRole('searchbox', { name: 'Search your stories' }).fill(words);
  await expect(all.getByRole('article', { name: mayaBear.title })).toBeVisible();
  // Another story may share a passage of the story library, but not every one does.
  await expect.poll(() => all.getByRole('article').count()).toBeLessThan(3);
  // And the titles and names, in any case.
  await find.getByRole('searchbox', { name: 'Search your stories' }).fill('leo');
  await expect(all.getByRole('article')).toHaveCount(2);
});

test('home shows a FREE parent their favourite stories, one tap from reading (issue 32)', async ({
  page,
}) => {
  await signUp(page);
  const userId = await signedInUserId(page);
  const ivy = await storyFor(page, userId, 'Ivy', 'Owl', 'Kindness');
  await storyFor(page, userId, 'Ivy', 'Bear', 'Family');
  await page.goto('/');
  const shelf = page.getByRole('region', { name: 'Your favorite stories' });
  await expect(shelf).toContainText('Tap the heart on a story your child loves');
  await expect(page.getByTestId('plan-badge')).toHaveText('Free Plan');

  expect((await page.request.patch(`/api/stories/${ivy.id}`, { data: { isFavorite: true } })).status()).toBe(
    200,
  );
  await page.reload();
  await expect(shelf.getByRole('listitem')).toHaveCount(1);
  await shelf.getByRole('link', { name: ivy.title, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/story/${ivy.id}$`));
});
