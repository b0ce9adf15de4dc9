import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../shared/messages.js';
import { fixedClock } from '../../clock.js';
import { asGuest, Browser, grantPlan, signUp } from '../../test-support/browser.js';
import { createTestApp, testAppForSuite } from '../../test-support/test-app.js';

const clock = fixedClock('2030-04-10T12:00:00Z');

const t = testAppForSuite(() => createTestApp({ clock }));

describe('GET /api/subscription/status/{userId}', () => {
  it('FREE with no subscription', async () => {
    const { browser, user } = await signUp(t.app);
    const res = await browser.get(`/api/subscription/status/${user.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      planType: 'FREE',
      status: 'none',
      expiresAt: null,
      paymentFailed: false,
      scheduledChange: null,
    });
  });

  it('an active subscription gives its plan; no payment ids in the answer', async () => {
    const { browser, user } = await signUp(t.app);
    await grantPlan(t.database, user.id, 'PREMIUM', {
      provider: 'stripe',
      stripeCustomerId: 'cus_secret',
      stripeSubscriptionId: 'sub_secret',
      expiresAt: new Date('2030-05-10T12:00:00Z'),
    });
    const res = await browser.get(`/api/subscription/status/${user.id}`);
    expect(res.json()).toEqual({
      planType: 'PREMIUM',
      status: 'active',
      expiresAt: '2030-05-10T12:00:00.000Z',
      paymentFailed: false,
      scheduledChange: null,
    });
    expect(res.body).not.toMatch(/cus_|sub_/);
  });

  it('a failed payment shows past_due while the plan lasts', async () => {
    const { browser, user } = await signUp(t.app);
    await grantPlan(t.database, user.id, 'STANDARD', { status: 'past_due', paymentFailedAt: clock.now() });
    expect((await browser.get(`/api/subscription/status/${user.id}`)).json()).toMatchObject({
      planType: 'STANDARD',
      status: 'past_due',
      paymentFailed: true,
      scheduledChange: null,
    });
  });

  it('an expired or inactive subscription is FREE', async () => {
    const { browser, user } = await signUp(t.app);
    await grantPlan(t.database, user.id, 'PREMIUM', { expiresAt: new Date('2030-04-10T11:59:59Z') });
    expect((await browser.get(`/api/subscription/status/${user.id}`)).json().planType).toBe('FREE');
    await grantPlan(t.database, user.id, 'PREMIUM', { isActive: false });
    expect((await browser.get(`/api/subscription/status/${user.id}`)).json().planType).toBe('FREE');
  });

  it("own id only: 401 for nobody or a guest, 403 for another's, 400 for a malformed id", async () => {
    const a = await signUp(t.app);
    const b = await signUp(t.app);
    const guest = await asGuest(t.app);
    expect((await new Browser(t.app).get(`/api/subscription/status/${a.user.id}`)).statusCode).toBe(401);
    expect((await guest.browser.get(`/api/subscription/status/${a.user.id}`)).statusCode).toBe(401);
    const other = await b.browser.get(`/api/subscription/status/${a.user.id}`);
    expect(other.statusCode).toBe(403);
    expect(other.json().message).toBe(MESSAGES.notYourAccount);
    expect((await a.browser.get('/api/subscription/status/me')).statusCode).toBe(400);
  });
});
