/// <reference lib="dom" />
import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.js';
import { asGuest, createStoryViaApi, signUp, submitStory } from './helpers.js';

async function expectNoViolations(page: Page, screen: string, configure = (axe: AxeBuilder) => axe) {
  const results = await configure(new AxeBuilder({ page }))
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .analyze();
  const summary = results.violations.map(
    (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
  );
  expect(summary, screen).toEqual([]);
}

for (const width of [375, 1280]) {
  test.describe(`axe at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });

    test('sign-in, create account and 404', async ({ page }) => {
      await page.goto('/auth');
      await expect(page.getByRole('heading', { name: 'Welcome Back' })).toBeVisible();
      await expectNoViolations(page, 'sign in');
      await page.getByRole('button', { name: 'Create an account' }).click();
      await page.getByRole('button', { name: 'Create Account', exact: true }).click();
      await expect(
        page
          .getByText('Please enter your email address.')
          .or(page.getByText('Your username must be 3 to 50 characters.')),
      ).toBeVisible();
      await expectNoViolations(page, 'create account with errors');
      await page.goto('/nowhere');
      await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
      await expectNoViolations(page, '404');
    });

    test('guest home, with errors, a toast and an open picker', async ({ page }) => {
      await asGuest(page);
      await expectNoViolations(page, 'guest home');
      await submitStory(page);
      await expect(page.getByText("Please enter your child's name.")).toBeVisible();
      await expectNoViolations(page, 'guest home with errors and a toast');
      await page.getByRole('combobox', { name: 'Choose Your Character' }).click();
      await expect(page.getByRole('listbox')).toBeVisible();
      // An open picker is modal: Radix hides the page from screen readers and keeps focus in the list, which
      // axe cannot see (it reports the hidden page's buttons). Check the list itself; its options take focus
      // by arrow keys, not Tab, so the scrollable-region rule does not apply.
      await expectNoViolations(page, 'character picker open', (axe) =>
        axe.include('.select-content').disableRules(['region', 'scrollable-region-focusable']),
      );
    });

    test('signed-in home and the story reader with its dialog', async ({ page }) => {
      await signUp(page);
      await expect(page.getByRole('heading', { name: 'No Character Profiles Yet' })).toBeVisible();
      await expectNoViolations(page, 'signed-in home');
      const userId = Number(await page.evaluate(() => localStorage.getItem('userId')));
      const id = await createStoryViaApi(page, { userId }, 'Hazel');
      await page.goto(`/story/${id}`);
      await expect(page.getByRole('heading', { name: "Hazel's Magical Adventure" })).toBeVisible();
      await expect(page.getByText(/^Page 1 of \d+$/)).toBeVisible();
      await expectNoViolations(page, 'story reader');
      await page.getByRole('button', { name: 'Night controls' }).click();
      await page.getByRole('button', { name: 'Candle light' }).click();
      await expect(page.locator('html')).toHaveAttribute('data-palette', 'candle');
      await expectNoViolations(page, 'story reader: night controls, candle light');
      await page.getByRole('button', { name: 'Candle light' }).click();
      await page.getByRole('button', { name: 'Scroll', exact: true }).click();
      // The reader's own ending (the print-only booklet carries the same words, hidden on screen).
      await expect(
        page.locator('p:not(.print-book__end)', { hasText: 'The End. Sweet dreams.' }),
      ).toBeVisible();
      await expectNoViolations(page, 'story reader: scroll mode');
      await page.getByRole('button', { name: 'Order Physical Copy' }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await expectNoViolations(page, 'order dialog');
      await page.goto('/story/00000000-0000-4000-8000-000000000000');
      await expect(page.getByRole('heading', { name: 'Story Not Found' })).toBeVisible();
      await expectNoViolations(page, 'story error');
    });
  });
}

test('with reduced motion, nothing animates', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ reducedMotion: 'reduce', baseURL: baseURL! });
  const page = await context.newPage();
  await asGuest(page);
  const duration = await page.evaluate(
    () => getComputedStyle(document.querySelector('header.top-bar')!).transitionDuration,
  );
  expect(parseFloat(duration)).toBeLessThan(0.001);
  await context.close();
});
