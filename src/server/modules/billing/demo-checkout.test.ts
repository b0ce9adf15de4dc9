import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../shared/messages.js';
import { fixedClock } from '../../clock.js';
import { checkoutSessions, subscriptions } from '../../db/schema.js';
import {
  Browser,
  grantPlan,
  paidSession,
  signUp,
  storyInput,
  type SignedInBrowser,
} from '../../test-support/browser.js';
import { createTestApp, testAppForSuite } from '../../test-support/test-app.js';
import { escapeHtml } from '../../http/escape-html.js';
import { DEMO_CHECKOUT_TITLE } from './demo-checkout.page.js';

const clock = fixedClock('2030-01-31T09:30:00Z');
const ORIGIN = 'http://localhost:3000';

const t = testAppForSuite(() => createTestApp({ clock, env: { RATE_LIMIT_REGISTER_PER_HOUR: '1000' } }));

async function checkout(s: SignedInBrowser, planType: 'STANDARD' | 'PREMIUM' = 'PREMIUM') {
  const res = await s.browser.post('/api/subscription/create-checkout-session', {
    planType,
    userId: s.user.id,
  });
  expect(res.statusCode).toBe(200);
  return res.json() as { sessionId: string; url: string };
}

/** The page's form, posted the way a browser posts it. */
function submit(
  browser: Browser,
  fields: Record<string, string>,
  headers: Record<string, string> = { origin: ORIGIN },
) {
  return browser.request('POST', '/demo-checkout/complete', new URLSearchParams(fields).toString(), {
    'content-type': 'application/x-www-form-urlencoded',
    ...headers,
  });
}

const status = async (s: SignedInBrowser) =>
  (await s.browser.get(`/api/subscription/status/${s.user.id}`)).json();
const activeRows = (userId: number) =>
  t.database.db
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.userId, userId), eq(subscriptions.isActive, true)));

describe('demo checkout: the whole journey', () => {
  it('checkout -> demo page -> Pay -> success URL -> verify paid -> PREMIUM -> premium stories allowed', async () => {
    const s = await signUp(t.app);
    const premiumStory = storyInput({ theme: 'Adventure', userId: s.user.id });
    const refused = await s.browser.post('/api/stories', premiumStory);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toContain('Premium subscribers');

    const { sessionId, url } = await checkout(s);
    expect(sessionId).toMatch(/^cs_demo_[A-Za-z0-9_-]{32}$/);
    expect(url).toBe(`${ORIGIN}/demo-checkout/${sessionId}`);

    const page = await s.browser.get(new URL(url).pathname);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.headers['cache-control']).toBe('no-store');
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("form-action 'self'");
    expect(page.body).toContain(`<title>${DEMO_CHECKOUT_TITLE} · Moonlit Tales</title>`);
    expect(page.body).toContain(`<h1>${DEMO_CHECKOUT_TITLE}</h1>`);
    expect(page.body).toContain('Premium Plan');
    expect(page.body).toContain('$9.99');
    // The app's own icon, so the browser does not go looking for /favicon.ico (a 404 in the console).
    expect(page.body).toContain('<link rel="icon" href="/favicon.svg" type="image/svg+xml">');
    expect(page.body).toContain('<form method="post" action="/demo-checkout/complete">');
    expect(page.body).toContain(`name="session_id" value="${sessionId}"`);
    expect(page.body).toMatch(/<button[^>]*value="pay"[^>]*>Pay<\/button>/);
    expect(page.body).toMatch(/<button[^>]*value="cancel"[^>]*>Cancel<\/button>/);
    // The CSP holds: no script at all, no inline event handler, no javascript: URL.
    expect(page.body).not.toMatch(/<script|\son[a-z]+\s*=|javascript:/i);

    const paid = await submit(s.browser, { session_id: sessionId, action: 'pay' });
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toBe(`${ORIGIN}/subscription/success?session_id=${sessionId}`);

    const verify = await s.browser.get(`/api/subscription/verify-session/${sessionId}`);
    expect(verify.statusCode).toBe(200);
    expect(verify.json()).toEqual(paidSession(sessionId));

    // One calendar month later, clamped: 31 January -> 28 February.
    expect(await status(s)).toEqual({
      planType: 'PREMIUM',
      status: 'active',
      expiresAt: '2030-02-28T09:30:00.000Z',
      paymentFailed: false,
      scheduledChange: null,
    });
    const [row] = await activeRows(s.user.id);
    expect(row).toMatchObject({ provider: 'demo', planType: 'PREMIUM', isActive: true, status: 'active' });

    const allowed = await s.browser.post('/api/stories', premiumStory);
    expect(allowed.statusCode).toBe(201);
  });

  it('Cancel returns to the cancel URL and grants nothing; the session cannot be paid afterwards', async () => {
    const s = await signUp(t.app);
    const { sessionId } = await checkout(s, 'STANDARD');
    const cancelled = await submit(s.browser, { session_id: sessionId, action: 'cancel' });
    expect(cancelled.statusCode).toBe(303);
    expect(cancelled.headers.location).toBe(`${ORIGIN}/subscription/cancel`);
    expect((await status(s)).planType).toBe('FREE');
    expect((await s.browser.get(`/api/subscription/verify-session/${sessionId}`)).json()).toMatchObject({
      success: false,
      session: { payment_status: 'unpaid', status: 'expired' },
    });

    const again = await s.browser.get(`/demo-checkout/${sessionId}`);
    expect(again.statusCode).toBe(410);
    expect(again.body).toContain('This checkout has expired');
    const pay = await submit(s.browser, { session_id: sessionId, action: 'pay' });
    expect(pay.statusCode).toBe(410);
    expect((await status(s)).planType).toBe('FREE');
  });

  it('a session completes once: a second Pay (also two at once) is refused with a friendly page', async () => {
    const s = await signUp(t.app);
    const { sessionId } = await checkout(s);
    const both = await Promise.all([
      submit(s.browser, { session_id: sessionId, action: 'pay' }),
      submit(s.browser, { session_id: sessionId, action: 'pay' }),
    ]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([303, 409]);
    const third = await submit(s.browser, { session_id: sessionId, action: 'pay' });
    expect(third.statusCode).toBe(409);
    expect(third.headers['content-type']).toMatch(/^text\/html/);
    expect(third.body).toContain('This checkout is already complete');
    expect(await activeRows(s.user.id)).toHaveLength(1);
    expect((await s.browser.get(`/demo-checkout/${sessionId}`)).statusCode).toBe(409);
  });

  it("another user's session: page, Pay and verify answer 404 and grant nothing to anyone", async () => {
    const owner = await signUp(t.app);
    const other = await signUp(t.app);
    const { sessionId } = await checkout(owner);
    const page = await other.browser.get(`/demo-checkout/${sessionId}`);
    expect(page.statusCode).toBe(404);
    expect(page.body).toContain('Checkout not found');
    expect(page.body).not.toContain('value="pay"');
    expect((await submit(other.browser, { session_id: sessionId, action: 'pay' })).statusCode).toBe(404);
    expect((await other.browser.get(`/api/subscription/verify-session/${sessionId}`)).statusCode).toBe(404);
    expect((await status(other)).planType).toBe('FREE');
    expect((await status(owner)).planType).toBe('FREE');
    // Still open for its owner.
    expect((await owner.browser.get(`/demo-checkout/${sessionId}`)).statusCode).toBe(200);
  });

  it('signed out: the page asks to sign in (401) and Pay changes nothing', async () => {
    const s = await signUp(t.app);
    const { sessionId } = await checkout(s);
    const anonymous = new Browser(t.app);
    const page = await anonymous.get(`/demo-checkout/${sessionId}`);
    expect(page.statusCode).toBe(401);
    expect(page.body).toContain('href="/auth"');
    expect((await submit(anonymous, { session_id: sessionId, action: 'pay' })).statusCode).toBe(401);
    expect((await status(s)).planType).toBe('FREE');
  });

  it('unknown sessions and malformed forms answer friendly 4xx pages', async () => {
    const s = await signUp(t.app);
    expect((await s.browser.get('/demo-checkout/cs_demo_nope')).statusCode).toBe(404);
    expect((await submit(s.browser, { session_id: 'cs_demo_nope', action: 'pay' })).statusCode).toBe(404);
    const { sessionId } = await checkout(s);
    expect((await submit(s.browser, { session_id: sessionId, action: 'refund' })).statusCode).toBe(400);
    expect((await submit(s.browser, { action: 'pay' })).statusCode).toBe(400);
    expect((await status(s)).planType).toBe('FREE');
  });

  it('refuses a form post from another site, or one that shows no origin at all', async () => {
    const s = await signUp(t.app);
    const { sessionId } = await checkout(s);
    const fields = { session_id: sessionId, action: 'pay' };
    expect((await submit(s.browser, fields, { origin: 'https://evil.example' })).statusCode).toBe(403);
    expect((await submit(s.browser, fields, { referer: 'https://evil.example/page' })).statusCode).toBe(403);
    const bare = await submit(s.browser, fields, {});
    expect(bare.statusCode).toBe(403);
    expect(bare.body).toContain('Not allowed from another website');
    expect((await status(s)).planType).toBe('FREE');
    // A same-origin Referer is enough when a browser sends no Origin.
    const ok = await submit(s.browser, fields, { referer: `${ORIGIN}/demo-checkout/${sessionId}` });
    expect(ok.statusCode).toBe(303);
  });

  it('a session more than a day old has expired', async () => {
    const s = await signUp(t.app);
    const { sessionId } = await checkout(s);
    clock.advance(24 * 60 * 60 * 1000 + 1000);
    try {
      expect((await s.browser.get(`/demo-checkout/${sessionId}`)).statusCode).toBe(410);
      expect((await submit(s.browser, { session_id: sessionId, action: 'pay' })).statusCode).toBe(410);
      expect((await status(s)).planType).toBe('FREE');
    } finally {
      clock.set('2030-01-31T09:30:00Z');
    }
  });

  it('upgrading STANDARD -> PREMIUM changes the one subscription; checkout is refused with 409', async () => {
    const s = await signUp(t.app);
    const standard = await checkout(s, 'STANDARD');
    await submit(s.browser, { session_id: standard.sessionId, action: 'pay' });
    expect((await status(s)).planType).toBe('STANDARD');

    const same = await s.browser.post('/api/subscription/create-checkout-session', {
      planType: 'STANDARD',
      userId: s.user.id,
    });
    expect(same.statusCode).toBe(409);
    expect(same.json().message).toBe(MESSAGES.alreadyOnPlan('Standard'));
    // A second checkout would start a second subscription (decision 028).
    const second = await s.browser.post('/api/subscription/create-checkout-session', {
      planType: 'PREMIUM',
      userId: s.user.id,
    });
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toBe(MESSAGES.changePlanInstead('Standard'));

    expect((await s.browser.post('/api/subscription/change', { planType: 'PREMIUM' })).statusCode).toBe(200);
    const active = await activeRows(s.user.id);
    expect(active.map((r) => r.planType)).toEqual(['PREMIUM']);
    expect((await status(s)).planType).toBe('PREMIUM');
  });

  it('records each checkout with its owner and plan', async () => {
    const s = await signUp(t.app);
    const { sessionId } = await checkout(s, 'STANDARD');
    const [row] = await t.database.db
      .select()
      .from(checkoutSessions)
      .where(eq(checkoutSessions.id, sessionId));
    expect(row).toMatchObject({
      userId: s.user.id,
      provider: 'demo',
      planType: 'STANDARD',
      status: 'open',
      paymentStatus: 'unpaid',
    });
  });
});

describe('POST /api/subscription/create-checkout-session: who may ask', () => {
  it('401 signed out, 403 for another user id, 400 for a plan that is not STANDARD or PREMIUM', async () => {
    const a = await signUp(t.app);
    const b = await signUp(t.app);
    const anonymous = await new Browser(t.app).post('/api/subscription/create-checkout-session', {
      planType: 'PREMIUM',
      userId: a.user.id,
    });
    expect(anonymous.statusCode).toBe(401);
    const foreign = await b.browser.post('/api/subscription/create-checkout-session', {
      planType: 'PREMIUM',
      userId: a.user.id,
    });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().message).toBe(MESSAGES.notYourAccount);
    for (const planType of ['FREE', 'GOLD', '', null]) {
      const res = await a.browser.post('/api/subscription/create-checkout-session', {
        planType,
        userId: a.user.id,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('The plan (planType) must be STANDARD or PREMIUM.');
    }
    const noUser = await a.browser.post('/api/subscription/create-checkout-session', { planType: 'PREMIUM' });
    expect(noUser.statusCode).toBe(400);
  });

  it('a PREMIUM user changes plan instead of checking out again (409 either way)', async () => {
    const s = await signUp(t.app);
    await grantPlan(t.database, s.user.id, 'PREMIUM');
    const again = await s.browser.post('/api/subscription/create-checkout-session', {
      planType: 'PREMIUM',
      userId: s.user.id,
    });
    expect(again.statusCode).toBe(409);
    const lower = await s.browser.post('/api/subscription/create-checkout-session', {
      planType: 'STANDARD',
      userId: s.user.id,
    });
    expect(lower.statusCode).toBe(409);
    expect(lower.json().message).toBe(MESSAGES.changePlanInstead('Premium'));
  });

  it('verify-session: 401 signed out, 404 for an unknown session', async () => {
    const s = await signUp(t.app);
    const { sessionId } = await checkout(s);
    expect((await new Browser(t.app).get(`/api/subscription/verify-session/${sessionId}`)).statusCode).toBe(
      401,
    );
    const unknown = await s.browser.get('/api/subscription/verify-session/cs_demo_unknown');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(MESSAGES.checkoutSessionNotFound);
  });
});

describe('webhook with the demo provider', () => {
  it('answers 404 with a clear message', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/subscription/webhook',
      headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=abc' },
      payload: '{}',
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(MESSAGES.webhooksNotUsed);
  });
});

describe('escapeHtml', () => {
  it('escapes every character that could open markup or leave an attribute', () => {
    expect(escapeHtml(`<script>alert("x")</script> & 'y'`)).toBe(
      '&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;y&#39;',
    );
  });
});
