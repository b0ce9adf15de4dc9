/// <reference lib="dom" />
/** Steps the browser specs share: start as a guest, sign up, make a story through the form or the API. */
import { expect, type Page } from '@playwright/test';

export const uniqueName = (prefix: string) =>
  `${prefix}${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

/** From /auth, 'Continue as Guest' lands on the home page with a guest session. */
export async function asGuest(page: Page): Promise<string> {
  await page.goto('/auth');
  await page.getByRole('button', { name: 'Continue as Guest' }).click();
  await expect(page.getByRole('heading', { name: "Tonight's Bedtime Story" })).toBeVisible();
  await expect(page.getByTestId('plan-badge')).toHaveText('Guest Mode');
  const stored = await page.evaluate(() => window.localStorage.getItem('guestSession'));
  const session = JSON.parse(stored ?? 'null') as { sessionId: string; expiresAt: number } | null;
  expect(session?.sessionId).toBeTruthy();
  return session!.sessionId;
}

/** Creates an account through the form on /auth (the page must be there or be able to go there). */
export async function signUp(page: Page, username = uniqueName('parent')): Promise<string> {
  if (!/\/auth(\?.*)?$/.test(page.url())) await page.goto('/auth');
  // 'Sign Up' and 'Create Account' links open the form already (/auth?mode=signup); /auth opens sign-in.
  await expect(page.getByRole('heading', { name: /^(Welcome Back|Create Account)$/ })).toBeVisible();
  const toggle = page.getByRole('button', { name: 'Create an account' });
  if (await toggle.isVisible()) await toggle.click();
  await expect(page.getByRole('heading', { name: 'Create Account' })).toBeVisible();
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Email').fill(`${username}@example.com`);
  await page.getByLabel('Password').fill('moonlight-123');
  await page.getByRole('button', { name: 'Create Account', exact: true }).click();
  await expect(page.getByRole('heading', { name: "Tonight's Bedtime Story" })).toBeVisible();
  return username;
}

export async function choose(page: Page, picker: string, option: string | RegExp) {
  const combobox = page.getByRole('combobox', { name: picker });
  const listbox = page.getByRole('listbox');
  // A long list scrolls itself while the pointer rests on its scroll arrows; on a busy machine the click can
  // land while it moves, so try again until the choice took.
  await expect(async () => {
    if (!(await listbox.isVisible())) await combobox.click();
    await page.getByRole('option', { name: option }).click({ timeout: 3000 });
    await expect(listbox).toBeHidden({ timeout: 1000 });
  }).toPass({ timeout: 20_000 });
  const name = typeof option === 'string' ? option : undefined;
  if (name) await expect(combobox).toContainText(name);
}

/** Fills the home page's story form and submits it. */
export async function fillStoryForm(
  page: Page,
  story: { childName: string; animal: string | RegExp; theme: string | RegExp; length: string | RegExp },
) {
  await page.getByLabel("Child's name").fill(story.childName);
  await choose(page, 'Choose Your Character', story.animal);
  await choose(page, 'Choose a Theme', story.theme);
  await choose(page, 'Story Length', story.length);
}

export async function submitStory(page: Page) {
  await page.getByRole('button', { name: /^Create My / }).click();
}

/** Makes a story through the API as the page's visitor (shares the page's cookies). */
export async function createStoryViaApi(
  page: Page,
  owner: { guestSessionId: string } | { userId: number },
  childName = 'Mia',
): Promise<string> {
  const response = await page.request.post('/api/stories', {
    data: { childName, animal: 'Owl', theme: 'Kindness', length: 'Short', ...owner },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

/** The one toast on screen (Radix also copies its text into a live region, so match the list item). */
export function toastItem(page: Page) {
  return page.getByRole('region', { name: /Notifications/ }).getByRole('listitem');
}

/**
 * Waits until the page is still for a screenshot: no request in flight, the fonts loaded, every picture
 * decoded, and every animation and transition that ends has ended (a skeleton's endless pulse is left
 * running). A condition, not a pause: it returns as soon as the page is still.
 */
export async function settled(page: Page, { network = true } = {}): Promise<void> {
  // `network: false` for a page shown while a request is held on purpose (a loading state).
  if (network) await page.waitForLoadState('networkidle');
  await page.evaluate(async () => {
    await document.fonts.ready;
    // A lazy picture out of view would never load: only the others are waited for.
    const pictures = [...document.images].filter((image) => image.loading !== 'lazy' || image.complete);
    await Promise.all(pictures.map((image) => image.decode().catch(() => undefined)));
    const ending = document
      .getAnimations()
      .filter(
        (animation) =>
          animation.playState === 'running' && animation.effect?.getComputedTiming().iterations !== Infinity,
      );
    await Promise.all(ending.map((animation) => animation.finished.catch(() => undefined)));
  });
}

/**
 * Counts the page's requests from now on; `idle()` resolves once none is in flight (each request has
 * answered or failed), so a test can check what a step asked for once the step is over.
 */
export function trackRequests(page: Page): { idle(): Promise<void> } {
  let inFlight = 0;
  page.on('request', () => inFlight++);
  page.on('requestfinished', () => inFlight--);
  page.on('requestfailed', () => inFlight--);
  return { idle: () => expect.poll(() => inFlight).toBe(0) };
}
