/**
 * The monthly allowance (docs/product.md §9): calendar months in UTC; guest 4, FREE 4, STANDARD 15,
 * PREMIUM unlimited; exempt accounts skip it; the check and the insert are atomic under concurrency.
 * Run with TEST_DATABASE_URL as well: PostgreSQL has the real concurrency, PGlite serialises.
 */
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../shared/messages.js';
import { buildApp } from '../../app.js';
import { fixedClock } from '../../clock.js';
import { stories } from '../../db/schema.js';
import { asGuest, Browser, grantPlan, signUp, storyInput } from '../../test-support/browser.js';
import { createTestApp, testAppForSuite, testConfig } from '../../test-support/test-app.js';

const START = '2030-01-20T12:00:00Z';
const clock = fixedClock(START);

const t = testAppForSuite(() => createTestApp({ clock, env: { RATE_LIMIT_REGISTER_PER_HOUR: '1000' } }));

const createStory = (browser: Browser, overrides: Record<string, unknown> = {}) =>
  browser.post('/api/stories', storyInput(overrides));

async function storiesIn(where: ReturnType<typeof eq>) {
  const [row] = await t.database.db
    .select({ n: sql<number>`count(*)::int` })
    .from(stories)
    .where(where);
  return row!.n;
}

function expectLimitRefusal(res: { statusCode: number; json(): { message: string } }, limit: number) {
  expect(res.statusCode).toBe(403);
  expect(res.json().message).toContain('monthly story limit');
  expect(res.json().message).toBe(MESSAGES.monthlyLimitReached(limit));
}

describe('limits per plan', () => {
  it('a guest: 4 stories a month, then 403; guest-count follows', async () => {
    clock.set(START);
    const { browser, sessionId } = await asGuest(t.app);
    for (let i = 1; i <= 4; i++) {
      expect((await createStory(browser)).statusCode).toBe(201);
      expect((await browser.get(`/api/stories/guest-count/${sessionId}`)).json()).toEqual({ count: i });
    }
    expectLimitRefusal(await createStory(browser), 4);
    expect((await browser.get(`/api/stories/guest-count/${sessionId}`)).json()).toEqual({ count: 4 });
  });

  it('FREE: 4 a month, then 403; the count endpoint follows', async () => {
    clock.set(START);
    const { browser, user } = await signUp(t.app);
    for (let i = 1; i <= 4; i++)
      expect((await createStory(browser, { userId: user.id })).statusCode).toBe(201);
    expect((await browser.get(`/api/stories/count/${user.id}`)).json()).toEqual({ count: 4 });
    expectLimitRefusal(await createStory(browser, { userId: user.id }), 4);
    expect((await browser.get(`/api/stories/count/${user.id}`)).json()).toEqual({ count: 4 });
  });

  it('STANDARD: 15 a month, then 403', async () => {
    clock.set(START);
    const { browser, user } = await signUp(t.app);
    await grantPlan(t.database, user.id, 'STANDARD');
    for (let i = 1; i <= 15; i++) expect((await createStory(browser)).statusCode).toBe(201);
    expectLimitRefusal(await createStory(browser), 15);
  });

  it('PREMIUM: unlimited (20 stories), still counted', async () => {
    clock.set(START);
    const { browser, user } = await signUp(t.app);
    await grantPlan(t.database, user.id, 'PREMIUM');
    for (let i = 1; i <= 20; i++) expect((await createStory(browser)).statusCode).toBe(201);
    expect((await browser.get(`/api/stories/count/${user.id}`)).json()).toEqual({ count: 20 });
  });

  it('LIMIT_EXEMPT_USER_IDS skip the limit (server-side configuration)', async () => {
    clock.set(START);
    const exempt = await signUp(t.app);
    const ordinary = await signUp(t.app);
    // A second instance on the same database, configured with the exempt id.
    const app = await buildApp({
      config: testConfig({ LIMIT_EXEMPT_USER_IDS: `999999,${exempt.user.id}` }),
      database: t.database,
      clock,
      logger: false,
    });
    try {
      const asExempt = new Browser(app);
      asExempt.cookies.set('sid', exempt.browser.cookies.get('sid')!);
      for (let i = 0; i < 6; i++) expect((await createStory(asExempt)).statusCode).toBe(201);
      const asOrdinary = new Browser(app);
      asOrdinary.cookies.set('sid', ordinary.browser.cookies.get('sid')!);
      for (let i = 0; i < 4; i++) expect((await createStory(asOrdinary)).statusCode).toBe(201);
      expectLimitRefusal(await createStory(asOrdinary), 4);
      // Exemption is not premium: premium choices stay gated.
      expect((await createStory(asExempt, { theme: 'Adventure' })).statusCode).toBe(403);
    } finally {
      await app.close();
    }
  });

  it("one account's stories do not spend another's", async () => {
    clock.set(START);
    const a = await signUp(t.app);
    const b = await signUp(t.app);
    for (let i = 0; i < 4; i++) await createStory(a.browser);
    expect((await createStory(b.browser)).statusCode).toBe(201);
    expect((await b.browser.get(`/api/stories/count/${b.user.id}`)).json()).toEqual({ count: 1 });
  });
});

describe('atomic under concurrency', () => {
  it('a guest with 4 left: 10 parallel creates make exactly 4, 6 refused', async () => {
    clock.set(START);
    const { browser, sessionId } = await asGuest(t.app);
    const results = await Promise.all(Array.from({ length: 10 }, () => createStory(browser)));
    const statuses = results.map((r) => r.statusCode).sort();
    expect(statuses).toEqual([201, 201, 201, 201, 403, 403, 403, 403, 403, 403]);
    for (const r of results.filter((r) => r.statusCode === 403)) {
      expect(r.json().message).toContain('monthly story limit');
    }
    expect(await storiesIn(eq(stories.guestSessionId, sessionId))).toBe(4);
    expect((await browser.get(`/api/stories/guest-count/${sessionId}`)).json()).toEqual({ count: 4 });
  });

  it('a FREE user with 4 left: 10 parallel creates make exactly 4', async () => {
    clock.set(START);
    const { browser, user } = await signUp(t.app);
    const results = await Promise.all(
      Array.from({ length: 10 }, () => createStory(browser, { userId: user.id })),
    );
    expect(results.filter((r) => r.statusCode === 201)).toHaveLength(4);
    expect(results.filter((r) => r.statusCode === 403)).toHaveLength(6);
    expect(await storiesIn(eq(stories.userId, user.id))).toBe(4);
    expect((await browser.get(`/api/stories/count/${user.id}`)).json()).toEqual({ count: 4 });
  });

  it('a STANDARD user with 2 left: 12 parallel creates make exactly 2', async () => {
    clock.set(START);
    const { browser, user } = await signUp(t.app);
    await grantPlan(t.database, user.id, 'STANDARD');
    for (let i = 0; i < 13; i++) expect((await createStory(browser)).statusCode).toBe(201);
    const results = await Promise.all(Array.from({ length: 12 }, () => createStory(browser)));
    expect(results.filter((r) => r.statusCode === 201)).toHaveLength(2);
    expect(await storiesIn(eq(stories.userId, user.id))).toBe(15);
  });

  it('a guest, through the id in the body from many tabs at once: still exactly 4', async () => {
    clock.set(START);
    const guest = await asGuest(t.app);
    const { sessionId } = guest;
    const tab = () => {
      const browser = new Browser(t.app);
      browser.cookies.set('guest_session', guest.browser.cookies.get('guest_session')!);
      return browser;
    };
    const results = await Promise.all(
      Array.from({ length: 8 }, () => createStory(tab(), { guestSessionId: sessionId })),
    );
    expect(results.filter((r) => r.statusCode === 201)).toHaveLength(4);
    expect(await storiesIn(eq(stories.guestSessionId, sessionId))).toBe(4);
  });
});

describe('the month is the calendar month in UTC', () => {
  it('the allowance renews at 00:00 UTC on the 1st, for users and guests', async () => {
    clock.set('2030-01-31T23:59:00Z');
    const { browser, user } = await signUp(t.app);
    const guest = await asGuest(t.app);
    for (let i = 0; i < 4; i++) {
      expect((await createStory(browser)).statusCode).toBe(201);
      expect((await createStory(guest.browser)).statusCode).toBe(201);
    }
    expectLimitRefusal(await createStory(browser), 4);
    expectLimitRefusal(await createStory(guest.browser), 4);

    clock.set('2030-01-31T23:59:59.999Z');
    expect((await createStory(browser)).statusCode).toBe(403);

    clock.set('2030-02-01T00:00:00Z');
    expect((await browser.get(`/api/stories/count/${user.id}`)).json()).toEqual({ count: 0 });
    expect((await guest.browser.get(`/api/stories/guest-count/${guest.sessionId}`)).json()).toEqual({
      count: 0,
    });
    expect((await createStory(browser)).statusCode).toBe(201);
    expect((await createStory(guest.browser)).statusCode).toBe(201);
    expect((await browser.get(`/api/stories/count/${user.id}`)).json()).toEqual({ count: 1 });
    expect((await guest.browser.get(`/api/stories/guest-count/${guest.sessionId}`)).json()).toEqual({
      count: 1,
    });
    // The new month's allowance is a full one: 3 more, then refused.
    for (let i = 0; i < 3; i++) expect((await createStory(guest.browser)).statusCode).toBe(201);
    expectLimitRefusal(await createStory(guest.browser), 4);
    // All of January's stories are still there.
    expect(await storiesIn(eq(stories.guestSessionId, guest.sessionId))).toBe(8);
  });
});

describe('an expired guest session', () => {
  it('is refused with 401 everywhere it is used, and never counted', async () => {
    clock.set(START);
    const { browser, sessionId } = await asGuest(t.app);
    expect((await createStory(browser)).statusCode).toBe(201);
    clock.advance(30 * 86_400_000);
    const create = await createStory(browser);
    expect(create.statusCode).toBe(401);
    expect(create.json().message).toBe(MESSAGES.guestSessionExpired);
    expect((await createStory(browser, { guestSessionId: sessionId })).statusCode).toBe(401);
    expect((await browser.get(`/api/stories/guest-count/${sessionId}`)).statusCode).toBe(401);
    expect((await browser.get('/api/stories')).statusCode).toBe(401);
    expect(await storiesIn(eq(stories.guestSessionId, sessionId))).toBe(1);
    clock.set(START);
  });

  it('a day before expiry it still works', async () => {
    clock.set(START);
    const { browser } = await asGuest(t.app);
    clock.advance(29 * 86_400_000);
    expect((await createStory(browser)).statusCode).toBe(201);
    clock.set(START);
  });
});

describe('refusals spend nothing', () => {
  it('a validation error, a premium refusal or a foreign profile leaves the counter alone', async () => {
    clock.set(START);
    const { browser, user } = await signUp(t.app);
    await createStory(browser, { theme: 'Pirates' });
    await createStory(browser, { theme: 'Adventure' });
    await createStory(browser, { characterProfileId: '00000000-0000-4000-8000-000000000000' });
    await createStory(browser, { childName: 'A' });
    expect((await browser.get(`/api/stories/count/${user.id}`)).json()).toEqual({ count: 0 });
  });
});

describe('GET /api/stories/count/{userId}', () => {
  it("own id only: 401 for nobody or a guest, 403 for another user's id, 400 for a malformed id", async () => {
    const a = await signUp(t.app);
    const b = await signUp(t.app);
    const guest = await asGuest(t.app);
    expect((await new Browser(t.app).get(`/api/stories/count/${a.user.id}`)).statusCode).toBe(401);
    expect((await guest.browser.get(`/api/stories/count/${a.user.id}`)).statusCode).toBe(401);
    const other = await b.browser.get(`/api/stories/count/${a.user.id}`);
    expect(other.statusCode).toBe(403);
    expect(other.json().message).toBe(MESSAGES.notYourAccount);
    for (const id of ['abc', '0', '-1', '1.5', '99999999999']) {
      expect((await a.browser.get(`/api/stories/count/${id}`)).statusCode, id).toBe(400);
    }
  });
});
