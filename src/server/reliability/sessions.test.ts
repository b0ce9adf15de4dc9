/**
 * Sessions: what src/server/modules/accounts/accounts.test.ts and src/server/http/rate-limits.test.ts do
 * not already show (see docs/security.md for the full list). A new token at registration too; a planted
 * token never becomes the victim's session; and a session that ended (logout or expiry) is exactly an
 * anonymous visitor on every route of the access matrix, not only on GET /api/user.
 */
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { fixedClock } from '../clock.js';
import { sessions } from '../db/schema.js';
import { hashSessionToken } from '../modules/accounts/accounts.service.js';
import { Browser, signUp, uniqueUsername } from '../test-support/browser.js';
import { createTestApp, testAppForSuite } from '../test-support/test-app.js';
import { MATRIX } from './access-matrix.js';
import { recordFigure } from './support.js';
import { buildWorld, type World } from './world.js';

const START = '2030-04-10T12:00:00Z';
const clock = fixedClock(START);

const t = testAppForSuite(() =>
  createTestApp({
    clock,
    env: {
      RATE_LIMIT_REGISTER_PER_HOUR: '100000',
      RATE_LIMIT_GUEST_SESSIONS_PER_HOUR: '100000',
      SESSION_DAYS: '30',
    },
  }),
);

const sessionRows = async (token: string) =>
  t.database.db
    .select()
    .from(sessions)
    .where(eq(sessions.tokenHash, hashSessionToken(token)));

describe('session tokens', () => {
  it('registering while signed in issues a new token and ends the one it replaces', async () => {
    const { browser } = await signUp(t.app);
    const first = browser.cookies.get('sid')!;
    const username = uniqueUsername();
    const res = await browser.post('/api/register', {
      username,
      password: 'correct horse battery',
      email: `${username}@example.com`,
    });
    expect(res.statusCode).toBe(201);
    const second = browser.cookies.get('sid')!;
    expect(second).not.toBe(first);
    expect(await sessionRows(first)).toHaveLength(0);
    const old = new Browser(t.app);
    old.cookies.set('sid', first);
    expect((await old.get('/api/user')).statusCode).toBe(401);
    expect((await browser.get('/api/user')).json().username).toBe(username);
  });

  it("a planted token (session fixation) never becomes the victim's session", async () => {
    const attacker = await signUp(t.app);
    const victim = await signUp(t.app);
    const planted = attacker.browser.cookies.get('sid')!;
    // The attacker's own token sits in the victim's browser when the victim signs in.
    const browser = new Browser(t.app);
    browser.cookies.set('sid', planted);
    const res = await browser.post('/api/login', {
      username: victim.user.username,
      password: victim.password,
    });
    expect(res.statusCode).toBe(200);
    expect(browser.cookies.get('sid')).not.toBe(planted);
    // The planted token gives the attacker nothing of the victim's.
    const attackerView = new Browser(t.app);
    attackerView.cookies.set('sid', planted);
    const me = await attackerView.get('/api/user');
    expect(me.statusCode === 401 || me.json().id === attacker.user.id).toBe(true);
    expect((await browser.get('/api/user')).json().id).toBe(victim.user.id);
  });

  it('a one-character change to a token is another, unknown token', async () => {
    const { browser } = await signUp(t.app);
    const token = browser.cookies.get('sid')!;
    const flipped = token.slice(0, -1) + (token.endsWith('A') ? 'B' : 'A');
    const forged = new Browser(t.app);
    forged.cookies.set('sid', flipped);
    expect((await forged.get('/api/user')).statusCode).toBe(401);
  });
});

/**
 * Every scenario of the access matrix, sent with `token` as the only cookie, must answer what an anonymous
 * visitor gets. Returns the number of routes and scenarios checked.
 */
async function endedTokenIsAnonymousEverywhere(w: World, token: string, why: string): Promise<number> {
  let checked = 0;
  for (const [key, scenarios] of Object.entries(MATRIX)) {
    const method = key.split(' ')[0] as 'GET';
    for (const scenario of scenarios) {
      const request = scenario.request(w, 'anonymous');
      const send = (cookie: string | null): Promise<LightMyRequestResponse> => {
        const browser = new Browser(t.app);
        if (cookie) browser.cookies.set('sid', cookie);
        return browser.request(method, request.url, request.payload, request.headers ?? {});
      };
      const res = await send(token);
      const label = `${key} [${scenario.name}] with a token ended by ${why}`;
      // After the clock has moved 30 days, things with their own lifetime (an invitation to record) have
      // ended for everyone: a read is compared with the same read sent with no cookie at that moment.
      // A write through an invitation (RECORDINGS.invitationDays, 7) after 30 days finds it ended too.
      const expected =
        why !== 'expiry'
          ? scenario.expect.anonymous
          : method === 'GET' || method === 'HEAD'
            ? (await send(null)).statusCode
            : request.url.startsWith('/api/recording-invitations/')
              ? 404
              : scenario.expect.anonymous;
      expect(res.statusCode, `${label}: ${res.body.slice(0, 200)}`).toBe(expected);
      // Wherever the actor is read (every /api route), the dead cookie is dropped from the browser (or
      // replaced, by a sign-in or a registration).
      if (request.url.startsWith('/api/') && !key.endsWith('/webhook')) {
        const set = res.cookies.filter((c) => c.name === 'sid');
        expect(
          set.length > 0 && set.every((c) => c.value !== token),
          `${label}: the dead cookie is dropped`,
        ).toBe(true);
      }
      checked++;
    }
  }
  return checked;
}

describe('an ended session is an anonymous visitor on every route', () => {
  it('after logout', async () => {
    clock.set(START);
    const w = await buildWorld(t);
    const token = w.userA.browser.cookies.get('sid')!;
    expect((await w.userA.browser.post('/api/logout')).statusCode).toBe(200);
    expect(await sessionRows(token)).toHaveLength(0);
    const checked = await endedTokenIsAnonymousEverywhere(w, token, 'logout');
    recordFigure('sessions.loggedOutTokenScenarios', checked);
  });

  it('after expiry (SESSION_DAYS), and the expired row is removed at the next sign-in', async () => {
    clock.set(START);
    const w = await buildWorld(t);
    const token = w.userA.browser.cookies.get('sid')!;
    clock.advance(30 * 86_400_000 + 1000);
    try {
      expect(await sessionRows(token)).toHaveLength(1);
      const checked = await endedTokenIsAnonymousEverywhere(w, token, 'expiry');
      recordFigure('sessions.expiredTokenScenarios', checked);
      const again = await new Browser(t.app).post('/api/login', {
        username: w.userA.user.username,
        password: w.userA.password,
      });
      expect(again.statusCode).toBe(200);
      expect(await sessionRows(token)).toHaveLength(0);
    } finally {
      clock.set(START);
    }
  });
});
