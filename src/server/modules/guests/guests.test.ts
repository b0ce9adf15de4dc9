import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../shared/messages.js';
import { fixedClock } from '../../clock.js';
import { guestSessions, stories } from '../../db/schema.js';
import { asGuest, Browser, signUp, storyInput } from '../../test-support/browser.js';
import { createTestApp, testAppForSuite } from '../../test-support/test-app.js';

const START = '2030-07-15T09:00:00Z';
const clock = fixedClock(START);

const t = testAppForSuite(() => createTestApp({ clock, env: { RATE_LIMIT_REGISTER_PER_HOUR: '1000' } }));

async function guestWithStories(n: number) {
  const guest = await asGuest(t.app);
  const ids: string[] = [];
  for (let i = 0; i < n; i++) {
    const res = await guest.browser.post('/api/stories', storyInput({ guestSessionId: guest.sessionId }));
    expect(res.statusCode).toBe(201);
    ids.push(res.json().id);
  }
  return { ...guest, ids };
}

/** Another browser holding the same guest cookie (another tab, or the browser before signing up). */
function carrying(guest: { browser: Browser }): Browser {
  const browser = new Browser(t.app);
  browser.cookies.set('guest_session', guest.browser.cookies.get('guest_session')!);
  return browser;
}

describe('POST /api/guest/session', () => {
  it('answers 201 with a random id of at least 128 bits and its expiry in 30 days, and sets an HttpOnly cookie', async () => {
    clock.set(START);
    const res = await new Browser(t.app).post('/api/guest/session');
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.sessionId).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(new Date(body.expiresAt).getTime()).toBe(new Date(START).getTime() + 30 * 86_400_000);
    // The cookie carries a secret of its own: the public id names the session, never authorises it.
    const cookie = res.cookies.find((c) => c.name === 'guest_session')!;
    expect(cookie.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(cookie.value).not.toBe(body.sessionId);
    const [row] = await t.database.db
      .select()
      .from(guestSessions)
      .where(eq(guestSessions.id, body.sessionId));
    expect(row!.secretHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row!.secretHash).not.toContain(cookie.value);
    expect(cookie.httpOnly).toBe(true);
    expect(String(cookie.sameSite).toLowerCase()).toBe('lax');
  });
});

describe('GET /api/stories/guest-count/{sessionId}', () => {
  it('answers the count to the browser with the cookie; an unknown or malformed id 404', async () => {
    const guest = await guestWithStories(2);
    expect((await guest.browser.get(`/api/stories/guest-count/${guest.sessionId}`)).json()).toEqual({
      count: 2,
    });
    for (const id of ['A'.repeat(43), 'short', '..%2F..%2Fetc']) {
      const res = await guest.browser.get(`/api/stories/guest-count/${id}`);
      expect(res.statusCode, id).toBe(404);
      expect(res.json().message).toBe(MESSAGES.guestSessionUnknown);
    }
  });
});

describe('the guest id is not a key (issue 26)', () => {
  it("a second browser passing the first guest's id gets nothing: count, stories, claim", async () => {
    const first = await guestWithStories(2);
    const second = await asGuest(t.app);
    const stranger = new Browser(t.app);
    for (const browser of [second.browser, stranger]) {
      const count = await browser.get(`/api/stories/guest-count/${first.sessionId}`);
      expect(count.statusCode).toBe(404);
      expect(count.json().message).toBe(MESSAGES.guestSessionUnknown);
      const story = await browser.post('/api/stories', storyInput({ guestSessionId: first.sessionId }));
      expect(story.statusCode).toBe(404);
    }
    // An account in another browser cannot claim the first guest's stories by naming its id.
    const { browser, user } = await signUp(t.app);
    const claim = await browser.post('/api/guest/claim', {
      guestSessionId: first.sessionId,
      targetUserId: user.id,
    });
    expect(claim.statusCode).toBe(404);
    expect((await browser.get('/api/stories')).json()).toHaveLength(0);
    // The first guest lost nothing and was charged nothing.
    expect((await first.browser.get(`/api/stories/guest-count/${first.sessionId}`)).json()).toEqual({
      count: 2,
    });
    expect((await first.browser.get('/api/stories')).json()).toHaveLength(2);
    expect((await second.browser.get(`/api/stories/guest-count/${second.sessionId}`)).json()).toEqual({
      count: 0,
    });
  });

  it('a cookie holding the public id (not the secret) is no guest at all', async () => {
    const first = await guestWithStories(1);
    const forger = new Browser(t.app);
    forger.cookies.set('guest_session', first.sessionId);
    expect((await forger.get(`/api/stories/guest-count/${first.sessionId}`)).statusCode).toBe(404);
    expect((await forger.get(`/api/stories/${first.ids[0]}`)).statusCode).toBe(404);
    expect((await forger.get('/api/stories')).statusCode).toBe(401);
  });
});

describe('POST /api/guest/claim', () => {
  it('moves every story of the guest session into the account, consumes the session, answers { claimed }', async () => {
    const guest = await guestWithStories(3);
    const otherTab = carrying(guest);
    const { browser, user } = await signUp(t.app, guest.browser); // same browser: it has the guest cookie
    const res = await browser.post('/api/guest/claim', {
      guestSessionId: guest.sessionId,
      targetUserId: user.id,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ claimed: 3 });
    // The consumed session's cookie is cleared.
    expect(browser.cookies.has('guest_session')).toBe(false);

    const mine = (await browser.get('/api/stories')).json() as { id: string; userId: number }[];
    expect(mine.map((s) => s.id).sort()).toEqual([...guest.ids].sort());
    expect(mine.every((s) => s.userId === user.id)).toBe(true);
    const rows = await t.database.db.select().from(stories).where(eq(stories.userId, user.id));
    expect(rows.every((r) => r.guestSessionId === null)).toBe(true);
    const [session] = await t.database.db
      .select()
      .from(guestSessions)
      .where(eq(guestSessions.id, guest.sessionId));
    expect(session!.claimedByUserId).toBe(user.id);
    expect(session!.claimedAt).not.toBeNull();

    // A second claim, the guest count, and stories made with the consumed session: all gone.
    const again = await browser.post('/api/guest/claim', {
      guestSessionId: guest.sessionId,
      targetUserId: user.id,
    });
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe(MESSAGES.guestSessionUnknown);
    expect((await browser.get(`/api/stories/guest-count/${guest.sessionId}`)).statusCode).toBe(404);
    const late = await otherTab.post('/api/stories', storyInput({ guestSessionId: guest.sessionId }));
    // The session has ended (its stories moved): 401, not a complaint about the request's shape.
    expect(late.statusCode).toBe(401);
    expect(late.json().message).toBe(MESSAGES.guestSessionEnded);
  });

  it("the moved stories are the account's: the old guest cookie no longer reads them", async () => {
    const guest = await guestWithStories(1);
    const oldGuest = carrying(guest);
    const { browser, user } = await signUp(t.app, guest.browser);
    await browser.post('/api/guest/claim', { guestSessionId: guest.sessionId, targetUserId: user.id });
    expect((await browser.get(`/api/stories/${guest.ids[0]}`)).statusCode).toBe(200);
    expect((await oldGuest.get(`/api/stories/${guest.ids[0]}`)).statusCode).toBe(404);
  });

  it('a session without stories claims 0', async () => {
    const guest = await asGuest(t.app);
    const { browser, user } = await signUp(t.app, guest.browser);
    const res = await browser.post('/api/guest/claim', {
      guestSessionId: guest.sessionId,
      targetUserId: user.id,
    });
    expect(res.json()).toEqual({ claimed: 0 });
  });

  it("claimed stories do not spend the account's allowance: a guest who used 4 signs up and makes 4 more", async () => {
    clock.set(START);
    const guest = await guestWithStories(4);
    const fifth = await guest.browser.post('/api/stories', storyInput());
    expect(fifth.statusCode).toBe(403);
    const { browser, user } = await signUp(t.app, guest.browser);
    expect(
      (
        await browser.post('/api/guest/claim', { guestSessionId: guest.sessionId, targetUserId: user.id })
      ).json(),
    ).toEqual({
      claimed: 4,
    });
    expect((await browser.get(`/api/stories/count/${user.id}`)).json()).toEqual({ count: 0 });
    for (let i = 0; i < 4; i++)
      expect((await browser.post('/api/stories', storyInput())).statusCode).toBe(201);
    const refused = await browser.post('/api/stories', storyInput());
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toContain('monthly story limit');
    expect((await browser.get('/api/stories')).json()).toHaveLength(8);
  });

  it('who may: 401 without an account, 403 for another account as target', async () => {
    const guest = await guestWithStories(1);
    const a = await signUp(t.app, carrying(guest));
    const b = await signUp(t.app, carrying(guest));
    const body = { guestSessionId: guest.sessionId, targetUserId: a.user.id };
    expect((await new Browser(t.app).post('/api/guest/claim', body)).statusCode).toBe(401);
    expect((await guest.browser.post('/api/guest/claim', body)).statusCode).toBe(401);
    const foreign = await b.browser.post('/api/guest/claim', body);
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().message).toBe(MESSAGES.notYourAccount);
    // Nothing moved.
    expect((await guest.browser.get('/api/stories')).json()).toHaveLength(1);
    expect((await a.browser.post('/api/guest/claim', body)).json()).toEqual({ claimed: 1 });
  });

  it('an unknown session answers 404; malformed bodies 400', async () => {
    const { browser, user } = await signUp(t.app);
    const unknown = await browser.post('/api/guest/claim', {
      guestSessionId: 'B'.repeat(43),
      targetUserId: user.id,
    });
    expect(unknown.statusCode).toBe(404);
    for (const body of [
      {},
      { guestSessionId: 'short', targetUserId: user.id },
      { guestSessionId: 'B'.repeat(43) },
      { guestSessionId: 'B'.repeat(43), targetUserId: true },
      { guestSessionId: 'B'.repeat(43), targetUserId: user.id, extra: 1 },
      [],
    ]) {
      expect((await browser.post('/api/guest/claim', body)).statusCode, JSON.stringify(body)).toBe(400);
    }
  });

  it('two accounts claiming one session at once: one gets the stories, the other 404', async () => {
    const guest = await guestWithStories(2);
    const a = await signUp(t.app, carrying(guest));
    const b = await signUp(t.app, carrying(guest));
    const [ra, rb] = await Promise.all([
      a.browser.post('/api/guest/claim', { guestSessionId: guest.sessionId, targetUserId: a.user.id }),
      b.browser.post('/api/guest/claim', { guestSessionId: guest.sessionId, targetUserId: b.user.id }),
    ]);
    expect([ra.statusCode, rb.statusCode].sort()).toEqual([200, 404]);
    const winner = ra.statusCode === 200 ? a : b;
    const loser = ra.statusCode === 200 ? b : a;
    expect((await winner.browser.get('/api/stories')).json()).toHaveLength(2);
    expect((await loser.browser.get('/api/stories')).json()).toHaveLength(0);
  });

  it('an expired session cannot be claimed (401)', async () => {
    clock.set(START);
    const guest = await guestWithStories(1);
    clock.advance(2 * 86_400_000);
    const { browser, user } = await signUp(t.app, guest.browser);
    clock.advance(29 * 86_400_000); // the guest session is 31 days old, the account's session 29
    const res = await browser.post('/api/guest/claim', {
      guestSessionId: guest.sessionId,
      targetUserId: user.id,
    });
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe(MESSAGES.guestSessionExpired);
    clock.set(START);
  });
});

describe('claims and the allowance (issue 26)', () => {
  /** A browser where the account is signed in and which holds the guest's cookie. */
  async function signInWithGuest(
    guest: { browser: Browser },
    account: { user: { username: string }; password: string },
  ) {
    const res = await guest.browser.post('/api/login', {
      username: account.user.username,
      password: account.password,
    });
    expect(res.statusCode).toBe(200);
    return guest.browser;
  }
  const claim = (browser: Browser, guest: { sessionId: string }, userId: number) =>
    browser.post('/api/guest/claim', { guestSessionId: guest.sessionId, targetUserId: userId });

  it("the first claim of the month is free; later claims count toward the month's allowance, moved all the same", async () => {
    clock.set(START);
    const first = await guestWithStories(4);
    const account = await signUp(t.app, first.browser);
    const { user } = account;
    expect((await claim(first.browser, first, user.id)).json()).toEqual({ claimed: 4 });
    const count = async (browser: Browser) => (await browser.get(`/api/stories/count/${user.id}`)).json();
    expect(await count(account.browser)).toEqual({ count: 0 });

    // Throwaway guest sessions are no extra allowance: the second claim spends the month's 4.
    const second = await guestWithStories(4);
    const there = await signInWithGuest(second, account);
    expect((await claim(there, second, user.id)).json()).toEqual({ claimed: 4 });
    expect(await count(there)).toEqual({ count: 4 });
    const refused = await there.post('/api/stories', storyInput());
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toContain('monthly story limit');

    // A third, past the limit: still moved, never lost, and counted.
    const third = await guestWithStories(2);
    const again = await signInWithGuest(third, account);
    expect((await claim(again, third, user.id)).json()).toEqual({ claimed: 2 });
    expect(await count(again)).toEqual({ count: 6 });
    expect((await again.get('/api/stories')).json()).toHaveLength(10);

    // A new month: the allowance is whole again, and its first claim is free again.
    clock.set('2030-08-02T09:00:00Z');
    const august = await guestWithStories(3);
    const inAugust = await signInWithGuest(august, account);
    expect((await claim(inAugust, august, user.id)).json()).toEqual({ claimed: 3 });
    expect(await count(inAugust)).toEqual({ count: 0 });
    expect((await inAugust.post('/api/stories', storyInput())).statusCode).toBe(201);
    clock.set(START);
  });

  it('two claims of one account at once: exactly one is free', async () => {
    clock.set('2030-09-10T09:00:00Z');
    const a = await guestWithStories(2);
    const b = await guestWithStories(3);
    const account = await signUp(t.app, a.browser);
    const inB = await signInWithGuest(b, account);
    const [ra, rb] = await Promise.all([
      claim(a.browser, a, account.user.id),
      claim(inB, b, account.user.id),
    ]);
    expect([ra.statusCode, rb.statusCode]).toEqual([200, 200]);
    const { count } = (await inB.get(`/api/stories/count/${account.user.id}`)).json();
    expect([2, 3]).toContain(count); // whichever came second counted, the other was free
    expect((await inB.get('/api/stories')).json()).toHaveLength(5);
    clock.set(START);
  });
});

describe('a signed-in user with a guest cookie', () => {
  it('makes stories for the account, not the guest session', async () => {
    const guest = await asGuest(t.app);
    const { browser, user } = await signUp(t.app, guest.browser);
    const res = await browser.post('/api/stories', storyInput({ guestSessionId: guest.sessionId }));
    expect(res.json().userId).toBe(user.id);
    expect((await browser.get(`/api/stories/guest-count/${guest.sessionId}`)).json()).toEqual({ count: 0 });
  });
});
