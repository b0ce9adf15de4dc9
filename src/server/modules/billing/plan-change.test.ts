/**
 * Plan changes (decision 028, issue 26 point 10): POST /api/subscription/change. An upgrade changes the price
 * of the one subscription, prorated; a downgrade or a cancellation waits for the end of the paid period, and
 * the answer carries its date. Stripe mode runs against the fake Stripe server, demo mode on the database.
 */
import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../shared/messages.js';
import { fixedClock } from '../../clock.js';
import { subscriptions } from '../../db/schema.js';
import { Browser, grantPlan, signUp, type SignedInBrowser } from '../../test-support/browser.js';
import {
  createStripeTestApp,
  postWebhook,
  signedWebhook,
  STRIPE_TEST_ENV,
  stripeEvent,
} from '../../test-support/fake-stripe.js';
import { createTestApp, testAppForSuite } from '../../test-support/test-app.js';

type Json = Record<string, unknown>;
type Paid = 'STANDARD' | 'PREMIUM';
const DAY = 86_400;
const START = '2030-06-15T08:00:00Z';
const env = { RATE_LIMIT_REGISTER_PER_HOUR: '1000' };
const clock = fixedClock(START);
afterEach(() => clock.set(START));

const nowSeconds = () => Math.floor(clock.now().getTime() / 1000);
const rid = (prefix: string) => `${prefix}_${crypto.randomBytes(8).toString('hex')}`;
const iso = (seconds: number) => new Date(seconds * 1000).toISOString();
const priceOf = (plan: Paid) => STRIPE_TEST_ENV[`STRIPE_PRICE_${plan}`];

const change = (s: SignedInBrowser, planType: unknown) =>
  s.browser.post('/api/subscription/change', { planType });
const status = async (s: SignedInBrowser) =>
  (await s.browser.get(`/api/subscription/status/${s.user.id}`)).json();

describe('with Stripe (the fake Stripe server)', () => {
  const t = testAppForSuite(() => createStripeTestApp({ clock, env }));

  async function deliver(type: string, object: Json, created = nowSeconds()) {
    const { payload, signature } = signedWebhook(stripeEvent(type, object, created), {
      timestamp: nowSeconds(),
    });
    const res = await postWebhook(t.app, payload, { 'stripe-signature': signature });
    expect(res.statusCode).toBe(200);
    return res;
  }

  /** A customer who bought `plan` through Checkout: Stripe's subscription and the product's row. */
  async function paying(plan: Paid) {
    const s = await signUp(t.app);
    const ids = { subscriptionId: rid('sub'), customerId: rid('cus') };
    const periodEnd = nowSeconds() + 20 * DAY;
    const subscription = t.fake.addSubscription({
      id: ids.subscriptionId,
      customer: ids.customerId,
      userId: s.user.id,
      price: priceOf(plan),
      periodEnd,
    });
    await deliver('checkout.session.completed', {
      id: rid('cs_test'),
      object: 'checkout.session',
      mode: 'subscription',
      payment_status: 'paid',
      status: 'complete',
      client_reference_id: String(s.user.id),
      metadata: { userId: String(s.user.id), planType: plan },
      customer: ids.customerId,
      subscription: ids.subscriptionId,
    });
    await deliver('customer.subscription.updated', structuredClone(subscription), nowSeconds());
    expect(await status(s)).toMatchObject({ planType: plan, expiresAt: iso(periodEnd) });
    return { s, ...ids, periodEnd };
  }

  /** The subscription as Stripe would now send it in an event, with `changes`. */
  function stripeSubscription(id: string, changes: { price?: string; periodEnd?: number } = {}): Json {
    const copy = structuredClone(t.fake.subscriptions.get(id)!);
    const [item] = (copy.items as { data: Json[] }).data;
    if (changes.price) item!.price = { id: changes.price, object: 'price' };
    if (changes.periodEnd) item!.current_period_end = changes.periodEnd;
    return copy;
  }

  const subscriptionCalls = (subscriptionId: string) =>
    t.fake.requests.filter((r) => r.path === `/v1/subscriptions/${subscriptionId}` && r.method === 'POST');
  const rowsOf = (userId: number) =>
    t.database.db.select().from(subscriptions).where(eq(subscriptions.userId, userId));

  it('an upgrade changes the price of the one subscription, prorated, and applies at once', async () => {
    const { s, subscriptionId } = await paying('STANDARD');
    const checkouts = t.fake.requests.filter((r) => r.path === '/v1/checkout/sessions').length;

    const res = await change(s, 'PREMIUM');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ planType: 'PREMIUM', scheduledChange: null });
    expect(await status(s)).toMatchObject({ planType: 'PREMIUM', scheduledChange: null });

    const [update, ...more] = subscriptionCalls(subscriptionId);
    expect(more).toEqual([]);
    const item = (t.fake.subscriptions.get(subscriptionId)!.items as { data: Json[] }).data;
    expect(item).toHaveLength(1);
    expect(update!.form.get('items[0][id]')).toBe(item[0]!.id);
    expect(update!.form.get('items[0][price]')).toBe(STRIPE_TEST_ENV.STRIPE_PRICE_PREMIUM);
    expect(update!.form.get('proration_behavior')).toBe('create_prorations');
    // No second checkout, no second subscription.
    expect(t.fake.requests.filter((r) => r.path === '/v1/checkout/sessions')).toHaveLength(checkouts);
    const rows = await rowsOf(s.user.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      planType: 'PREMIUM',
      isActive: true,
      stripeSubscriptionId: subscriptionId,
    });
  });

  it('a replayed older customer.subscription.updated for the previous price does not switch back', async () => {
    const { s, subscriptionId, periodEnd } = await paying('STANDARD');
    const before = nowSeconds();
    clock.advance(60_000);
    expect((await change(s, 'PREMIUM')).statusCode).toBe(200);

    // The event of the old price, created before the upgrade, delivered (again) after it.
    const old = stripeSubscription(subscriptionId, { price: priceOf('STANDARD') });
    await deliver('customer.subscription.updated', old, before);
    expect(await status(s)).toMatchObject({ planType: 'PREMIUM', scheduledChange: null });

    // Stripe's own event of the upgrade changes nothing more; the renewal keeps PREMIUM.
    await deliver('customer.subscription.updated', stripeSubscription(subscriptionId), nowSeconds() + 1);
    expect(await status(s)).toMatchObject({ planType: 'PREMIUM', scheduledChange: null });
    clock.set(new Date((periodEnd + 60) * 1000));
    await deliver(
      'customer.subscription.updated',
      stripeSubscription(subscriptionId, { periodEnd: periodEnd + 30 * DAY }),
    );
    expect(await status(s)).toMatchObject({ planType: 'PREMIUM', expiresAt: iso(periodEnd + 30 * DAY) });
  });

  it('a paying user cannot start a second checkout: 409 says to change the plan instead', async () => {
    const { s } = await paying('STANDARD');
    const checkouts = t.fake.requests.filter((r) => r.path === '/v1/checkout/sessions').length;
    const res = await s.browser.post('/api/subscription/create-checkout-session', {
      planType: 'PREMIUM',
      userId: s.user.id,
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(MESSAGES.changePlanInstead('Standard'));
    expect(t.fake.requests.filter((r) => r.path === '/v1/checkout/sessions')).toHaveLength(checkouts);
  });

  it('a downgrade keeps the plan until the period ends, with the date; the period-end event applies it', async () => {
    const { s, subscriptionId, periodEnd } = await paying('PREMIUM');
    const res = await change(s, 'STANDARD');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      planType: 'PREMIUM',
      scheduledChange: { planType: 'STANDARD', effectiveAt: iso(periodEnd) },
    });
    const [update] = subscriptionCalls(subscriptionId);
    expect(update!.form.get('items[0][price]')).toBe(STRIPE_TEST_ENV.STRIPE_PRICE_STANDARD);
    expect(update!.form.get('proration_behavior')).toBe('none');

    // Stripe's event of the price change, within the paid period: the plan stays.
    await deliver('customer.subscription.updated', stripeSubscription(subscriptionId), nowSeconds() + 1);
    expect(await status(s)).toMatchObject({
      planType: 'PREMIUM',
      scheduledChange: { planType: 'STANDARD', effectiveAt: iso(periodEnd) },
    });

    // The renewal at the period's end bills the lower price.
    clock.set(new Date((periodEnd + 60) * 1000));
    await deliver(
      'customer.subscription.updated',
      stripeSubscription(subscriptionId, { periodEnd: periodEnd + 30 * DAY }),
    );
    expect(await status(s)).toMatchObject({
      planType: 'STANDARD',
      expiresAt: iso(periodEnd + 30 * DAY),
      scheduledChange: null,
    });
  });

  it('a cancellation sets cancel_at_period_end; the plan stays to the date, then the deletion ends it', async () => {
    const { s, subscriptionId, periodEnd } = await paying('PREMIUM');
    const res = await change(s, 'FREE');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      planType: 'PREMIUM',
      scheduledChange: { planType: 'FREE', effectiveAt: iso(periodEnd) },
    });
    const [update] = subscriptionCalls(subscriptionId);
    expect(update!.form.get('cancel_at_period_end')).toBe('true');
    expect(t.fake.canceledSubscriptions).not.toContain(subscriptionId);

    await deliver('customer.subscription.updated', stripeSubscription(subscriptionId), nowSeconds() + 1);
    expect(await status(s)).toMatchObject({
      planType: 'PREMIUM',
      scheduledChange: { planType: 'FREE', effectiveAt: iso(periodEnd) },
    });

    clock.set(new Date((periodEnd + 60) * 1000));
    await deliver('customer.subscription.deleted', {
      ...stripeSubscription(subscriptionId),
      status: 'canceled',
    });
    expect(await status(s)).toMatchObject({ planType: 'FREE', scheduledChange: null });
  });

  it('choosing the current plan again takes a cancellation back', async () => {
    const { s, subscriptionId } = await paying('STANDARD');
    expect((await change(s, 'FREE')).statusCode).toBe(200);
    const res = await change(s, 'STANDARD');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ planType: 'STANDARD', scheduledChange: null });
    expect(subscriptionCalls(subscriptionId).at(-1)!.form.get('cancel_at_period_end')).toBe('false');
    expect(t.fake.subscriptions.get(subscriptionId)!.cancel_at_period_end).toBe(false);
  });

  it('refuses what cannot change: 401 visitor, 409 free or same plan, 400 unknown plan, 503 Stripe down', async () => {
    const free = await signUp(t.app);
    expect((await change(free, 'PREMIUM')).json().message).toBe(MESSAGES.noPlanToManage);
    expect((await change(free, 'PREMIUM')).statusCode).toBe(409);
    expect((await new Browser(t.app).post('/api/subscription/change', { planType: 'FREE' })).statusCode).toBe(
      401,
    );
    const { s } = await paying('STANDARD');
    const same = await change(s, 'STANDARD');
    expect(same.statusCode).toBe(409);
    expect(same.json().message).toBe(MESSAGES.alreadyOnPlan('Standard'));
    const unknown = await change(s, 'GOLD');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe('The plan (planType) must be FREE, STANDARD or PREMIUM.');
    t.fake.failNext(500);
    const down = await change(s, 'PREMIUM');
    expect(down.statusCode).toBe(503);
    expect(down.json().message).toBe(MESSAGES.paymentsUnavailable);
    expect(await status(s)).toMatchObject({ planType: 'STANDARD', scheduledChange: null });
  });
});

describe('with the demo provider (the same rules, on the database)', () => {
  const t = testAppForSuite(() => createTestApp({ clock, env }));
  const periodEnd = new Date('2030-07-01T08:00:00Z');

  async function paying(plan: Paid) {
    const s = await signUp(t.app);
    await grantPlan(t.database, s.user.id, plan, { expiresAt: periodEnd });
    return s;
  }

  it('an upgrade applies at once on the same subscription', async () => {
    const s = await paying('STANDARD');
    const res = await change(s, 'PREMIUM');
    expect(res.json()).toMatchObject({
      planType: 'PREMIUM',
      expiresAt: periodEnd.toISOString(),
      scheduledChange: null,
    });
    const rows = await t.database.db.select().from(subscriptions).where(eq(subscriptions.userId, s.user.id));
    expect(rows).toHaveLength(1);
  });

  it('a downgrade waits for the end of the period, then the lower plan runs a month', async () => {
    const s = await paying('PREMIUM');
    const res = await change(s, 'STANDARD');
    expect(res.json()).toMatchObject({
      planType: 'PREMIUM',
      scheduledChange: { planType: 'STANDARD', effectiveAt: periodEnd.toISOString() },
    });
    clock.set(new Date(periodEnd.getTime() + 60_000));
    expect(await status(s)).toMatchObject({ planType: 'STANDARD', scheduledChange: null });
    clock.set('2030-07-10T08:00:00Z');
    expect((await status(s)).planType).toBe('STANDARD');
  });

  it('a cancellation waits for the end of the period, then FREE; the demo portal does the same', async () => {
    const s = await paying('PREMIUM');
    expect((await change(s, 'FREE')).json()).toMatchObject({
      planType: 'PREMIUM',
      scheduledChange: { planType: 'FREE', effectiveAt: periodEnd.toISOString() },
    });
    clock.set(new Date(periodEnd.getTime() + 60_000));
    expect(await status(s)).toMatchObject({ planType: 'FREE', scheduledChange: null });
  });

  it('a paying user cannot start a second checkout', async () => {
    const s = await paying('PREMIUM');
    const res = await s.browser.post('/api/subscription/create-checkout-session', {
      planType: 'STANDARD',
      userId: s.user.id,
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(MESSAGES.changePlanInstead('Premium'));
  });
});
