/**
 * Stripe Checkout through the real `stripe` SDK, pointed at a local fake of api.stripe.com.
 */
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../shared/messages.js';
import { fixedClock } from '../../clock.js';
import { checkoutSessions, users } from '../../db/schema.js';
import { Browser, paidSession, signUp, type SignedInBrowser } from '../../test-support/browser.js';
import {
  createStripeTestApp,
  postWebhook,
  signedWebhook,
  STRIPE_TEST_ENV,
} from '../../test-support/fake-stripe.js';
import { testAppForSuite } from '../../test-support/test-app.js';

const clock = fixedClock('2030-06-15T08:00:00Z');
const ORIGIN = 'http://localhost:3000';

const t = testAppForSuite(() =>
  createStripeTestApp({ clock, env: { RATE_LIMIT_REGISTER_PER_HOUR: '1000' } }),
);
beforeEach(() => {
  t.fake.requests.length = 0;
});

const createCheckout = (s: SignedInBrowser, planType: string) =>
  s.browser.post('/api/subscription/create-checkout-session', { planType, userId: s.user.id });
const planOf = async (s: SignedInBrowser) =>
  (await s.browser.get(`/api/subscription/status/${s.user.id}`)).json().planType;

describe('create-checkout-session with Stripe', () => {
  it('asks Stripe for a subscription-mode Checkout Session carrying the user, the plan and the return URLs', async () => {
    const s = await signUp(t.app);
    const res = await createCheckout(s, 'PREMIUM');
    expect(res.statusCode).toBe(200);
    const { sessionId, url } = res.json();
    expect(sessionId).toMatch(/^cs_test_/);
    expect(url).toBe(`https://checkout.stripe.com/c/pay/${sessionId}`);

    expect(t.fake.requests).toHaveLength(1);
    const request = t.fake.requests[0]!;
    expect(request.method).toBe('POST');
    expect(request.path).toBe('/v1/checkout/sessions');
    expect(request.headers.authorization).toBe(`Bearer ${STRIPE_TEST_ENV.STRIPE_SECRET_KEY}`);
    expect(request.headers['idempotency-key']).toMatch(/^checkout-[0-9a-f]{40}$/);
    expect(request.headers['content-type']).toMatch(/^application\/x-www-form-urlencoded/);
    const form = Object.fromEntries(request.form);
    expect(form).toEqual({
      mode: 'subscription',
      'line_items[0][price]': STRIPE_TEST_ENV.STRIPE_PRICE_PREMIUM,
      'line_items[0][quantity]': '1',
      client_reference_id: String(s.user.id),
      'metadata[userId]': String(s.user.id),
      'metadata[planType]': 'PREMIUM',
      'subscription_data[metadata][userId]': String(s.user.id),
      'subscription_data[metadata][planType]': 'PREMIUM',
      customer_email: s.user.email,
      success_url: `${ORIGIN}/subscription/success?session_id={CHECKOUT_SESSION_ID}`,
      cancel_url: `${ORIGIN}/subscription/cancel`,
    });

    const [row] = await t.database.db
      .select()
      .from(checkoutSessions)
      .where(eq(checkoutSessions.id, sessionId));
    expect(row).toMatchObject({ userId: s.user.id, provider: 'stripe', planType: 'PREMIUM', status: 'open' });
  });

  it('uses the STANDARD price for STANDARD, and reuses a known Stripe customer instead of the email', async () => {
    const s = await signUp(t.app);
    await t.database.db.update(users).set({ stripeCustomerId: 'cus_known' }).where(eq(users.id, s.user.id));
    expect((await createCheckout(s, 'STANDARD')).statusCode).toBe(200);
    const form = t.fake.requests[0]!.form;
    expect(form.get('line_items[0][price]')).toBe(STRIPE_TEST_ENV.STRIPE_PRICE_STANDARD);
    expect(form.get('customer')).toBe('cus_known');
    expect(form.has('customer_email')).toBe(false);
  });

  it('the same request again (double click) sends the same Idempotency-Key and gets the same session', async () => {
    const s = await signUp(t.app);
    const first = (await createCheckout(s, 'PREMIUM')).json();
    const second = (await createCheckout(s, 'PREMIUM')).json();
    expect(second.sessionId).toBe(first.sessionId);
    const keys = t.fake.requests.map((r) => r.headers['idempotency-key']);
    expect(keys[0]).toBe(keys[1]);
    // A different plan is a different request.
    await createCheckout(s, 'STANDARD');
    expect(t.fake.requests[2]!.headers['idempotency-key']).not.toBe(keys[0]);
  });

  it("Stripe down answers 503 'Payment system is not available...'; Stripe refusing answers 'Failed to create checkout session'", async () => {
    const s = await signUp(t.app);
    t.fake.failNext(500);
    const down = await createCheckout(s, 'PREMIUM');
    expect(down.statusCode).toBe(503);
    expect(down.json().message).toBe(MESSAGES.paymentsUnavailable);

    t.fake.failNext(400, {
      type: 'invalid_request_error',
      message: 'No such price',
      param: 'line_items[0][price]',
    });
    const refused = await createCheckout(s, 'STANDARD');
    expect(refused.statusCode).toBe(502);
    expect(refused.json().message).toBe(MESSAGES.checkoutFailed);
    expect(
      await t.database.db.select().from(checkoutSessions).where(eq(checkoutSessions.userId, s.user.id)),
    ).toEqual([]);
  });

  it('401 signed out, 403 for another user, 400 for FREE: Stripe is never called', async () => {
    const a = await signUp(t.app);
    const b = await signUp(t.app);
    expect(
      (
        await new Browser(t.app).post('/api/subscription/create-checkout-session', {
          planType: 'PREMIUM',
          userId: a.user.id,
        })
      ).statusCode,
    ).toBe(401);
    expect(
      (
        await b.browser.post('/api/subscription/create-checkout-session', {
          planType: 'PREMIUM',
          userId: a.user.id,
        })
      ).statusCode,
    ).toBe(403);
    expect((await createCheckout(a, 'FREE')).statusCode).toBe(400);
    expect(t.fake.requests).toHaveLength(0);
  });

  it('the demo checkout does not exist in Stripe mode', async () => {
    const s = await signUp(t.app);
    expect((await s.browser.get('/demo-checkout/cs_test_x')).statusCode).toBe(404);
  });
});

describe('verify-session and the success redirect with Stripe', () => {
  it('the success redirect and verify-session report the payment but grant nothing; the webhook does', async () => {
    const s = await signUp(t.app);
    const { sessionId } = (await createCheckout(s, 'PREMIUM')).json();

    const unpaid = await s.browser.get(`/api/subscription/verify-session/${sessionId}`);
    expect(unpaid.json()).toEqual({
      success: false,
      session: { id: sessionId, payment_status: 'unpaid', status: 'open', metadata: { planType: 'PREMIUM' } },
    });

    t.fake.markPaid(sessionId, { customer: 'cus_verify', subscription: 'sub_verify' });
    // The browser comes back from Stripe...
    await s.browser.get(`/subscription/success?session_id=${sessionId}`);
    const verified = await s.browser.get(`/api/subscription/verify-session/${sessionId}`);
    expect(verified.statusCode).toBe(200);
    expect(verified.json()).toEqual(paidSession(sessionId));
    expect(t.fake.requests.at(-1)).toMatchObject({
      method: 'GET',
      path: `/v1/checkout/sessions/${sessionId}`,
    });
    // ...and still has no plan: only a verified event grants one.
    expect(await planOf(s)).toBe('FREE');

    const now = Math.floor(clock.now().getTime() / 1000);
    const { payload, signature } = signedWebhook(
      {
        id: 'evt_verify_completed',
        object: 'event',
        type: 'checkout.session.completed',
        created: now,
        data: {
          object: {
            id: sessionId,
            object: 'checkout.session',
            mode: 'subscription',
            payment_status: 'paid',
            status: 'complete',
            client_reference_id: String(s.user.id),
            metadata: { userId: String(s.user.id), planType: 'PREMIUM' },
            customer: 'cus_verify',
            subscription: 'sub_verify',
          },
        },
      },
      { timestamp: now },
    );
    const delivered = await postWebhook(t.app, payload, { 'stripe-signature': signature });
    expect(delivered.statusCode).toBe(200);
    expect(await planOf(s)).toBe('PREMIUM');
    const [row] = await t.database.db
      .select()
      .from(checkoutSessions)
      .where(eq(checkoutSessions.id, sessionId));
    expect(row).toMatchObject({ status: 'complete', paymentStatus: 'paid' });
  });

  it("only the caller's own session: 404 for another user's or an unknown one, 401 signed out", async () => {
    const owner = await signUp(t.app);
    const other = await signUp(t.app);
    const { sessionId } = (await createCheckout(owner, 'STANDARD')).json();
    t.fake.requests.length = 0;
    expect((await other.browser.get(`/api/subscription/verify-session/${sessionId}`)).statusCode).toBe(404);
    expect((await owner.browser.get('/api/subscription/verify-session/cs_test_unknown')).statusCode).toBe(
      404,
    );
    expect((await new Browser(t.app).get(`/api/subscription/verify-session/${sessionId}`)).statusCode).toBe(
      401,
    );
    // Refused before asking Stripe.
    expect(t.fake.requests).toHaveLength(0);
  });

  it('Stripe unavailable while verifying answers 503 with the text of docs/product.md', async () => {
    const s = await signUp(t.app);
    const { sessionId } = (await createCheckout(s, 'STANDARD')).json();
    t.fake.failNext(503);
    const res = await s.browser.get(`/api/subscription/verify-session/${sessionId}`);
    expect(res.statusCode).toBe(503);
    expect(res.json().message).toBe(MESSAGES.paymentsUnavailable);
  });
});
