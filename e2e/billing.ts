/// <reference lib="dom" />
/** Plans for the browser specs: the signed-in user's id, and a paid plan bought through the demo checkout. */
import { expect, type Page } from '@playwright/test';

export async function signedInUserId(page: Page): Promise<number> {
  const id = Number(await page.evaluate(() => window.localStorage.getItem('userId')));
  expect(id, 'a signed-in user id in local storage').toBeGreaterThan(0);
  return id;
}

/**
 * Buys a plan the way the demo checkout page does (create a session, then post its form with Pay), through
 * the page's own cookies. The page then needs a reload or a navigation to see the new plan.
 */
export async function subscribeViaApi(page: Page, planType: 'STANDARD' | 'PREMIUM'): Promise<void> {
  const userId = await signedInUserId(page);
  const before = await page.request.get(`/api/subscription/status/${userId}`);
  if (((await before.json()) as { planType: string }).planType !== 'FREE') {
    // A paying parent changes the subscription they have (docs/decisions/028-plan-changes.md).
    const changed = await page.request.post('/api/subscription/change', { data: { planType } });
    expect(changed.status(), await changed.text()).toBe(200);
    return;
  }
  const checkout = await page.request.post('/api/subscription/create-checkout-session', {
    data: { planType, userId },
  });
  expect(checkout.status(), await checkout.text()).toBe(200);
  const { sessionId } = (await checkout.json()) as { sessionId: string };
  const paid = await page.request.post('/demo-checkout/complete', {
    form: { session_id: sessionId, action: 'pay' },
    headers: { origin: new URL(page.url()).origin },
    maxRedirects: 0,
  });
  expect(paid.status(), await paid.text()).toBe(303);
  const status = await page.request.get(`/api/subscription/status/${userId}`);
  expect(((await status.json()) as { planType: string }).planType).toBe(planType);
}
