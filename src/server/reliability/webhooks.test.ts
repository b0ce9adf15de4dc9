/**
 * Payments under hostile or unlucky delivery, property-based. src/server/modules/billing/stripe-webhook.test.ts
 * shows each case by example (tampered, wrong secret, stale, duplicate, concurrent duplicates, each order
 * of two events); here fast-check tries many:
 *  - one subscription's events delivered in any order, any number of times, give the plan the newest
 *    event says (a deletion is final), never another, and leave one subscription row;
 *  - forged deliveries (wrong secret, a replay older than the 300 s tolerance, a payload changed after
 *    signing, any bytes at all) answer 400 and change nothing (a timestamp is inside the signature: only
 *    the secret's holder can choose it, so a future one is not a forgery);
 *  - correctly signed events of any shape (a leaked secret, or an API change at Stripe) never cause a 5xx.
 */
import crypto from 'node:crypto';
import fc from 'fast-check';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { fixedClock } from '../clock.js';
import { subscriptions } from '../db/schema.js';
import { signUp, type SignedInBrowser } from '../test-support/browser.js';
import {
  createStripeTestApp,
  postWebhook,
  signedWebhook,
  STRIPE_TEST_ENV,
  stripeEvent,
} from '../test-support/fake-stripe.js';
import { testAppForSuite } from '../test-support/test-app.js';
import { headerValue, hostileJson, hostileString } from './hostile-input.js';
import { databaseFingerprint, recordFigure, soak, fuzzSeed } from './support.js';

const clock = fixedClock('2030-09-01T10:00:00Z');
const RUNS = soak ? 300 : 30;
const t = testAppForSuite(() =>
  createStripeTestApp({ clock, env: { RATE_LIMIT_REGISTER_PER_HOUR: '100000' } }),
);
const figures = { orderRuns: 0, deliveries: 0, forged: 0, signedShapes: 0 };

afterAll(() => {
  recordFigure('webhooks', figures);
});

type Json = Record<string, unknown>;
const nowSeconds = () => Math.floor(clock.now().getTime() / 1000);
const rid = (prefix: string) => `${prefix}_${crypto.randomBytes(8).toString('hex')}`;
const PLANS = ['STANDARD', 'PREMIUM'] as const;
type Plan = (typeof PLANS)[number];
const KEEPS_PLAN = new Set(['active', 'trialing', 'past_due']);

async function deliver(payload: string, signature: string) {
  return postWebhook(t.app, payload, { 'stripe-signature': signature });
}
const deliverEvent = (evt: Json) => {
  const { payload, signature } = signedWebhook(evt, { timestamp: nowSeconds() });
  return deliver(payload, signature);
};

/** What Stripe would send for one subscription, as a timeline. */
type Step = { kind: 'updated'; plan: Plan; status: string } | { kind: 'failed' } | { kind: 'deleted' };

function timeline(s: SignedInBrowser, plan: Plan, steps: Step[]) {
  const ids = { customer: rid('cus'), subscription: rid('sub'), session: rid('cs_test') };
  const t0 = nowSeconds() - 1000;
  const subscription = (p: Plan, status: string): Json => ({
    id: ids.subscription,
    object: 'subscription',
    customer: ids.customer,
    status,
    metadata: { userId: String(s.user.id), planType: plan },
    items: {
      object: 'list',
      data: [
        {
          id: rid('si'),
          object: 'subscription_item',
          price: { id: STRIPE_TEST_ENV[`STRIPE_PRICE_${p}`], object: 'price' },
          current_period_end: t0 + 40 * 86_400,
        },
      ],
    },
  });
  const events: { evt: Json; step: Step | { kind: 'completed'; plan: Plan }; created: number }[] = [
    {
      created: t0,
      step: { kind: 'completed', plan },
      evt: stripeEvent(
        'checkout.session.completed',
        {
          id: ids.session,
          object: 'checkout.session',
          mode: 'subscription',
          payment_status: 'paid',
          status: 'complete',
          client_reference_id: String(s.user.id),
          metadata: { userId: String(s.user.id), planType: plan },
          customer: ids.customer,
          subscription: ids.subscription,
        },
        t0,
      ),
    },
  ];
  steps.forEach((step, i) => {
    const created = t0 + 10 * (i + 1);
    if (step.kind === 'updated') {
      events.push({
        created,
        step,
        evt: stripeEvent('customer.subscription.updated', subscription(step.plan, step.status), created),
      });
    } else if (step.kind === 'failed') {
      events.push({
        created,
        step,
        evt: stripeEvent(
          'invoice.payment_failed',
          { id: rid('in'), object: 'invoice', customer: ids.customer, subscription: ids.subscription },
          created,
        ),
      });
    } else {
      events.push({
        created,
        step,
        evt: stripeEvent('customer.subscription.deleted', subscription(plan, 'canceled'), created),
      });
    }
  });
  return events;
}

/** The plan Stripe's newest word gives: a deletion ends it for good; otherwise the newest state. */
function truth(plan: Plan, steps: Step[]): Plan | 'FREE' {
  if (steps.some((s) => s.kind === 'deleted')) return 'FREE';
  const last = [...steps].reverse().find((s) => s.kind === 'updated') as
    Extract<Step, { kind: 'updated' }> | undefined;
  if (!last) return plan;
  return KEEPS_PLAN.has(last.status) ? last.plan : 'FREE';
}

const stepArb: fc.Arbitrary<Step> = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constant('updated' as const),
      plan: fc.constantFrom(...PLANS),
      status: fc.constantFrom('active', 'trialing', 'past_due', 'unpaid', 'active'),
    }),
  },
  { weight: 1, arbitrary: fc.constant({ kind: 'failed' as const }) },
);

describe('webhooks in any order and multiplicity', { timeout: 300_000 }, () => {
  it("one subscription's events, shuffled and repeated, give the plan of the newest event; a deletion is final", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...PLANS),
        fc.array(stepArb, { maxLength: 4 }),
        fc.boolean(),
        fc.array(fc.nat(), { minLength: 12, maxLength: 12 }),
        fc.array(fc.integer({ min: 1, max: 3 }), { minLength: 6, maxLength: 6 }),
        async (plan, updates, deleted, order, copies) => {
          const s = await signUp(t.app);
          const steps: Step[] = deleted ? [...updates, { kind: 'deleted' }] : updates;
          const events = timeline(s, plan, steps);
          // Each event delivered 1 to 3 times, all deliveries shuffled.
          const deliveries = events.flatMap((e, i) =>
            Array.from({ length: copies[i % copies.length]! }, () => e),
          );
          const shuffled = deliveries
            .map((e, i) => ({ e, key: order[i % order.length]! * 100 + i }))
            .sort((a, b) => a.key - b.key)
            .map((x) => x.e);
          for (const { evt } of shuffled) {
            const res = await deliverEvent(evt);
            expect(res.statusCode, res.body).toBe(200);
            figures.deliveries++;
          }
          const status = (await s.browser.get(`/api/subscription/status/${s.user.id}`)).json();
          const expected = truth(plan, steps);
          expect(
            status.planType,
            JSON.stringify({ plan, steps, delivered: shuffled.map((d) => d.step) }),
          ).toBe(expected);
          const rows = await t.database.db
            .select()
            .from(subscriptions)
            .where(eq(subscriptions.userId, s.user.id));
          expect(rows).toHaveLength(1);
          figures.orderRuns++;
        },
      ),
      { numRuns: RUNS, seed: fuzzSeed },
    );
  });

  it('forged deliveries answer 400 and change nothing', async () => {
    const s = await signUp(t.app);
    const genuine = timeline(s, 'PREMIUM', [{ kind: 'updated', plan: 'STANDARD', status: 'active' }]);
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...genuine.map((g) => g.evt)),
        fc.oneof(
          fc.constant({ kind: 'wrong-secret' as const }),
          fc.integer({ min: 301, max: 10 * 86_400 }).map((age) => ({ kind: 'stale' as const, age })),
          fc.tuple(fc.nat(), hostileString).map(([at, text]) => ({ kind: 'tampered' as const, at, text })),
          headerValue.map((header) => ({ kind: 'garbage-header' as const, header })),
          hostileJson.map((body) => ({ kind: 'unsigned-body' as const, body })),
        ),
        async (evt, forgery) => {
          const before = await databaseFingerprint(t.database.db);
          let payload: string;
          let signature: string;
          const now = nowSeconds();
          if (forgery.kind === 'wrong-secret') {
            ({ payload, signature } = signedWebhook(evt, { timestamp: now, secret: 'whsec_not_the_secret' }));
          } else if (forgery.kind === 'stale') {
            ({ payload, signature } = signedWebhook(evt, { timestamp: now - forgery.age }));
          } else if (forgery.kind === 'tampered') {
            const signed = signedWebhook(evt, { timestamp: now });
            const at = forgery.at % signed.payload.length;
            payload = signed.payload.slice(0, at) + forgery.text + signed.payload.slice(at + 1);
            signature = signed.signature;
            if (payload === signed.payload) return;
          } else if (forgery.kind === 'garbage-header') {
            payload = JSON.stringify(evt);
            signature = forgery.header || 'x';
          } else {
            payload = JSON.stringify(forgery.body) ?? 'null';
            signature = signedWebhook(evt, { timestamp: now }).signature;
          }
          let res;
          try {
            res = await deliver(payload, signature);
          } catch {
            return; // a header no HTTP parser would pass on
          }
          expect(res.statusCode, res.body).toBe(400);
          expect(await databaseFingerprint(t.database.db)).toEqual(before);
          figures.forged++;
        },
      ),
      { numRuns: RUNS * 4, seed: fuzzSeed },
    );
    expect((await s.browser.get(`/api/subscription/status/${s.user.id}`)).json().planType).toBe('FREE');
  });

  it('correctly signed events of any shape never cause a 5xx', async () => {
    const s = await signUp(t.app);
    const TYPES = [
      'checkout.session.completed',
      'customer.subscription.updated',
      'customer.subscription.deleted',
      'invoice.payment_failed',
      'customer.subscription.created',
    ];
    const objectArb = fc.oneof(
      hostileJson,
      fc.record(
        {
          id: fc.oneof(hostileString, fc.constant(rid('sub'))),
          object: fc.constantFrom('subscription', 'checkout.session', 'invoice'),
          customer: fc.oneof(hostileJson, fc.constant(rid('cus'))),
          subscription: fc.oneof(hostileJson, fc.constant(rid('sub'))),
          status: fc.oneof(hostileJson, fc.constantFrom('active', 'canceled', 'past_due', 'incomplete')),
          payment_status: fc.oneof(hostileJson, fc.constant('paid')),
          mode: fc.oneof(hostileJson, fc.constant('subscription')),
          client_reference_id: fc.oneof(hostileJson, fc.constant(String(s.user.id))),
          metadata: fc.oneof(
            hostileJson,
            fc.record({
              userId: fc.oneof(hostileJson, fc.constant(String(s.user.id))),
              planType: hostileJson,
            }),
          ),
          items: fc.oneof(hostileJson, fc.record({ data: fc.array(hostileJson, { maxLength: 3 }) })),
          current_period_end: hostileJson,
          parent: hostileJson,
        },
        { requiredKeys: [] },
      ),
    );
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(fc.constantFrom(...TYPES), hostileString),
        objectArb,
        fc.oneof(fc.constant(nowSeconds()), hostileJson),
        async (type, object, created) => {
          const evt = { id: rid('evt'), object: 'event', type, created, livemode: false, data: { object } };
          const res = await deliverEvent(evt);
          expect(res.statusCode, `${type}: ${res.body}`).toBeLessThan(500);
          figures.signedShapes++;
        },
      ),
      { numRuns: RUNS * 6, seed: fuzzSeed },
    );
    expect((await t.app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
  });
});
