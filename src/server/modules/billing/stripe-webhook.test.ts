/**
 * POST /api/subscription/webhook: signed payloads (as Stripe signs them) in every order and multiplicity.
 */
import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../shared/messages.js';
import { fixedClock } from '../../clock.js';
import { processedPaymentEvents, subscriptions, users } from '../../db/schema.js';
import { grantPlan, signUp, type SignedInBrowser } from '../../test-support/browser.js';
import {
  createStripeTestApp,
  postWebhook,
  signedWebhook,
  STRIPE_TEST_ENV,
  stripeEvent,
} from '../../test-support/fake-stripe.js';
import { testAppForSuite } from '../../test-support/test-app.js';

const clock = fixedClock('2030-06-15T08:00:00Z');

const t = testAppForSuite(() =>
  createStripeTestApp({ clock, env: { RATE_LIMIT_REGISTER_PER_HOUR: '1000' } }),
);

type Json = Record<string, unknown>;
const nowSeconds = () => Math.floor(clock.now().getTime() / 1000);
const rid = (prefix: string) => `${prefix}_${crypto.randomBytes(8).toString('hex')}`;
const DAY = 86_400;

const event = (type: string, object: Json, created = nowSeconds()) => stripeEvent(type, object, created);

/** A customer's purchase: the ids Stripe would create for it. */
function purchase(s: SignedInBrowser, planType: 'STANDARD' | 'PREMIUM' = 'PREMIUM') {
  return {
    user: s.user,
    planType,
    sessionId: rid('cs_test'),
    customerId: rid('cus'),
    subscriptionId: rid('sub'),
  };
}
type Purchase = ReturnType<typeof purchase>;

const checkoutCompleted = (p: Purchase, created?: number, paymentStatus = 'paid') =>
  event(
    'checkout.session.completed',
    {
      id: p.sessionId,
      object: 'checkout.session',
      mode: 'subscription',
      payment_status: paymentStatus,
      status: 'complete',
      client_reference_id: String(p.user.id),
      metadata: { userId: String(p.user.id), planType: p.planType },
      customer: p.customerId,
      subscription: p.subscriptionId,
    },
    created,
  );

/** A subscription object in the newer API shape: the period end on its items. */
function subscriptionObject(
  p: Purchase,
  options: { status?: string; price?: string; periodEnd?: number; legacyPeriod?: boolean } = {},
): Json {
  const periodEnd = options.periodEnd ?? nowSeconds() + 30 * DAY;
  const price = options.price ?? STRIPE_TEST_ENV[`STRIPE_PRICE_${p.planType}`];
  return {
    id: p.subscriptionId,
    object: 'subscription',
    customer: p.customerId,
    status: options.status ?? 'active',
    metadata: { userId: String(p.user.id), planType: p.planType },
    ...(options.legacyPeriod ? { current_period_end: periodEnd } : {}),
    items: {
      object: 'list',
      data: [
        {
          id: rid('si'),
          object: 'subscription_item',
          price: { id: price, object: 'price' },
          ...(options.legacyPeriod ? {} : { current_period_end: periodEnd }),
        },
      ],
    },
  };
}

async function deliver(evt: Json, options: { timestamp?: number; secret?: string } = {}) {
  const { payload, signature } = signedWebhook(evt, { timestamp: nowSeconds(), ...options });
  return postWebhook(t.app, payload, {
    'content-type': 'application/json; charset=utf-8',
    'stripe-signature': signature,
  });
}

const status = async (s: SignedInBrowser) =>
  (await s.browser.get(`/api/subscription/status/${s.user.id}`)).json();
const rowsOf = (userId: number) =>
  t.database.db.select().from(subscriptions).where(eq(subscriptions.userId, userId));
const eventRecorded = async (id: unknown) =>
  (
    await t.database.db
      .select()
      .from(processedPaymentEvents)
      .where(eq(processedPaymentEvents.id, String(id)))
  ).length;

describe('signature', () => {
  it('a valid checkout.session.completed activates the plan and stores the Stripe ids on subscription and user', async () => {
    const s = await signUp(t.app);
    const p = purchase(s);
    const evt = checkoutCompleted(p);
    const res = await deliver(evt);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ received: true });
    expect(await status(s)).toMatchObject({ planType: 'PREMIUM', status: 'active', paymentFailed: false });
    const [row] = await rowsOf(s.user.id);
    expect(row).toMatchObject({
      provider: 'stripe',
      planType: 'PREMIUM',
      isActive: true,
      stripeCustomerId: p.customerId,
      stripeSubscriptionId: p.subscriptionId,
    });
    const [user] = await t.database.db.select().from(users).where(eq(users.id, s.user.id));
    expect(user).toMatchObject({ stripeCustomerId: p.customerId, stripeSubscriptionId: p.subscriptionId });
    expect(await eventRecorded(evt.id)).toBe(1);
    // The status answer never carries payment ids.
    expect(JSON.stringify(await status(s))).not.toMatch(/cus_|sub_/);
  });

  it('a tampered payload, a wrong secret, a missing or malformed header answer 400 and change nothing', async () => {
    const s = await signUp(t.app);
    const evt = checkoutCompleted(purchase(s));
    const { payload, signature } = signedWebhook(evt, { timestamp: nowSeconds() });
    const tampered = payload.replace('"PREMIUM"', '"STANDARD"');
    expect(tampered).not.toBe(payload);
    const send = (body: string, headers: Record<string, string>) => postWebhook(t.app, body, headers);

    const res = await send(tampered, { 'stripe-signature': signature });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/^Webhook signature verification failed: /);
    // Re-serialised JSON (what a parsed-then-stringified body would be) does not verify either.
    expect(
      (await send(JSON.stringify(JSON.parse(payload), null, 2), { 'stripe-signature': signature }))
        .statusCode,
    ).toBe(400);
    expect((await deliver(evt, { secret: 'whsec_someone_else' })).statusCode).toBe(400);
    const missing = await send(payload, {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe(MESSAGES.webhookSignatureMissing);
    expect((await send(payload, { 'stripe-signature': 'garbage' })).statusCode).toBe(400);

    expect((await status(s)).planType).toBe('FREE');
    expect(await eventRecorded(evt.id)).toBe(0);
    // The genuine delivery still works afterwards.
    expect((await send(payload, { 'stripe-signature': signature })).statusCode).toBe(200);
    expect((await status(s)).planType).toBe('PREMIUM');
  });

  it("a stale signature (older than the SDK's 300 s tolerance) is refused", async () => {
    const s = await signUp(t.app);
    const evt = checkoutCompleted(purchase(s));
    const stale = await deliver(evt, { timestamp: nowSeconds() - 301 });
    expect(stale.statusCode).toBe(400);
    expect(stale.json().message).toContain('Timestamp outside the tolerance zone');
    expect((await status(s)).planType).toBe('FREE');
    expect((await deliver(evt, { timestamp: nowSeconds() - 299 })).statusCode).toBe(200);
  });

  it('accepts any content type: the body is verified as raw bytes', async () => {
    const s = await signUp(t.app);
    const { payload, signature } = signedWebhook(checkoutCompleted(purchase(s, 'STANDARD')), {
      timestamp: nowSeconds(),
    });
    const res = await postWebhook(t.app, payload, {
      'content-type': 'text/plain',
      'stripe-signature': signature,
    });
    expect(res.statusCode).toBe(200);
    expect((await status(s)).planType).toBe('STANDARD');
  });
});

describe('each event applied once', () => {
  it('a duplicate delivery answers 200 and changes nothing', async () => {
    const s = await signUp(t.app);
    const p = purchase(s);
    const completed = checkoutCompleted(p);
    expect((await deliver(completed)).json()).toEqual({ received: true });
    // The plan then changes; a replay of the first event must not put it back.
    clock.advance(60_000);
    await deliver(event('customer.subscription.updated', subscriptionObject({ ...p, planType: 'STANDARD' })));
    expect((await status(s)).planType).toBe('STANDARD');
    const again = await deliver(completed);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ received: true, duplicate: true });
    expect((await status(s)).planType).toBe('STANDARD');
    expect(await rowsOf(s.user.id)).toHaveLength(1);
  });

  it('concurrent duplicates (the same event delivered at once) apply it exactly once', async () => {
    const s = await signUp(t.app);
    const completed = checkoutCompleted(purchase(s));
    const results = await Promise.all(Array.from({ length: 4 }, () => deliver(completed)));
    expect(results.map((r) => r.statusCode)).toEqual([200, 200, 200, 200]);
    expect(results.filter((r) => r.json().duplicate === true)).toHaveLength(3);
    expect(await rowsOf(s.user.id)).toHaveLength(1);
    expect(await eventRecorded(completed.id)).toBe(1);
    expect((await status(s)).planType).toBe('PREMIUM');
  });

  it('different events of one new subscription at once (completed + updated) leave one row', async () => {
    const s = await signUp(t.app);
    const p = purchase(s);
    const results = await Promise.all([
      deliver(checkoutCompleted(p)),
      deliver(event('customer.subscription.updated', subscriptionObject(p))),
    ]);
    expect(results.map((r) => r.statusCode)).toEqual([200, 200]);
    expect(await rowsOf(s.user.id)).toHaveLength(1);
    expect((await status(s)).planType).toBe('PREMIUM');
  });
});

describe('order', () => {
  it('customer.subscription.deleted returns the user to FREE; an older updated arriving late does not revive it', async () => {
    const s = await signUp(t.app);
    const p = purchase(s);
    const t0 = nowSeconds();
    await deliver(checkoutCompleted(p, t0));
    expect((await status(s)).planType).toBe('PREMIUM');

    const deleted = await deliver(
      event('customer.subscription.deleted', subscriptionObject(p, { status: 'canceled' }), t0 + 200),
    );
    expect(deleted.statusCode).toBe(200);
    expect(await status(s)).toMatchObject({ planType: 'FREE', status: 'none' });
    const [row] = await rowsOf(s.user.id);
    expect(row).toMatchObject({ isActive: false, status: 'canceled' });
    const [user] = await t.database.db.select().from(users).where(eq(users.id, s.user.id));
    expect(user?.stripeSubscriptionId).toBeNull();

    // Sent before the deletion, delivered after it.
    const late = await deliver(event('customer.subscription.updated', subscriptionObject(p), t0 + 100));
    expect(late.statusCode).toBe(200);
    expect((await status(s)).planType).toBe('FREE');
    // Even a newer 'updated' cannot revive a canceled subscription (it is final at Stripe).
    await deliver(event('customer.subscription.updated', subscriptionObject(p), t0 + 300));
    await deliver(checkoutCompleted(p, t0 + 400));
    expect((await status(s)).planType).toBe('FREE');
    expect(await rowsOf(s.user.id)).toHaveLength(1);
  });

  it('a deletion that arrives before its checkout.session.completed still wins', async () => {
    const s = await signUp(t.app);
    const p = purchase(s);
    const t0 = nowSeconds();
    await deliver(
      event('customer.subscription.deleted', subscriptionObject(p, { status: 'canceled' }), t0 + 50),
    );
    await deliver(checkoutCompleted(p, t0));
    expect((await status(s)).planType).toBe('FREE');
  });

  it('an updated older than the last one applied is ignored', async () => {
    const s = await signUp(t.app);
    const p = purchase(s, 'PREMIUM');
    const t0 = nowSeconds();
    await deliver(checkoutCompleted(p, t0));
    await deliver(
      event('customer.subscription.updated', subscriptionObject({ ...p, planType: 'STANDARD' }), t0 + 20),
    );
    await deliver(event('customer.subscription.updated', subscriptionObject(p), t0 + 10));
    expect((await status(s)).planType).toBe('STANDARD');
  });
});

describe('what each event does', () => {
  it('customer.subscription.updated: plan from the price (over stale metadata), status and expiry from the items', async () => {
    const s = await signUp(t.app);
    const p = purchase(s, 'PREMIUM');
    await deliver(checkoutCompleted(p));
    const periodEnd = nowSeconds() + 31 * DAY;
    // Changed to STANDARD in the customer portal: the price changes, the metadata still says PREMIUM.
    await deliver(
      event(
        'customer.subscription.updated',
        subscriptionObject(p, { price: STRIPE_TEST_ENV.STRIPE_PRICE_STANDARD, periodEnd }),
        nowSeconds() + 1,
      ),
    );
    expect(await status(s)).toEqual({
      planType: 'STANDARD',
      status: 'active',
      expiresAt: new Date(periodEnd * 1000).toISOString(),
      paymentFailed: false,
      scheduledChange: null,
    });
  });

  it('customer.subscription.updated in the older API shape (current_period_end on the subscription)', async () => {
    const s = await signUp(t.app);
    const p = purchase(s, 'STANDARD');
    const periodEnd = nowSeconds() + 30 * DAY;
    // It may also arrive first: the subscription's metadata names the user.
    await deliver(
      event('customer.subscription.updated', subscriptionObject(p, { periodEnd, legacyPeriod: true })),
    );
    expect(await status(s)).toMatchObject({
      planType: 'STANDARD',
      expiresAt: new Date(periodEnd * 1000).toISOString(),
    });
    await deliver(checkoutCompleted(p));
    expect(await rowsOf(s.user.id)).toHaveLength(1);
  });

  it('an unknown price falls back to the metadata plan; an unpaid or canceled status ends access', async () => {
    const s = await signUp(t.app);
    const p = purchase(s, 'PREMIUM');
    const t0 = nowSeconds();
    await deliver(checkoutCompleted(p, t0));
    await deliver(
      event('customer.subscription.updated', subscriptionObject(p, { price: 'price_legacy' }), t0 + 1),
    );
    expect((await status(s)).planType).toBe('PREMIUM');
    await deliver(
      event('customer.subscription.updated', subscriptionObject(p, { status: 'unpaid' }), t0 + 2),
    );
    expect((await status(s)).planType).toBe('FREE');
    await deliver(
      event('customer.subscription.updated', subscriptionObject(p, { status: 'active' }), t0 + 3),
    );
    expect((await status(s)).planType).toBe('PREMIUM');
  });

  it('invoice.payment_failed marks the subscription past due (both API shapes); a recovered payment clears it', async () => {
    const s = await signUp(t.app);
    const p = purchase(s, 'STANDARD');
    const t0 = nowSeconds();
    await deliver(checkoutCompleted(p, t0));
    const failed = await deliver(
      event(
        'invoice.payment_failed',
        {
          id: rid('in'),
          object: 'invoice',
          customer: p.customerId,
          parent: { type: 'subscription_details', subscription_details: { subscription: p.subscriptionId } },
        },
        t0 + 10,
      ),
    );
    expect(failed.statusCode).toBe(200);
    expect(await status(s)).toMatchObject({ planType: 'STANDARD', status: 'past_due', paymentFailed: true });
    const [row] = await rowsOf(s.user.id);
    expect(row?.paymentFailedAt?.getTime()).toBe((t0 + 10) * 1000);

    await deliver(event('customer.subscription.updated', subscriptionObject(p), t0 + 20));
    expect(await status(s)).toMatchObject({ status: 'active', paymentFailed: false });

    // Older API: the invoice names its subscription directly.
    await deliver(
      event(
        'invoice.payment_failed',
        { id: rid('in'), object: 'invoice', customer: p.customerId, subscription: p.subscriptionId },
        t0 + 30,
      ),
    );
    expect((await status(s)).paymentFailed).toBe(true);
  });

  it('a subscription first seen incomplete becomes active when its checkout completes paid', async () => {
    const s = await signUp(t.app);
    const p = purchase(s);
    const t0 = nowSeconds();
    await deliver(
      event('customer.subscription.updated', subscriptionObject(p, { status: 'incomplete' }), t0),
    );
    expect((await status(s)).planType).toBe('FREE');
    await deliver(checkoutCompleted(p, t0));
    expect((await status(s)).planType).toBe('PREMIUM');
    expect(await rowsOf(s.user.id)).toHaveLength(1);
  });

  it('checkout.session.completed without payment (a delayed payment method) grants nothing yet', async () => {
    const s = await signUp(t.app);
    await deliver(checkoutCompleted(purchase(s), undefined, 'unpaid'));
    expect((await status(s)).planType).toBe('FREE');
  });

  it('a Stripe purchase replaces an earlier plan: only one subscription stays active', async () => {
    const s = await signUp(t.app);
    await grantPlan(t.database, s.user.id, 'STANDARD', { createdAt: new Date(clock.now().getTime() - 1000) });
    await deliver(checkoutCompleted(purchase(s, 'PREMIUM')));
    const active = (await rowsOf(s.user.id)).filter((r) => r.isActive);
    expect(active.map((r) => r.planType)).toEqual(['PREMIUM']);
  });

  it('unknown events, and events for users who do not exist, answer 200 and change nothing', async () => {
    const s = await signUp(t.app);
    const unknown = await deliver(event('customer.created', { id: rid('cus'), object: 'customer' }));
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()).toEqual({ received: true });
    const ghost = { ...purchase(s), user: { ...s.user, id: 987_654_321 } };
    expect((await deliver(checkoutCompleted(ghost))).statusCode).toBe(200);
    expect(
      (await deliver(event('customer.subscription.updated', subscriptionObject(ghost)))).statusCode,
    ).toBe(200);
    expect(
      (await deliver(event('invoice.payment_failed', { id: rid('in'), subscription: rid('sub') })))
        .statusCode,
    ).toBe(200);
    expect(await rowsOf(987_654_321)).toHaveLength(0);
    expect((await status(s)).planType).toBe('FREE');
  });
});
