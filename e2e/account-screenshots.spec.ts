/**
 * Refreshes the account pages' screenshots in docs/screenshots (a tool, not a test: playwright.config.ts
 * runs *screenshots.spec.ts only with SCREENSHOTS=1).
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.js';
import { settled, signUp } from './helpers.js';

async function signOut(page: Page) {
  await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByRole('heading', { name: 'Welcome Back' })).toBeVisible();
}

test.describe('screenshots at 390 px (SCREENSHOTS=1)', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  async function shoot(page: Page, name: string) {
    await settled(page);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, `${name} scrolls sideways`).toBeLessThanOrEqual(0);
    await page.screenshot({ path: `docs/screenshots/${name}-390.png`, fullPage: true });
  }

  test('account, delete dialog, forgot and reset password, privacy', async ({ page }) => {
    await signUp(page, 'mia_parent');
    await page.goto('/account');
    await expect(page.getByRole('heading', { name: 'Your Account' })).toBeVisible();
    await shoot(page, 'account');
    await page.getByRole('button', { name: 'Delete account…' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await settled(page);
    await page.screenshot({ path: 'docs/screenshots/account-delete-dialog-390.png' });
    await page.keyboard.press('Escape');
    await page.goto('/privacy');
    await expect(page.getByRole('heading', { name: 'Privacy', level: 1 })).toBeVisible();
    await shoot(page, 'privacy');
    await signOut(page);
    await page.goto('/forgot-password');
    await shoot(page, 'forgot-password');
    await page.goto('/reset-password?token=example');
    await shoot(page, 'reset-password');
  });
});
