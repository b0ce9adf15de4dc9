/// <reference lib="dom" />
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.js';
import { asGuest } from './helpers.js';

const bar = (page: Page) => page.locator('header.top-bar');

async function scrollTo(page: Page, y: number) {
  await page.evaluate((top: number) => window.scrollTo({ top, behavior: 'instant' }), y);
  // The bar decides on the next animation frame.
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
}

test('the top bar hides on scrolling down past 100 px and returns on scrolling up or near the top', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 700 });
  await asGuest(page);
  await expect(bar(page)).toHaveAttribute('data-visible', 'true');

  await scrollTo(page, 60);
  await expect(bar(page)).toHaveAttribute('data-visible', 'true');
  await scrollTo(page, 400);
  await expect(bar(page)).toHaveAttribute('data-visible', 'false');
  await expect(bar(page)).not.toBeInViewport();

  await scrollTo(page, 300);
  await expect(bar(page)).toHaveAttribute('data-visible', 'true');
  await expect(bar(page)).toBeInViewport();

  await scrollTo(page, 900);
  await expect(bar(page)).toHaveAttribute('data-visible', 'false');
  await scrollTo(page, 5);
  await expect(bar(page)).toHaveAttribute('data-visible', 'true');

  // Keyboard users reaching the hidden bar see it.
  await scrollTo(page, 900);
  await expect(bar(page)).toHaveAttribute('data-visible', 'false');
  await bar(page).getByRole('link', { name: 'Home' }).focus();
  await expect(bar(page)).toHaveAttribute('data-visible', 'true');
});

test('phone and desktop: the bar keeps its links on one line', async ({ page }) => {
  await asGuest(page);
  for (const width of [375, 1440]) {
    await page.setViewportSize({ width, height: 800 });
    const box = (await bar(page).boundingBox())!;
    expect(box.height).toBeLessThanOrEqual(65);
    const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(scrollWidth).toBeLessThanOrEqual(width);
  }
});
