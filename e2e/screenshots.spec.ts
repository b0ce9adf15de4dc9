/// <reference lib="dom" />
/**
 * Refreshes docs/screenshots (SCREENSHOTS=1 npx playwright test e2e/screenshots.spec.ts): every screen of
 * the first evening at a phone's and a laptop's width.
 */
import path from 'node:path';
import type { Page } from '@playwright/test';
import { installFakeSpeech, VOICES, type FakeSpeechControl } from './fake-speech.js';
import { expect, test } from './fixtures.js';
import {
  asGuest,
  choose,
  createStoryViaApi,
  fillStoryForm,
  settled,
  signUp,
  submitStory,
  toastItem,
} from './helpers.js';

const dir = path.resolve(import.meta.dirname, '../docs/screenshots');
const WIDTHS = [390, 1280] as const;

test.describe.configure({ mode: 'serial' });

async function shoot(page: Page, name: string, width: number, fullPage = true) {
  await settled(page);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, `${name}-${width} scrolls sideways`).toBeLessThanOrEqual(0);
  await page.screenshot({ path: path.join(dir, `${name}-${width}.png`), fullPage });
}

for (const width of WIDTHS) {
  test.describe(`${width} px`, () => {
    test.use({ viewport: { width, height: width < 600 ? 844 : 800 } });

    test('sign-in, create account, not found', async ({ page }) => {
      await page.goto('/auth');
      await expect(page.getByRole('heading', { name: 'Welcome Back' })).toBeVisible();
      await shoot(page, 'auth', width);
      await page.getByRole('button', { name: 'Create an account' }).click();
      await page.getByLabel('Username').fill('al');
      await page.getByRole('button', { name: 'Create Account', exact: true }).click();
      await expect(page.getByText('Your username must be 3 to 50 characters.')).toBeVisible();
      await shoot(page, 'auth-create-errors', width);
      await page.goto('/lost/in/space');
      await shoot(page, 'not-found', width);
    });

    test('guest home, errors and toasts, picker, story, dialog', async ({ page, browser, baseURL }) => {
      await asGuest(page);
      await shoot(page, 'home-guest', width);
      await submitStory(page);
      await expect(toastItem(page)).toHaveCount(1);
      await shoot(page, 'home-guest-missing-details', width, false);
      await page.getByRole('combobox', { name: 'Choose Your Character' }).click();
      await expect(page.getByRole('listbox')).toBeVisible();
      await page.getByRole('option', { name: /^Lion/ }).hover();
      await page.getByRole('option', { name: /^Lion/ }).locator('[data-premium-star]').hover();
      await expect(page.getByRole('tooltip')).toBeVisible();
      await shoot(page, 'home-character-picker', width, false);
      // The first Escape closes the tooltip, the next the list.
      await expect(async () => {
        await page.keyboard.press('Escape');
        await expect(page.getByRole('listbox')).toBeHidden({ timeout: 500 });
      }).toPass();
      await fillStoryForm(page, {
        childName: 'Luna',
        animal: /^Lion/,
        theme: 'Friendship',
        length: /^Short/,
      });
      await submitStory(page);
      await expect(toastItem(page).getByText('Premium Magic Required', { exact: true })).toBeVisible();
      await shoot(page, 'home-premium-refused', width, false);
      await choose(page, 'Choose Your Character', 'Fox');
      // Something happening tomorrow: the moments, opened, one chosen.
      await page.locator('summary', { hasText: 'Something happening for Luna?' }).click();
      await page.getByRole('button', { name: 'First day at school or nursery' }).click();
      await page.locator('summary', { hasText: 'Something happening for Luna?' }).scrollIntoViewIfNeeded();
      await shoot(page, 'home-moments', width, false);
      await submitStory(page);
      await expect(page.getByRole('heading', { name: "Luna's Magical Adventure" })).toBeVisible();
      await shoot(page, 'story', width);
      await page.getByRole('button', { name: 'Delete Story' }).click();
      await expect(page.getByRole('dialog', { name: 'Delete this story?' })).toBeVisible();
      await shoot(page, 'story-delete-dialog', width, false);
      await page.getByRole('button', { name: 'Keep Story' }).click();

      // The link, shared, opened by someone with no session at all.
      const storyUrl = page.url();
      await page.request.patch(`/api/stories/${storyUrl.split('/').pop()}`, { data: { isPublic: true } });
      const visitorContext = await browser.newContext({
        baseURL: baseURL!,
        viewport: { width, height: width < 600 ? 844 : 800 },
      });
      const visitor = await visitorContext.newPage();
      await visitor.goto(storyUrl);
      await expect(visitor.getByRole('heading', { name: "Luna's Magical Adventure" })).toBeVisible();
      await shoot(visitor, 'story-shared-visitor', width);
      await visitorContext.close();

      await page.goto('/');
      await page.getByRole('region', { name: 'Your recent stories' }).scrollIntoViewIfNeeded();
      await shoot(page, 'home-recent-stories', width, false);
      await page.goBack();
      await page.getByRole('button', { name: 'Order Physical Copy' }).click();
      await page.getByRole('button', { name: 'Generate Preview' }).click();
      await expect(page.getByRole('img', { name: /Book preview/ })).toBeVisible();
      await shoot(page, 'order-dialog', width, false);
    });

    test('limit reached, loading and error, signed-in home', async ({ page }) => {
      const sessionId = await asGuest(page);
      for (let i = 0; i < 4; i++) await createStoryViaApi(page, { guestSessionId: sessionId });
      await page.reload();
      await expect(page.getByText('Stories remaining this month: 0 of 4')).toBeVisible();
      await shoot(page, 'home-limit-reached', width, false);
      await fillStoryForm(page, { childName: 'Sam', animal: 'Bear', theme: 'Family', length: /^Short/ });
      await submitStory(page);
      await expect(toastItem(page).getByText('Story Wishes Used Up!', { exact: true })).toBeVisible();
      await shoot(page, 'home-limit-toast', width, false);

      await page.route('**/api/stories/00000000-0000-4000-8000-000000000000', () => undefined);
      await page.goto('/story/00000000-0000-4000-8000-000000000000');
      await expect(page.getByRole('status', { name: 'Loading the story' })).toBeVisible();
      await settled(page, { network: false });
      await page.screenshot({ path: path.join(dir, `story-loading-${width}.png`) });
      await page.unroute('**/api/stories/00000000-0000-4000-8000-000000000000');
      await page.goto('/story/00000000-0000-4000-8000-000000000001');
      await expect(page.getByRole('heading', { name: 'Story Not Found' })).toBeVisible();
      await shoot(page, 'story-not-found', width);

      await page.goto('/auth');
      await signUp(page);
      await expect(toastItem(page).getByText('Stories Transferred', { exact: true })).toBeVisible();
      await shoot(page, 'home-signed-in', width);

      await page.request.post('/api/character-profiles', {
        data: {
          name: 'Maya',
          age: 6,
          gender: 'Girl',
          hairColor: 'Red',
          eyeColor: 'Green',
          favoriteColor: 'Teal',
          personality: ['Brave', 'Curious', 'Kind', 'Funny', 'Playful'],
        },
      });
      await page.reload();
      // The form starts from last night's child, typed in by hand: back to the saved profiles.
      await page.getByRole('button', { name: 'Choose a saved profile' }).click();
      await choose(page, "Child's profile", 'Maya (6 yr old Girl)');
      await page.getByRole('heading', { name: 'Choose Your Child' }).scrollIntoViewIfNeeded();
      await shoot(page, 'home-profile', width, false);
    });
  });
}

test.describe('the reader at a phone width (390 px)', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('book, reading aloud, night controls, candle light, scroll', async ({ page }) => {
    await page.addInitScript(installFakeSpeech, { voices: VOICES });
    await signUp(page);
    await page.request.post('/api/character-profiles', {
      data: { name: 'Maya', age: 6, gender: 'Girl', hairColor: 'Red', eyeColor: 'Green', personality: [] },
    });
    const profiles = (await (await page.request.get('/api/character-profiles')).json()) as { id: string }[];
    const userId = Number(await page.evaluate(() => localStorage.getItem('userId')));
    const created = await page.request.post('/api/stories', {
      data: {
        childName: 'Maya',
        animal: 'Fox',
        theme: 'Friendship',
        length: 'Short',
        userId,
        characterProfileId: profiles[0]!.id,
      },
    });
    const { id } = (await created.json()) as { id: string };
    await page.goto(`/story/${id}`);
    await expect(page.getByText(/^Page 1 of \d+$/)).toBeVisible();
    await shoot(page, 'reader-book', 390);

    await page.getByRole('button', { name: 'Next page' }).click();
    await page.getByRole('button', { name: 'Read aloud' }).click();
    const text = await page.locator('.story-text p').textContent();
    const second = text!.indexOf('. ') + 2;
    await page.evaluate(
      (i) => (window as unknown as { fakeSpeech: FakeSpeechControl }).fakeSpeech.boundary(i),
      second,
    );
    await page.locator('.story-text').scrollIntoViewIfNeeded();
    await shoot(page, 'reader-reading', 390, false);
    await page.getByRole('button', { name: 'Stop' }).click();

    await page.getByRole('button', { name: 'Night controls' }).click();
    await page.getByRole('button', { name: 'Candle light' }).click();
    await page.getByRole('button', { name: 'Night controls' }).scrollIntoViewIfNeeded();
    await shoot(page, 'reader-night-controls', 390, false);
    await page.getByRole('button', { name: 'Night controls' }).click();
    await page.evaluate(() => window.scrollTo(0, 0));
    await shoot(page, 'reader-candle', 390);

    await page.getByRole('button', { name: 'Scroll', exact: true }).click();
    await shoot(page, 'reader-scroll-candle', 390);
  });
});

test.describe('the reader on a laptop (1280 px)', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('book mode with night controls open', async ({ page }) => {
    const sessionId = await asGuest(page);
    const id = await createStoryViaApi(page, { guestSessionId: sessionId }, 'Theo');
    await page.goto(`/story/${id}`);
    await expect(page.getByText(/^Page 1 of \d+$/)).toBeVisible();
    await page.getByRole('button', { name: 'Night controls' }).click();
    await shoot(page, 'reader-book', 1280);
  });
});
