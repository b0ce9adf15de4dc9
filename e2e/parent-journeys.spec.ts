/// <reference lib="dom" />
/**
 * What a parent tripped over after the first release (issue 17), each as DECISIONS §9 settles it: shared
 * links, ?next=, recent stories, delete, sign-up links, 'Story Not Found', premium refusals, inline errors,
 * keyboard, logout, toast placement, and what a profile is used for.
 */
import type { Locator, Page } from '@playwright/test';
import { subscribeViaApi } from './billing.js';
import { expect, test } from './fixtures.js';
import {
  asGuest,
  choose,
  createStoryViaApi,
  fillStoryForm,
  signUp,
  submitStory,
  toastItem,
  trackRequests,
} from './helpers.js';

async function userIdOf(page: Page): Promise<number> {
  return Number(await page.evaluate(() => localStorage.getItem('userId')));
}

async function box(locator: Locator) {
  const b = await locator.boundingBox();
  expect(b, 'an element on screen').not.toBeNull();
  return b!;
}

function overlaps(a: { x: number; y: number; width: number; height: number }, b: typeof a): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

test.describe('shared links and ?next=', () => {
  test('a shared story opens in a fresh browser with no session: no sign-in wall, no guest session made', async ({
    page,
    browser,
    baseURL,
  }) => {
    await signUp(page);
    const userId = await userIdOf(page);
    const shared = await createStoryViaApi(page, { userId }, 'Nora');
    const secret = await createStoryViaApi(page, { userId }, 'Otto');
    expect((await page.request.patch(`/api/stories/${shared}`, { data: { isPublic: true } })).status()).toBe(
      200,
    );

    const grandparents = await browser.newContext({ baseURL: baseURL! });
    const visitor = await grandparents.newPage();
    const guestSessions: string[] = [];
    visitor.on('request', (r) => {
      if (r.url().endsWith('/api/guest/session')) guestSessions.push(r.url());
    });
    await visitor.goto(`/story/${shared}`);
    await expect(visitor).toHaveURL(new RegExp(`/story/${shared}$`));
    await expect(visitor.getByRole('heading', { name: "Nora's Magical Adventure", level: 1 })).toBeVisible();
    await expect(visitor.getByRole('heading', { name: 'Welcome Back' })).toHaveCount(0);
    // One quiet invitation, and nothing an owner does.
    const invitation = visitor.getByRole('complementary', { name: 'Make a story of your own' });
    await expect(invitation).toBeVisible();
    await expect(invitation.getByRole('link', { name: 'Make your own story' })).toHaveAttribute(
      'href',
      '/auth?mode=signup',
    );
    await expect(visitor.getByRole('button', { name: 'Delete Story' })).toHaveCount(0);
    await expect(visitor.getByRole('button', { name: 'Order Physical Copy' })).toHaveCount(0);
    expect(await visitor.evaluate(() => localStorage.getItem('guestSession'))).toBeNull();
    expect(guestSessions).toEqual([]);

    // A private story reads as a missing one: 'Story Not Found', never 'try again'.
    await visitor.goto(`/story/${secret}`);
    await expect(visitor.getByRole('heading', { name: 'Story Not Found' })).toBeVisible();
    await expect(visitor.getByRole('button', { name: 'Try Again' })).toHaveCount(0);
    await expect(visitor.getByText('Error Loading Story')).toHaveCount(0);
    await grandparents.close();
  });

  test('a guarded page sends a visitor to /auth?next=, and guest, sign-up and sign-in return there', async ({
    page,
  }) => {
    await page.goto('/library');
    await expect(page).toHaveURL(/\/auth\?next=%2Flibrary$/);
    await page.getByRole('button', { name: 'Continue as Guest' }).click();
    await expect(page).toHaveURL(/\/library$/);
    await expect(page.getByRole('heading', { name: 'Story Library is Premium Only' })).toBeVisible();

    await page.evaluate(() => localStorage.clear());
    await page.context().clearCookies();
    await page.goto('/subscription');
    await expect(page).toHaveURL(/\/auth\?next=%2Fsubscription$/);
    const username = await signUpHere(page);
    await expect(page).toHaveURL(/\/subscription$/);
    await expect(page.getByRole('heading', { name: 'Choose Your Plan', level: 1 })).toBeVisible();

    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/auth$/);
    await page.goto('/characters');
    await expect(page).toHaveURL(/\/auth\?next=%2Fcharacters$/);
    await page.getByLabel('Username').fill(username);
    await page.getByLabel('Password').fill('moonlight-123');
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(page).toHaveURL(/\/characters$/);

    // Only a page of this site: anything else goes home.
    await page.goto('/auth?next=//example.com/');
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
  });
});

/** Signs up on the /auth page the browser is on (keeps its ?next=). */
async function signUpHere(page: Page): Promise<string> {
  const username = `parent${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  await page.getByRole('button', { name: 'Create an account' }).click();
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Email').fill(`${username}@example.com`);
  await page.getByLabel('Password').fill('moonlight-123');
  await page.getByRole('button', { name: 'Create Account', exact: true }).click();
  return username;
}

test.describe('recent stories and delete', () => {
  test('signing up: home lists the guest stories even when its first read was answered before they moved in', async ({
    page,
  }) => {
    const sessionId = await asGuest(page);
    await createStoryViaApi(page, { guestSessionId: sessionId }, 'Mia');
    // The order CI once met: the server answers home's list before it moves the guest's stories into the new
    // account, and that answer reaches the page only after the move has been answered.
    let listRead!: () => void;
    const listHasBeenRead = new Promise<void>((resolve) => (listRead = resolve));
    let claimed = false;
    let refreshAsked!: () => void;
    const refreshHasBeenAsked = new Promise<void>((resolve) => (refreshAsked = resolve));
    await page.route('**/api/guest/claim', async (route) => {
      await listHasBeenRead;
      const response = await route.fetch();
      claimed = true;
      await route.fulfill({ response });
    });
    await page.route('**/api/stories/recent', async (route) => {
      if (claimed) {
        // The read the claim's answer started: it goes through, and the first read's stale answer follows.
        refreshAsked();
        await route.continue();
        return;
      }
      const response = await route.fetch();
      listRead();
      await refreshHasBeenAsked;
      await route.fulfill({ response });
    });
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Sign Up' }).click();
    await signUp(page);
    await expect(toastItem(page).getByText('Stories Transferred', { exact: true })).toBeVisible();
    const recent = page.getByRole('region', { name: 'Your recent stories' });
    await expect(recent.getByRole('link', { name: /^Mia and the [A-Z]/ })).toBeVisible();
  });

  test("a guest, then a Free account, re-read last night's story from home and delete one", async ({
    page,
  }) => {
    const sessionId = await asGuest(page);
    const recent = page.getByRole('region', { name: 'Your recent stories' });
    await expect(recent).toContainText('Stories you make appear here for 30 days');
    await createStoryViaApi(page, { guestSessionId: sessionId }, 'Mia');
    await createStoryViaApi(page, { guestSessionId: sessionId }, 'Leo');
    await page.reload();
    await expect(recent.getByRole('listitem')).toHaveCount(2);
    await expect(recent.getByRole('link', { name: /^Leo and the [A-Z]/ })).toBeVisible();

    // Signing up moves them into the account; a Free account still sees them on home.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Sign Up' }).click();
    await signUp(page);
    await expect(page.getByTestId('plan-badge')).toHaveText('Free Plan');
    await expect(recent.getByRole('listitem')).toHaveCount(2);
    await recent.getByRole('link', { name: /^Mia and the [A-Z]/ }).click();
    await expect(page.getByRole('heading', { name: "Mia's Magical Adventure", level: 1 })).toBeVisible();
    const miaUrl = page.url();

    // Delete from the story page, after a confirmation; kept if the parent changes their mind.
    await page.getByRole('button', { name: 'Delete Story' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete this story?' });
    await expect(dialog).toContainText(/Mia and the [\w -]+ will be gone for good/);
    await dialog.getByRole('button', { name: 'Keep Story' }).click();
    await expect(dialog).toHaveCount(0);
    await page.getByRole('button', { name: 'Delete Story' }).click();
    await dialog.getByRole('button', { name: 'Delete Story' }).click();
    await expect(page.getByRole('heading', { name: "Tonight's Bedtime Story" })).toBeVisible();
    await expect(toastItem(page).getByText('Story Deleted', { exact: true })).toBeVisible();
    await expect(recent.getByRole('listitem')).toHaveCount(1);
    await page.goto(miaUrl);
    await expect(page.getByRole('heading', { name: 'Story Not Found' })).toBeVisible();

    // And from the list on home.
    await page.goto('/');
    await recent.getByRole('button', { name: /^Delete Leo and the / }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete Story' }).click();
    await expect(recent).toContainText('Stories you make appear here for 30 days');
  });

  test('library cards carry the real title and delete with a confirmation', async ({ page }) => {
    await signUp(page);
    const userId = await userIdOf(page);
    await createStoryViaApi(page, { userId }, 'Ivy');
    await subscribeViaApi(page, 'PREMIUM');
    await page.goto('/library');
    const all = page.getByRole('region', { name: 'All Stories' });
    const ivy = all.getByRole('article', { name: /^Ivy and the / });
    await expect(ivy).toBeVisible();
    await ivy.getByRole('button', { name: /^Delete Ivy and the / }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete Story' }).click();
    await expect(all.getByRole('article')).toHaveCount(0);
  });
});

test.describe('the story form', () => {
  test('premium options look locked before submit; a refusal names every premium choice at once', async ({
    page,
  }) => {
    await asGuest(page);
    const picker = page.getByRole('combobox', { name: 'Choose Your Character' });
    await picker.click();
    const giraffe = page.getByRole('option', { name: /^Giraffe/ });
    await expect(giraffe.locator('[data-premium-star][data-locked]')).toBeVisible();
    await expect(giraffe).toContainText('Premium');
    await expect(page.getByRole('option', { name: /^Bear/ }).locator('[data-premium-star]')).toHaveCount(0);
    await page.keyboard.press('Escape');

    await fillStoryForm(page, { childName: 'Ava', animal: /^Giraffe/, theme: /^Adventure/, length: /^Long/ });
    // Said at once, under each picker, before any submit.
    await expect(page.getByText('Giraffe as a companion is part of Premium.')).toBeVisible();
    await expect(page.getByText('The Adventure theme is part of Premium.')).toBeVisible();
    await expect(page.getByText('A Long story is part of Premium.')).toBeVisible();
    await submitStory(page);
    await expect(toastItem(page).getByText('Premium Magic Required', { exact: true })).toBeVisible();
    await expect(
      toastItem(page).getByText(
        'Giraffe as a companion, the Adventure theme and a Long story are part of our Premium story collection! Unlock unlimited magical adventures.',
      ),
    ).toBeVisible();

    // The server says the same, all at once.
    const res = await page.request.post('/api/stories', {
      data: { childName: 'Ava', animal: 'Giraffe', theme: 'Adventure', length: 'Long' },
    });
    expect(res.status()).toBe(403);
    expect(((await res.json()) as { message: string }).message).toBe(
      'Giraffe as a companion, the Adventure theme and a Long story are available to Premium subscribers only. Upgrade to Premium to use them.',
    );
  });

  test('an empty name gets its inline error, focus, and loses it once typed', async ({ page }) => {
    await asGuest(page);
    await submitStory(page);
    await expect(page.getByText("Please enter your child's name.", { exact: true })).toHaveCount(1);
    await expect(page.getByLabel("Child's name")).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByLabel("Child's name")).toBeFocused();
    for (const name of ['Choose Your Character', 'Choose a Theme', 'Story Length']) {
      await expect(page.getByRole('combobox', { name })).not.toHaveAttribute('aria-invalid', 'true');
    }
    await page.getByLabel("Child's name").fill('Sam');
    await expect(page.getByText("Please enter your child's name.")).toHaveCount(0);
  });

  test('keyboard: one Tab leaves a picker; after Enter creates a story, focus is on its title', async ({
    page,
  }) => {
    await asGuest(page);
    await page.getByLabel("Child's name").fill('Kai');
    // From the pickers' 'About characters' hint, one Tab reaches the first picker and one more leaves it.
    await page.getByRole('button', { name: 'About characters' }).focus();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('combobox', { name: 'Choose Your Character' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('combobox', { name: 'Choose a Theme' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('combobox', { name: 'Story Length' })).toBeFocused();

    await choose(page, 'Choose Your Character', 'Owl');
    await choose(page, 'Choose a Theme', 'Kindness');
    await choose(page, 'Story Length', /^Short/);
    await page.getByLabel("Child's name").press('Enter');
    const title = page.getByRole('heading', { name: "Kai's Magical Adventure", level: 1 });
    await expect(title).toBeVisible();
    await expect(title).toBeFocused();
  });
});

test('logout: no request answers 401 afterwards, and a quiet confirmation', async ({ page }) => {
  await signUp(page);
  const userId = await userIdOf(page);
  await createStoryViaApi(page, { userId }, 'Eli');
  await page.reload();
  await expect(page.getByRole('region', { name: 'Your recent stories' }).getByRole('listitem')).toHaveCount(
    1,
  );
  const unauthorized: string[] = [];
  page.on('response', (r) => {
    if (r.status() === 401 && !r.url().endsWith('/api/user')) unauthorized.push(r.url());
  });
  const consoleErrors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') consoleErrors.push(m.text());
  });
  const requests = trackRequests(page);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/auth$/);
  await expect(toastItem(page).getByText('Signed out', { exact: true })).toBeVisible();
  await requests.idle();
  expect(unauthorized).toEqual([]);
  expect(consoleErrors).toEqual([]);
});

test('a logout the server does not take leaves the parent signed in, and says so', async ({ page }) => {
  await signUp(page);
  await page.route('**/api/logout', (route) =>
    route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"Try again."}' }),
  );
  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.getByRole('button', { name: 'Logout' }).click();
  await expect(toastItem(page).getByText('Logout failed', { exact: true })).toBeVisible();
  // Signed out for a moment from the tap, signed in again when the server says no.
  await expect(nav.getByRole('button', { name: 'Logout' })).toBeVisible();
  await expect(page.getByRole('heading', { name: "Tonight's Bedtime Story" })).toBeVisible();
});

test.describe('on a phone (390 px)', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("toasts cover neither the Create button, 'Continue as Guest' nor the story's first lines", async ({
    page,
  }) => {
    await page.goto('/auth');
    await page.route('**/api/guest/session', (route) =>
      route.fulfill({ status: 500, json: { message: 'Something went wrong.' } }),
    );
    const guest = page.getByRole('button', { name: 'Continue as Guest' });
    await guest.click();
    await expect(toastItem(page)).toBeVisible();
    expect(overlaps(await box(toastItem(page)), await box(guest))).toBe(false);
    await page.unroute('**/api/guest/session');

    await asGuest(page);
    await submitStory(page);
    await expect(toastItem(page).getByText('Story Details Missing', { exact: true })).toBeVisible();
    const create = page.getByRole('button', { name: /^Create My / });
    await create.scrollIntoViewIfNeeded();
    expect(overlaps(await box(toastItem(page)), await box(create))).toBe(false);

    await fillStoryForm(page, { childName: 'Ada', animal: 'Fox', theme: 'Sharing', length: /^Short/ });
    await submitStory(page);
    await expect(page.getByRole('heading', { name: "Ada's Magical Adventure", level: 1 })).toBeVisible();
    await expect(toastItem(page).getByText('Story Magic Complete!', { exact: true })).toBeVisible();
    const firstLines = page.locator('.story-text p').first();
    expect(overlaps(await box(toastItem(page)), await box(firstLines))).toBe(false);
  });

  test('the top bar does not cover the logo on /auth for a guest', async ({ page }) => {
    await asGuest(page);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Sign Up' }).click();
    await expect(page.getByRole('heading', { name: 'Create Account' })).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, 0));
    const bar = await box(page.locator('header.top-bar'));
    const logo = await box(page.locator('main').getByText('Moonlit Tales', { exact: true }));
    expect(logo.y).toBeGreaterThanOrEqual(bar.y + bar.height);
  });
});

test("on a laptop (1280 px) the toast covers neither the new story's title nor its first lines", async ({
  page,
}) => {
  await asGuest(page);
  await fillStoryForm(page, { childName: 'Ada', animal: 'Fox', theme: 'Sharing', length: /^Short/ });
  await submitStory(page);
  const title = page.getByRole('heading', { name: "Ada's Magical Adventure", level: 1 });
  await expect(title).toBeVisible();
  await expect(toastItem(page).getByText('Story Magic Complete!', { exact: true })).toBeVisible();
  const toast = await box(toastItem(page));
  expect(overlaps(toast, await box(title))).toBe(false);
  expect(overlaps(toast, await box(page.locator('.story-text p').first()))).toBe(false);
  expect(overlaps(toast, await box(page.getByRole('navigation', { name: 'Main' })))).toBe(false);
});

test('the Characters page says what each plan uses of a profile', async ({ page }) => {
  await signUp(page);
  await page.goto('/characters');
  await expect(
    page.getByText(
      'on every plan the story uses their name, age and pronouns, and its pictures show their look (skin, hair, eyes, glasses). Premium stories also weave in their favourite colour, personality and interests.',
    ),
  ).toBeVisible();
});
