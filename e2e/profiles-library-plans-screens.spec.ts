/// <reference lib="dom" />
/**
 * The screens of profiles, the library, plans and payment results at a phone's and a laptop's width: axe
 * finds no violations on any of them, and with SCREENSHOTS=1 they are saved to docs/screenshots.
 */
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe.js';
import { signedInUserId, subscribeViaApi } from './billing.js';
import { expect, test } from './fixtures.js';
import { asGuest, choose, settled, signUp, toastItem } from './helpers.js';

const dir = path.resolve(import.meta.dirname, '../docs/screenshots');
const shots = Boolean(process.env.SCREENSHOTS);

/** Checks the screen with axe, that nothing scrolls sideways, and saves it when asked. */
async function screen(
  page: Page,
  name: string,
  width: number,
  options: { fullPage?: boolean; file?: string } = {},
) {
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => document.fonts.ready);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, `${name} at ${width} px scrolls sideways`).toBeLessThanOrEqual(0);
  await expectNoAxeViolations(page, `${name} at ${width} px`);
  if (shots && options.file) {
    await settled(page);
    await page.screenshot({
      path: path.join(dir, `${options.file}-${width}.png`),
      fullPage: options.fullPage ?? true,
    });
  }
}

async function createProfile(page: Page, profile: Record<string, unknown>) {
  const res = await page.request.post('/api/character-profiles', { data: profile });
  expect(res.status(), await res.text()).toBe(201);
}

async function createStory(page: Page, userId: number, story: Record<string, string>) {
  const res = await page.request.post('/api/stories', { data: { ...story, userId } });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { id: string }).id;
}

for (const width of [390, 1280] as const) {
  test.describe(`${width} px`, () => {
    test.use({ viewport: { width, height: width < 600 ? 844 : 800 } });
    // Many screens, each checked by axe: longer than one flow.
    test.describe.configure({ timeout: 180_000 });

    test('character profiles and the child chooser', async ({ page }) => {
      await asGuest(page);
      await page.goto('/characters');
      await expect(
        page.getByRole('heading', { name: 'Character Profiles Require an Account' }),
      ).toBeVisible();
      await screen(page, 'characters guest gate', width, { file: 'characters-guest' });

      await signUp(page);
      await page.goto('/characters');
      await expect(page.getByRole('button', { name: 'Create Your First Character' })).toBeVisible();
      await screen(page, 'characters empty', width, { file: 'characters-empty' });

      await page.getByRole('button', { name: 'Create Your First Character' }).click();
      const dialog = page.getByRole('dialog');
      await expect(dialog.getByRole('heading', { name: 'Create Character Profile' })).toBeVisible();
      await dialog.getByRole('button', { name: 'Create Profile' }).click();
      await expect(dialog.getByText('Please enter a name.')).toBeVisible();
      await screen(page, 'create dialog with an error', width);
      await dialog.getByLabel('Name').fill('Luna');
      await dialog.getByLabel('Age').fill('6');
      await choose(page, 'Gender', /^Girl$/);
      await choose(page, 'Hair colour', /^Auburn$/);
      await choose(page, 'Eye colour', /^Hazel$/);
      await dialog.getByLabel('Favourite colour').fill('Purple');
      for (const trait of ['Brave', 'Curious', 'Kind', 'Playful', 'Gentle'])
        await dialog.getByRole('button', { name: trait, exact: true }).click();
      const interest = dialog.getByRole('textbox', { name: /^Interests/ });
      for (const item of ['Dinosaurs', 'Stargazing', 'Baking cookies']) {
        await interest.fill(item);
        await interest.press('Enter');
      }
      await dialog
        .getByLabel(/^Notes/)
        .fill('Sleeps with a stuffed owl called Hoot and a night light shaped like the moon.');
      await dialog.getByRole('combobox', { name: 'Hair colour' }).click();
      await expect(page.getByRole('listbox')).toBeVisible();
      await expectNoAxeViolations(page, `hair picker open at ${width} px`, (axe) =>
        axe.include('.select-content').disableRules(['region', 'scrollable-region-focusable']),
      );
      await page.keyboard.press('Escape');
      await expect(page.getByRole('listbox')).toBeHidden();
      // A tall window shows the whole form at once.
      await page.setViewportSize({ width, height: 1500 });
      await dialog.evaluate((el) => el.scrollTo(0, 0));
      await screen(page, 'create dialog filled', width, { file: 'character-dialog', fullPage: false });
      await page.setViewportSize({ width, height: width < 600 ? 812 : 800 });
      await dialog.getByRole('button', { name: 'Create Profile' }).click();
      await expect(toastItem(page).getByText('Profile Created', { exact: true })).toBeVisible();

      await createProfile(page, {
        name: 'Theo',
        age: 4,
        gender: 'Boy',
        hairColor: 'Blonde',
        eyeColor: 'Blue',
        favoriteColor: 'Green',
        personality: ['Funny', 'Energetic'],
        interests: ['Trains', 'Puddles', 'Space rockets'],
        description: 'Always asks for one more story. Loves trains, especially the night train to the stars.',
      });
      await createProfile(page, {
        name: 'Noor',
        age: 9,
        gender: 'Girl',
        hairColor: 'Black',
        eyeColor: 'Brown',
      });
      await page.reload();
      await expect(page.getByRole('article')).toHaveCount(3);
      await screen(page, 'characters grid', width, { file: 'characters' });

      await page.getByRole('button', { name: 'Delete Noor' }).click();
      await expect(
        page.getByRole('dialog').getByText('Are you sure you want to delete this character profile?'),
      ).toBeVisible();
      await screen(page, 'delete dialog', width, { file: 'character-delete-dialog', fullPage: false });
      await page.keyboard.press('Escape');

      await page.goto('/');
      await page.getByRole('combobox', { name: "Child's profile" }).click();
      await page.getByRole('option', { name: 'Luna (6 yr old Girl)' }).click();
      await expect(page.getByText('+1 more')).toBeVisible();
      await screen(page, 'home with a chosen profile', width);
    });

    test('library, plans and payment results', async ({ page }) => {
      await asGuest(page);
      await page.goto('/library');
      await expect(page.getByRole('heading', { name: 'Story Library is Premium Only' })).toBeVisible();
      await screen(page, 'library gate for a guest', width);

      await signUp(page);
      await page.goto('/library');
      await expect(page.getByRole('heading', { name: 'Story Library is Premium Only' })).toBeVisible();
      await screen(page, 'library gate for FREE', width, { file: 'library-gate' });

      await page.goto('/subscription');
      await expect(page.getByRole('heading', { name: 'Choose Your Plan' })).toBeVisible();
      await screen(page, 'plans for FREE', width, { file: 'plans' });

      await page.getByRole('button', { name: 'Subscribe: Premium plan' }).click();
      await expect(page).toHaveURL(/\/demo-checkout\//);
      await screen(page, 'demo checkout', width, { file: 'demo-checkout' });
      await page.getByRole('button', { name: 'Pay' }).click();
      await expect(page.getByRole('heading', { name: 'Subscription Successful!' })).toBeVisible();
      await screen(page, 'subscription success', width, { file: 'subscription-success' });

      await page.goto('/subscription/success?session_id=bogus');
      await expect(page.getByRole('heading', { name: 'Payment Verification Failed' })).toBeVisible();
      await screen(page, 'verification failed', width, { file: 'subscription-failed' });

      await page.goto('/subscription/cancel');
      await expect(page.getByRole('heading', { name: 'Subscription Cancelled' })).toBeVisible();
      await screen(page, 'subscription cancelled', width, { file: 'subscription-cancel' });

      await page.goto('/library');
      await expect(
        page.getByText('No favorite stories yet. Mark stories as favorites to see them here!'),
      ).toBeVisible();
      await screen(page, 'empty premium library', width, { file: 'library-empty' });

      const userId = await signedInUserId(page);
      const stories = [
        { childName: 'Luna', animal: 'Owl', theme: 'Kindness', length: 'Short' },
        { childName: 'Theo', animal: 'Lion', theme: 'Adventure', length: 'Long' },
        { childName: 'Noor', animal: 'Star Voyager', theme: 'Courage', length: 'Medium' },
        { childName: 'Luna', animal: 'Penguin', theme: 'Friendship', length: 'Medium' },
      ];
      const ids: string[] = [];
      for (const story of stories) ids.push(await createStory(page, userId, story));
      await page.request.patch(`/api/stories/${ids[1]}`, { data: { isFavorite: true } });
      await page.reload();
      await expect(page.getByRole('region', { name: 'All Stories' }).getByRole('article')).toHaveCount(4);
      await screen(page, 'premium library', width, { file: 'library' });

      await page.goto('/subscription');
      await expect(page.getByRole('button', { name: /Current Plan: Premium/ })).toBeDisabled();
      await screen(page, 'plans for PREMIUM', width);

      await page.route('**/api/subscription/status/*', (route) => route.fulfill({ status: 500, body: '' }));
      await page.goto('/library');
      await expect(page.getByRole('heading', { name: 'Unable to Load Library' })).toBeVisible({
        timeout: 15_000,
      });
      await screen(page, 'unable to load library', width, { file: 'library-error' });
    });
  });
}

test('a STANDARD user sees the plans and the gate without violations', async ({ page }) => {
  await signUp(page);
  await subscribeViaApi(page, 'STANDARD');
  await page.goto('/library');
  await expect(page.getByRole('heading', { name: 'Story Library is Premium Only' })).toBeVisible();
  await expectNoAxeViolations(page, 'library gate for STANDARD');
  await page.goto('/subscription');
  await expect(page.getByRole('button', { name: /Current Plan: Standard/ })).toBeDisabled();
  await expectNoAxeViolations(page, 'plans for STANDARD');
});
