/// <reference lib="dom" />
import type { Page } from '@playwright/test';
import { subscribeViaApi } from './billing.js';
import { expect, test } from './fixtures.js';
import { asGuest, signUp, toastItem } from './helpers.js';

const plans = (page: Page) => page.getByRole('region', { name: 'Choose Your Plan' });
const card = (page: Page, name: string) =>
  plans(page)
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name, exact: true }) });

async function expectCards(page: Page) {
  await expect(card(page, 'Free')).toContainText('$0');
  await expect(card(page, 'Standard')).toContainText('$4.99 /month');
  await expect(card(page, 'Premium')).toContainText('$9.99 /month');
  for (const line of ['4 stories per month', 'Basic themes', 'Basic characters', 'Short & Medium lengths'])
    await expect(card(page, 'Free')).toContainText(line);
  for (const line of ['15 stories per month', 'All themes', 'All basic characters', 'Short & Medium lengths'])
    await expect(card(page, 'Standard')).toContainText(line);
  for (const line of [
    'Unlimited stories',
    'All premium themes and characters',
    'Short/Medium/Long lengths',
    'Story Library',
    'Priority support',
  ])
    await expect(card(page, 'Premium')).toContainText(line);
}

test('a guest: Create Free Account, Create Account to Subscribe', async ({ page }) => {
  await asGuest(page);
  await expectCards(page);
  await expect(card(page, 'Free').getByRole('link', { name: 'Create Free Account' })).toHaveAttribute(
    'href',
    '/auth?mode=signup',
  );
  for (const name of ['Standard', 'Premium']) {
    await expect(card(page, name).getByRole('link', { name: /Create Account to Subscribe/ })).toHaveAttribute(
      'href',
      '/auth?mode=signup',
    );
  }
  await page.goto('/subscription');
  await expect(page.getByRole('heading', { name: 'Choose Your Plan', level: 1 })).toBeVisible();
  await card(page, 'Premium')
    .getByRole('link', { name: /Create Account to Subscribe/ })
    .click();
  await expect(page).toHaveURL(/\/auth\?mode=signup$/);
  await expect(page.getByRole('heading', { name: 'Create Account' })).toBeVisible();
});

test("'Current Plan' is on exactly one card: FREE's, then STANDARD's, then PREMIUM's", async ({ page }) => {
  await signUp(page);
  await expectCards(page);
  const current = plans(page).getByRole('button', { name: /Current Plan/ });
  await expect(current).toHaveCount(1);
  await expect(card(page, 'Free').getByRole('button', { name: /Current Plan/ })).toBeDisabled();
  await expect(card(page, 'Standard').getByRole('button', { name: /Subscribe/ })).toBeEnabled();
  await expect(card(page, 'Premium').getByRole('button', { name: /Subscribe/ })).toBeEnabled();
  // Standard's 'All themes' says which, in words.
  await expect(card(page, 'Standard')).toContainText('All themes: the 6 everyday ones (Premium adds 6 more)');

  await subscribeViaApi(page, 'STANDARD');
  await page.goto('/subscription');
  await expect(current).toHaveCount(1);
  await expect(card(page, 'Standard').getByRole('button', { name: /Current Plan/ })).toBeDisabled();
  await expect(card(page, 'Free')).toContainText('Included in your Standard plan');

  await subscribeViaApi(page, 'PREMIUM');
  await page.goto('/subscription');
  await expect(page.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
  await expect(card(page, 'Premium').getByRole('button', { name: /Current Plan/ })).toBeDisabled();
  await expect(current).toHaveCount(1);
  await expect(card(page, 'Free')).toContainText('Included in your Premium plan');
  await expect(card(page, 'Standard').getByRole('button', { name: /Switch to Standard/ })).toBeEnabled();
});

test('a paying parent upgrades and downgrades through a confirmation; the date is shown', async ({
  page,
}) => {
  await signUp(page);
  await subscribeViaApi(page, 'STANDARD');
  await page.goto('/subscription');
  await card(page, 'Premium')
    .getByRole('button', { name: /Switch to Premium/ })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Upgrade to Premium?' });
  await expect(dialog).toContainText('Premium starts now');
  await dialog.getByRole('button', { name: 'Upgrade to Premium' }).click();
  await expect(dialog).toBeHidden();
  await expect(card(page, 'Premium').getByRole('button', { name: /Current Plan/ })).toBeDisabled();

  await card(page, 'Standard')
    .getByRole('button', { name: /Switch to Standard/ })
    .click();
  const down = page.getByRole('dialog', { name: 'Change to Standard?' });
  await expect(down).toContainText('You keep Premium until');
  await down.getByRole('button', { name: 'Change to Standard' }).click();
  await expect(down).toBeHidden();
  // Still Premium, until the date of the paid period's end.
  await expect(card(page, 'Premium').getByRole('button', { name: /Current Plan/ })).toBeDisabled();
  await page.goto('/account');
  await expect(page.getByTestId('plan-change-date')).toContainText(
    /Your Premium plan continues until .+; then it changes to Standard\./,
  );
  await page.getByRole('button', { name: 'Keep Premium' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Keep Premium' }).click();
  await expect(page.getByTestId('plan-change-date')).toBeHidden();
  await page.getByRole('button', { name: 'Cancel plan' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel plan' }).click();
  await expect(page.getByTestId('plan-change-date')).toContainText(
    'then it ends and your account is on the Free plan',
  );
});

test('a demo subscription: Subscribe, Pay, Premium Plan Activated, and the badge changes', async ({
  page,
}) => {
  await signUp(page);
  await expect(page.getByTestId('plan-badge')).toHaveText('Free Plan');
  await page.getByRole('link', { name: 'Library', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Story Library is Premium Only' })).toBeVisible();
  await page.getByRole('link', { name: 'Upgrade to Premium' }).click();

  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/subscription/create-checkout-session', async (route) => {
    await held;
    await route.fallback();
  });
  await card(page, 'Premium')
    .getByRole('button', { name: /Subscribe/ })
    .click();
  await expect(card(page, 'Premium').getByRole('button', { name: 'Processing...' })).toBeVisible();
  await expect(card(page, 'Standard').getByRole('button', { name: /Subscribe/ })).toBeDisabled();
  // The demo page is the server's own HTML: it must load as cleanly as the app (no CSP report, no script error).
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  release();

  await expect(page).toHaveURL(/\/demo-checkout\/cs_demo_/);
  await expect(page.getByRole('heading', { name: 'Demo checkout — no real payment is taken' })).toBeVisible();
  await expect(page.getByText('Premium Plan')).toBeVisible();

  let verifyingShown!: () => void;
  const verifyingHasBeenShown = new Promise<void>((resolve) => (verifyingShown = resolve));
  await page.route('**/api/subscription/verify-session/*', async (route) => {
    await verifyingHasBeenShown;
    await route.fallback();
  });
  await page.getByRole('button', { name: 'Pay' }).click();
  await expect(page).toHaveURL(/\/subscription\/success\?session_id=cs_demo_/);
  await expect(page.getByText('Verifying your payment...')).toBeVisible();
  verifyingShown();
  await expect(page.getByRole('heading', { name: 'Subscription Successful!' })).toBeVisible();
  await expect(page.getByText('Premium Plan Activated')).toBeVisible();
  expect(consoleErrors).toEqual([]);
  await expect(page.getByText('Payment Status: Completed')).toBeVisible();
  await expect(page.getByRole('link', { name: 'View Your Library' })).toHaveAttribute('href', '/library');

  await page.getByRole('link', { name: 'Start Creating Stories' }).click();
  await expect(page.getByTestId('plan-badge')).toHaveText('Premium Plan');
  await expect(page.getByText(/Stories remaining this month/)).toHaveCount(0);
  // A Premium parent's home shows their plan, not a grid of plans to buy (issue 32, docs/product.md §2.4).
  await expect(page.getByRole('heading', { name: 'Your Plan: Premium' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Manage your plan' })).toHaveAttribute('href', '/account');
  await page.getByRole('link', { name: 'Library', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Story Library', level: 1 })).toBeVisible();
});

test('the badge changes without a reload when the success page is reached in the app', async ({ page }) => {
  await signUp(page);
  await expect(page.getByTestId('plan-badge')).toHaveText('Free Plan');
  // Pay in the background, then come back to the result page the way the app would link to it.
  const userId = Number(await page.evaluate(() => localStorage.getItem('userId')));
  const checkout = await page.request.post('/api/subscription/create-checkout-session', {
    data: { planType: 'STANDARD', userId },
  });
  const { sessionId } = (await checkout.json()) as { sessionId: string };
  const paid = await page.request.post('/demo-checkout/complete', {
    form: { session_id: sessionId, action: 'pay' },
    headers: { origin: new URL(page.url()).origin },
    maxRedirects: 0,
  });
  expect(paid.status()).toBe(303);
  await page.evaluate((id) => {
    window.history.pushState(null, '', `/subscription/success?session_id=${id}`);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, sessionId);
  await expect(page.getByText('Standard Plan Activated')).toBeVisible();
  await page.getByRole('link', { name: 'Start Creating Stories' }).click();
  await expect(page.getByTestId('plan-badge')).toHaveText('Standard Plan');
  await expect(page.getByText('Stories remaining this month: 15 of 15')).toBeVisible();
});

test('cancel on the demo checkout: Subscription Cancelled', async ({ page }) => {
  await signUp(page);
  await card(page, 'Standard')
    .getByRole('button', { name: /Subscribe/ })
    .click();
  await expect(page).toHaveURL(/\/demo-checkout\/cs_demo_/);
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(/\/subscription\/cancel$/);
  await expect(page.getByRole('heading', { name: 'Subscription Cancelled' })).toBeVisible();
  await expect(
    page.getByText(
      'No worries! Your subscription was cancelled. You can still enjoy our free plan with 4 stories per month.',
    ),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Return Home' })).toHaveAttribute('href', '/');
  await page.getByRole('link', { name: 'View Your Stories' }).click();
  await expect(page).toHaveURL(/\/library$/);
  await expect(page.getByRole('heading', { name: 'Story Library is Premium Only' })).toBeVisible();
  await page.goto('/');
  await expect(page.getByTestId('plan-badge')).toHaveText('Free Plan');
});

test('a session that cannot be verified: Payment Verification Failed', async ({ page }) => {
  await signUp(page);
  for (const url of ['/subscription/success?session_id=bogus', '/subscription/success']) {
    await page.goto(url);
    await expect(page.getByRole('heading', { name: 'Payment Verification Failed' })).toBeVisible();
    await expect(
      page.getByText(
        "We couldn't verify your payment. Please contact support if you believe this is an error.",
      ),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Return Home' })).toHaveAttribute('href', '/');
  }
  await page.getByRole('link', { name: 'Try Again' }).click();
  await expect(page).toHaveURL(/\/subscription$/);
  await expect(page.getByRole('heading', { name: 'Choose Your Plan' })).toBeVisible();
});

test('the result pages need no session', async ({ page }) => {
  await page.goto('/subscription/cancel');
  await expect(page.getByRole('heading', { name: 'Subscription Cancelled' })).toBeVisible();
  await page.goto('/subscription/success?session_id=cs_demo_nobody');
  await expect(page.getByRole('heading', { name: 'Payment Verification Failed' })).toBeVisible();
});

test('checkout failures are toasts (docs/product.md §8.4)', async ({ page }) => {
  await signUp(page);
  await page.goto('/subscription');
  const subscribe = () =>
    card(page, 'Premium')
      .getByRole('button', { name: /Subscribe/ })
      .click();
  const expectToast = async (description: string) => {
    await expect(toastItem(page).getByText('Adventure Pass Hiccup', { exact: true })).toBeVisible();
    await expect(toastItem(page).getByText(description, { exact: true })).toBeVisible();
    await expect(card(page, 'Premium').getByRole('button', { name: /Subscribe/ })).toBeEnabled();
  };
  const endpoint = '**/api/subscription/create-checkout-session';

  await page.route(endpoint, (route) =>
    route.fulfill({
      status: 503,
      contentType: 'application/json',
      body: JSON.stringify({ message: 'Payment system is not available. Please try again later.' }),
    }),
  );
  await subscribe();
  await expectToast('Payment system is not available. Please try again later.');

  await page.unroute(endpoint);
  await page.route(endpoint, (route) => route.fulfill({ status: 502, body: '' }));
  await subscribe();
  await expectToast('Failed to create checkout session');

  await page.unroute(endpoint);
  await page.route(endpoint, (route) =>
    route.fulfill({ status: 200, contentType: 'application/json', body: '{"sessionId":"","url":null}' }),
  );
  await subscribe();
  await expectToast('No checkout URL or session ID received');

  await page.unroute(endpoint);
  await page.route(endpoint, (route) => route.abort('connectionrefused'));
  await subscribe();
  await expectToast('Our payment wizards are taking a little nap. Please try again in a moment!');

  // Only a session id, and no Stripe configured: no way to pay.
  await page.unroute(endpoint);
  await page.route(endpoint, (route) =>
    route.fulfill({
      status: 200,
      contentType: 'application/json',
      body: '{"sessionId":"cs_test_1","url":null}',
    }),
  );
  await subscribe();
  await expectToast('Payment system is not available. Please try again later.');
});

test.describe('with Stripe configured', () => {
  // The server's CSP allows js.stripe.com only with Stripe; this stands in for it.
  test.use({ bypassCSP: true });

  test('only a session id: Stripe.js redirects to Checkout', async ({ page }) => {
    await signUp(page);
    await page.route('**/api/config', (route) =>
      route.fulfill({
        contentType: 'application/json',
        body: JSON.stringify({ paymentProvider: 'stripe', stripePublishableKey: 'pk_test_moonlit' }),
      }),
    );
    await page.route('https://js.stripe.com/v3', (route) =>
      route.fulfill({
        contentType: 'text/javascript',
        body: `window.Stripe = function (key) {
          return { redirectToCheckout: function (options) {
            window.location.assign('/subscription/cancel?stripe_key=' + key + '&session=' + options.sessionId);
            return new Promise(function () {});
          } };
        };`,
      }),
    );
    await page.route('**/api/subscription/create-checkout-session', (route) =>
      route.fulfill({ contentType: 'application/json', body: '{"sessionId":"cs_test_only_id","url":null}' }),
    );
    await card(page, 'Premium')
      .getByRole('button', { name: /Subscribe/ })
      .click();
    await expect(page).toHaveURL(
      /\/subscription\/cancel\?stripe_key=pk_test_moonlit&session=cs_test_only_id$/,
    );
  });
});
