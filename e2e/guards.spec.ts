/// <reference lib="dom" />
import { expect, test } from './fixtures.js';
import { asGuest, signUp } from './helpers.js';

test.describe('routes and guards', () => {
  for (const path of ['/', '/library', '/characters', '/subscription']) {
    test(`${path} without a user or guest session redirects to /auth (?next= the page)`, async ({ page }) => {
      await page.goto(path);
      const next = path === '/' ? '' : `?next=${encodeURIComponent(path)}`;
      await expect(page).toHaveURL(new RegExp(`/auth${next.replace('?', '\\?')}$`));
      await expect(page.getByRole('heading', { name: 'Welcome Back' })).toBeVisible();
      // No top bar for a visitor who is neither signed in nor a guest.
      await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
    });
  }

  test('the payment result pages need no session', async ({ page }) => {
    await page.goto('/subscription/cancel');
    await expect(page).toHaveURL(/\/subscription\/cancel$/);
    await page.goto('/subscription/success?session_id=cs_test');
    await expect(page).toHaveURL(/\/subscription\/success\?session_id=cs_test$/);
  });

  test('unknown paths show Page Not Found with a 404 status', async ({ page }) => {
    for (const path of ['/nope', '/story', '/story/a/b', '/auth/x']) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
      await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
    }
  });

  test('a guest reaches guarded pages and moves between them without reloading', async ({ page }) => {
    await asGuest(page);
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 42));
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'Characters' })).toHaveCount(0);
    await nav.getByRole('link', { name: 'Library' }).click();
    await expect(page).toHaveURL(/\/library$/);
    await nav.getByRole('link', { name: 'Home' }).click();
    await expect(page).toHaveURL(/\/$/);
    // Same document: client-side navigation, real links.
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(42);
    await expect(nav.getByRole('link', { name: 'Library' })).toHaveAttribute('href', '/library');
    // A guest may still open /auth: Sign Up opens the create-account form.
    await nav.getByRole('link', { name: 'Sign Up' }).click();
    await expect(page).toHaveURL(/\/auth\?mode=signup$/);
    await expect(page.getByRole('heading', { name: 'Create Account' })).toBeVisible();
  });

  test('a page whose code cannot load says so and keeps the way home', async ({ page }) => {
    await asGuest(page);
    await page.route('**/assets/library-page-*.js', (route) => route.abort());
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('link', { name: 'Library' }).click();
    await expect(page.getByRole('heading', { name: 'This page drifted away' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Reload' })).toBeVisible();
    await nav.getByRole('link', { name: 'Home' }).click();
    await expect(page.getByRole('heading', { name: "Tonight's Bedtime Story" })).toBeVisible();
  });

  test('an expired or unparseable stored guest session is deleted and treated as absent', async ({
    page,
  }) => {
    await page.goto('/auth');
    await page.evaluate(() =>
      localStorage.setItem(
        'guestSession',
        JSON.stringify({ sessionId: 'x'.repeat(43), expiresAt: Date.now() - 1 }),
      ),
    );
    await page.goto('/');
    await expect(page).toHaveURL(/\/auth$/);
    expect(await page.evaluate(() => localStorage.getItem('guestSession'))).toBeNull();
    await page.evaluate(() => localStorage.setItem('guestSession', '{not json'));
    await page.goto('/library');
    await expect(page).toHaveURL(/\/auth\?next=%2Flibrary$/);
    expect(await page.evaluate(() => localStorage.getItem('guestSession'))).toBeNull();
  });

  test('/auth sends a signed-in user home; logout clears the user', async ({ page }) => {
    await signUp(page);
    const userId = await page.evaluate(() => localStorage.getItem('userId'));
    expect(Number(userId)).toBeGreaterThan(0);
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'Characters' })).toBeVisible();
    await expect(page.getByTestId('plan-badge')).toHaveText('Free Plan');
    await page.goto('/auth');
    await expect(page).toHaveURL(/\/$/);
    await nav.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/auth$/);
    expect(await page.evaluate(() => localStorage.getItem('userId'))).toBeNull();
    await page.goto('/');
    await expect(page).toHaveURL(/\/auth$/);
  });
});

test.describe('sign-in page', () => {
  test('toggles modes, validates with the shared rules, and reports a failed sign-in', async ({ page }) => {
    await page.goto('/auth');
    await expect(page.getByText('Sign in to continue your storytelling journey')).toBeVisible();
    await expect(
      page.getByText('Try Moonlit Tales with 4 free stories per month. No account required.'),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(page.getByText('Please enter your username.')).toBeVisible();
    await expect(page.getByLabel('Username')).toBeFocused();

    await page.getByRole('button', { name: 'Create an account' }).click();
    await expect(page.getByRole('heading', { name: 'Create Account' })).toBeVisible();
    await expect(page.getByText('Join us to create magical stories for your little ones')).toBeVisible();
    await page.getByLabel('Username').fill('ab');
    await page.getByLabel('Email').fill('not-an-email');
    await page.getByLabel('Password').fill('short');
    await page.getByRole('button', { name: 'Create Account', exact: true }).click();
    await expect(page.getByText('Your username must be 3 to 50 characters.')).toBeVisible();
    await expect(page.getByText('Please enter a valid email address.')).toBeVisible();
    await expect(page.getByText('Your password must be at least 8 characters.')).toBeVisible();

    await page.getByRole('button', { name: 'Sign in instead' }).click();
    await page.getByLabel('Username').fill('nobody-here');
    await page.getByLabel('Password').fill('wrong-password');
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    const toast = page.getByRole('region', { name: /Notifications/ }).getByRole('listitem');
    await expect(toast.getByText('Login failed', { exact: true })).toBeVisible();
    await expect(toast.getByText('Invalid username or password.')).toBeVisible();
  });

  test('an unreachable server is Magic Portal Trouble; a failed guest session says so', async ({ page }) => {
    await page.goto('/auth');
    await page.route('**/api/login', (route) => route.abort('internetdisconnected'));
    await page.getByLabel('Username').fill('someone');
    await page.getByLabel('Password').fill('whatever-123');
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    const toast = page.getByRole('region', { name: /Notifications/ }).getByRole('listitem');
    await expect(toast.getByText('Magic Portal Trouble', { exact: true })).toBeVisible();
    await expect(
      toast.getByText('Our magical entrance seems to be having trouble. Please try again!'),
    ).toBeVisible();

    await page.route('**/api/guest/session', (route) =>
      route.fulfill({ status: 500, json: { message: 'Something went wrong.' } }),
    );
    await page.getByRole('button', { name: 'Continue as Guest' }).click();
    await expect(toast.getByText('Error', { exact: true })).toBeVisible();
    await expect(toast.getByText('Failed to create guest session. Please try again.')).toBeVisible();
    await expect(page).toHaveURL(/\/auth$/);
  });
});
