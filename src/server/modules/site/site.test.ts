import { afterEach, describe, expect, it } from 'vitest';
import { Browser } from '../../test-support/browser.js';
import { FakeStripe, STRIPE_TEST_ENV } from '../../test-support/fake-stripe.js';
import { createTestApp, testConfig, type TestApp } from '../../test-support/test-app.js';

let t: TestApp | undefined;
let fake: FakeStripe | undefined;
afterEach(async () => {
  await t?.close();
  await fake?.close();
  t = undefined;
  fake = undefined;
});

describe('GET /api/config', () => {
  it('with demo payments: the provider and no key, to anyone', async () => {
    t = await createTestApp();
    const res = await new Browser(t.app).get('/api/config');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ paymentProvider: 'demo', stripePublishableKey: null, passwordReset: true });
  });

  it('with Stripe: the publishable key and nothing secret', async () => {
    fake = await FakeStripe.start();
    t = await createTestApp({
      env: { ...STRIPE_TEST_ENV },
      payments: fake.provider(testConfig(STRIPE_TEST_ENV)),
    });
    const res = await new Browser(t.app).get('/api/config');
    expect(res.json()).toEqual({
      paymentProvider: 'stripe',
      stripePublishableKey: STRIPE_TEST_ENV.STRIPE_PUBLISHABLE_KEY,
      passwordReset: true,
    });
    expect(res.body).not.toContain(STRIPE_TEST_ENV.STRIPE_SECRET_KEY);
    expect(res.body).not.toContain(STRIPE_TEST_ENV.STRIPE_WEBHOOK_SECRET);
  });

  it('with Stripe but no publishable key configured: null', async () => {
    const { STRIPE_PUBLISHABLE_KEY: _omitted, ...env } = STRIPE_TEST_ENV;
    fake = await FakeStripe.start();
    t = await createTestApp({ env, payments: fake.provider(testConfig(env)) });
    expect((await new Browser(t.app).get('/api/config')).json()).toEqual({
      paymentProvider: 'stripe',
      stripePublishableKey: null,
      passwordReset: true,
    });
  });
});
