/**
 * Manage plan (docs/product.md, "Accounts"): POST /api/subscription/portal answers where to go; in demo
 * mode that is the product's own page, whose switch and cancel have the webhooks' effects.
 */
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../shared/messages.js';
import { fixedClock } from '../../clock.js';
import { Browser, grantPlan, signUp, type SignedInBrowser } from '../../test-support/browser.js';
import { createStripeTestApp } from '../../test-support/fake-stripe.js';
import { createTestApp, testAppForSuite } from '../../test-support/test-app.js';

const ORIGIN = 'http://localhost:3000';
const clock = fixedClock('2030-05-05T10:00:00Z');
const env = { RATE_LIMIT_REGISTER_PER_HOUR: '1000' };

const portal = (s: SignedInBrowser) => s.browser.post('/api/subscription/portal', {});
const plan = async (s: SignedInBrowser) =>
  (await s.browser.get(`/api/subscription/status/${s.user.id}`)).json().planType;

describe('demo mode', () => {
  const t = testAppForSuite(() => createTestApp({ clock, env }));

  const submit = (browser: Browser, action: string, headers: Record<string, string> = { origin: ORIGIN }) =>
    browser.request('POST', '/demo-portal/complete', new URLSearchParams({ action }).toString(), {
      'content-type': 'application/x-www-form-urlencoded',
      ...headers,
    });

  async function paying(planType: 'STANDARD' | 'PREMIUM' = 'STANDARD') {
    const s = await signUp(t.app);
    await grantPlan(t.database, s.user.id, planType, { expiresAt: new Date('2030-06-05T10:00:00Z') });
    return s;
  }

  it('a free user has nothing to manage (409); a visitor must sign in (401)', async () => {
    const s = await signUp(t.app);
    const res = await portal(s);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(MESSAGES.noPlanToManage);
    expect((await new Browser(t.app).post('/api/subscription/portal', {})).statusCode).toBe(401);
  });

  it('answers the demo page, which is plainly a demo and offers switch and cancel', async () => {
    const s = await paying();
    const res = await portal(s);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ url: `${ORIGIN}/demo-portal` });
    const page = await s.browser.get('/demo-portal');
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toContain('Demo plan management');
    expect(page.body).toContain('Standard Plan');
    expect(page.body).toContain('Switch to Premium');
    expect(page.body).toContain('Cancel plan');
    expect((await new Browser(t.app).get('/demo-portal')).statusCode).toBe(401);
  });

  it('switching changes the plan at once and returns to the account page', async () => {
    const s = await paying('STANDARD');
    const res = await submit(s.browser, 'switch:PREMIUM');
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/account');
    expect(await plan(s)).toBe('PREMIUM');
  });

  it('cancelling keeps the plan to the end of the paid period, with the date; then FREE', async () => {
    const s = await signUp(t.app);
    await grantPlan(t.database, s.user.id, 'PREMIUM', { expiresAt: new Date('2030-05-20T10:00:00Z') });
    const res = await submit(s.browser, 'cancel');
    expect(res.statusCode).toBe(303);
    expect((await s.browser.get(`/api/subscription/status/${s.user.id}`)).json()).toMatchObject({
      planType: 'PREMIUM',
      scheduledChange: { planType: 'FREE', effectiveAt: '2030-05-20T10:00:00.000Z' },
    });
    clock.set('2030-05-20T10:01:00Z');
    try {
      expect(await plan(s)).toBe('FREE');
      expect((await portal(s)).statusCode).toBe(409);
    } finally {
      clock.set('2030-05-05T10:00:00Z');
    }
  });

  it('refuses a form from another site, an unknown action, and a visitor', async () => {
    const s = await paying();
    expect((await submit(s.browser, 'cancel', { origin: 'https://evil.example' })).statusCode).toBe(403);
    expect((await submit(s.browser, 'switch:FREE')).statusCode).toBe(400);
    expect((await submit(new Browser(t.app), 'cancel')).statusCode).toBe(401);
    expect(await plan(s)).toBe('STANDARD');
  });
});

describe('Stripe mode', () => {
  const t = testAppForSuite(() => createStripeTestApp({ clock, env }));

  it('answers a Billing Portal session for the customer, returning to /account', async () => {
    const s = await signUp(t.app);
    await grantPlan(t.database, s.user.id, 'PREMIUM', {
      provider: 'stripe',
      stripeCustomerId: 'cus_portal_1',
      stripeSubscriptionId: 'sub_portal_1',
    });
    const res = await portal(s);
    expect(res.statusCode).toBe(200);
    expect(res.json().url).toMatch(/^https:\/\/billing\.stripe\.com\/p\/session\/bps_test_/);
    const request = t.fake.requests.find((r) => r.path === '/v1/billing_portal/sessions')!;
    expect(request.form.get('customer')).toBe('cus_portal_1');
    expect(request.form.get('return_url')).toBe(`${ORIGIN}/account`);
    expect((await s.browser.get('/demo-portal')).statusCode).toBe(404);
  });

  it('answers 503 while Stripe cannot be reached', async () => {
    const s = await signUp(t.app);
    await grantPlan(t.database, s.user.id, 'STANDARD', {
      provider: 'stripe',
      stripeCustomerId: 'cus_portal_2',
    });
    t.fake.failNext(500);
    t.fake.failNext(500);
    t.fake.failNext(500);
    expect((await portal(s)).statusCode).toBe(503);
  });
});
