/// <reference lib="dom" />
/**
 * A parent's account (docs/product.md, "Accounts"): forgetting the password and setting a new one from the
 * mailed link (read from the in-process SMTP server), and deleting the account.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.js';
import { subscribeViaApi } from './billing.js';
import { signUp } from './helpers.js';

const OLD_PASSWORD = 'moonlight-123';
const NEW_PASSWORD = 'a new night sky';

async function signOut(page: Page) {
  await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByRole('heading', { name: 'Welcome Back' })).toBeVisible();
}

async function signIn(page: Page, username: string, password: string) {
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
}

test('forgot password: the mailed link sets a new password; the old one stops working', async ({
  page,
  mail,
}) => {
  const username = await signUp(page);
  const email = `${username}@example.com`;
  // Reset links go to verified addresses only (decision 029): the parent opens the welcome mail's link.
  const welcome = await mail.mailTo(email, { timeoutMs: 10_000 });
  const verifyLink = /(http\S+\/verify-email\?token=\S+)/.exec(welcome.text)?.[1];
  expect(verifyLink).toBeTruthy();
  await page.goto(verifyLink!);
  await expect(page.getByText('your email address is verified')).toBeVisible();
  await signOut(page);

  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page.getByRole('heading', { name: 'Forgot your password?' })).toBeVisible();
  const since = mail.mails.length;
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send me a link' }).click();
  await expect(page.getByText('If an account uses that address, a link')).toBeVisible();

  const message = await mail.mailTo(email, { since, timeoutMs: 10_000 });
  expect(message.subject).toBe('Set a new password for Moonlit Tales');
  const link = /(http\S+\/reset-password\?token=\S+)/.exec(message.text)?.[1];
  expect(link).toBeTruthy();
  await page.goto(link!);
  await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
  await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel('New password, once more').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByRole('heading', { name: 'Welcome Back' })).toBeVisible();

  await signIn(page, username, OLD_PASSWORD);
  await expect(page.getByText('Invalid username or password.').first()).toBeVisible();
  await signIn(page, username, NEW_PASSWORD);
  await expect(page.getByRole('heading', { name: "Tonight's Bedtime Story" })).toBeVisible();

  // The link works once.
  await signOut(page);
  await page.goto(link!);
  await page.getByLabel('New password', { exact: true }).fill('third time lucky');
  await page.getByLabel('New password, once more').fill('third time lucky');
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByText('This reset link is not valid any more')).toBeVisible();
});

test('delete account: the dialog says what goes, asks the password, and the account is gone', async ({
  page,
}) => {
  const username = await signUp(page);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Account' }).click();
  await expect(page.getByRole('heading', { name: 'Your Account' })).toBeVisible();
  await expect(page.getByText(username, { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Download my data' })).toHaveAttribute(
    'href',
    '/api/account/export',
  );

  await page.getByRole('button', { name: 'Delete account…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
  await expect(dialog.getByText('every story, its pictures and reading history')).toBeVisible();
  await dialog.getByLabel('Your password, to confirm').fill('not my password');
  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  await expect(dialog.getByText('That password is not right.')).toBeVisible();
  await dialog.getByLabel('Your password, to confirm').fill(OLD_PASSWORD);
  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  await expect(page.getByRole('heading', { name: 'Welcome Back' })).toBeVisible();

  await signIn(page, username, OLD_PASSWORD);
  await expect(page.getByText('Invalid username or password.').first()).toBeVisible();
  await page.goto('/account');
  await expect(page.getByRole('heading', { name: 'Welcome Back' })).toBeVisible();
});

test('manage plan (demo): switch, then cancel at the end of the month, from the account page', async ({
  page,
}) => {
  await signUp(page);
  await subscribeViaApi(page, 'STANDARD');
  await page.goto('/subscription');
  await expect(page.getByRole('button', { name: 'Manage plan' })).toBeVisible();
  await page.goto('/account');
  await expect(page.getByText('You are on the Standard plan.')).toBeVisible();
  await page.getByRole('button', { name: 'Manage plan' }).click();
  await expect(page.getByRole('heading', { name: /Demo plan management/ })).toBeVisible();
  await page.getByRole('button', { name: 'Switch to Premium' }).click();
  await expect(page.getByText('You are on the Premium plan.')).toBeVisible();
  await page.getByRole('button', { name: 'Manage plan' }).click();
  await page.getByRole('button', { name: 'Cancel plan' }).click();
  // The paid month runs to its end, with the date shown (docs/decisions/028-plan-changes.md).
  await expect(page.getByText('You are on the Premium plan.')).toBeVisible();
  await expect(page.getByTestId('plan-change-date')).toContainText(
    'then it ends and your account is on the Free plan',
  );
});

test('privacy is one tap from every page and from the sign-up form', async ({ page }) => {
  await page.goto('/auth');
  await page.getByRole('button', { name: 'Create an account' }).click();
  await page.getByRole('main').getByRole('link', { name: 'Privacy' }).click();
  await expect(page.getByRole('heading', { name: 'Privacy', level: 1 })).toBeVisible();
  await expect(page.getByText('No advertising, no third-party tracking')).toBeVisible();
  await page.goto('/lost/in/space');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy' }).click();
  await expect(page.getByRole('heading', { name: 'Privacy', level: 1 })).toBeVisible();
});
