/**
 * Several server processes on one PostgreSQL (and one Redis for the rate limits), as production runs them
 * behind a load balancer: sessions made on one work on the other, the monthly allowance stays exact with
 * creates spread over both, and rate limits count across both (docs/product.md §6.1, §10, §12).
 * src/server/http/rate-limits.test.ts shows the shared limits in-process; this shows them between processes.
 *
 * Requests leave from a random 127.x.y.z address, so the per-address limits in a shared Redis start from
 * zero for this run and never touch anyone else's.
 */
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../shared/messages.js';
import { SESSION_MEMORY_MS } from '../modules/accounts/accounts.service.js';
import { Browser, signUp } from '../test-support/browser.js';
import { freePort, startServerProcess, type ServerProcess } from '../test-support/server-process.js';
import { createTestApp } from '../test-support/test-app.js';
import {
  expectJson,
  freshPostgresDatabase,
  HttpVisitor,
  pollFor,
  postgresUrl,
  randomLoopbackAddress,
  recordFigure,
  redisUrl,
  type FreshDatabase,
} from './support.js';
import { itWith, describeWith } from '../test-support/services.js';

const LIMITS = {
  RATE_LIMIT_LOGIN_PER_15_MIN: '3',
  RATE_LIMIT_GUEST_SESSIONS_PER_HOUR: '6',
  RATE_LIMIT_REGISTER_PER_HOUR: '1000',
};

describeWith(postgresUrl, 'TEST_DATABASE_URL')(
  'two instances on one PostgreSQL (needs TEST_DATABASE_URL)',
  { timeout: 180_000 },
  () => {
    let database: FreshDatabase;
    let a: ServerProcess;
    let b: ServerProcess;
    const address = randomLoopbackAddress();
    const visitors: HttpVisitor[] = [];
    const figures: Record<string, unknown> = { redis: Boolean(redisUrl) };

    /** A browser whose requests go to instance `to` (and may be sent to the other one later). */
    const visitor = (to: ServerProcess, from = address) => {
      const v = new HttpVisitor(to.url, { localAddress: from });
      visitors.push(v);
      return v;
    };
    const on = <T>(v: HttpVisitor, to: ServerProcess, call: (v: HttpVisitor) => Promise<T>) => {
      v.baseUrl = to.url;
      return call(v);
    };
    let userCount = 0;
    const register = async (v: HttpVisitor) => {
      userCount++;
      const username = `multi_${userCount}_${Math.random().toString(36).slice(2, 8)}`;
      const user = expectJson<{ id: number; username: string }>(
        await v.post('/api/register', {
          username,
          password: 'correct horse battery',
          email: `${username}@example.com`,
        }),
        201,
      );
      return user;
    };

    beforeAll(async () => {
      database = await freshPostgresDatabase(postgresUrl!, 'multi');
      const env = { DATABASE_URL: database.url, ...LIMITS, ...(redisUrl ? { REDIS_URL: redisUrl } : {}) };
      // Both start at once on an empty database: the migration lock lets one migrate while the other waits.
      [a, b] = await Promise.all([startServerProcess(env), startServerProcess(env)]);
      await Promise.all([a.ready(), b.ready()]);
    });
    afterAll(async () => {
      for (const v of visitors) v.close();
      for (const server of [a, b]) {
        if (server && server.child.exitCode === null) {
          server.child.kill('SIGTERM');
          await server.exited;
        }
      }
      await database?.drop();
      recordFigure('instances', figures);
    });

    it('a session made on one instance works on the other; signing out on one ends it on both (on the other within a second)', async () => {
      const browser = visitor(a);
      const user = await register(browser);
      expect(expectJson<{ id: number }>(await on(browser, b, (v) => v.get('/api/user')), 200).id).toBe(
        user.id,
      );
      // A story made through B is read through A.
      const story = expectJson<{ id: string }>(
        await on(browser, b, (v) =>
          v.post('/api/stories', { childName: 'Noor', animal: 'Fox', theme: 'Family', length: 'Short' }),
        ),
        201,
      );
      expect(
        expectJson<{ id: string }>(await on(browser, a, (v) => v.get(`/api/stories/${story.id}`)), 200).id,
      ).toBe(story.id);
      // A guest session too.
      const guest = visitor(a);
      const { sessionId } = expectJson<{ sessionId: string }>(await guest.post('/api/guest/session'), 201);
      expect(
        expectJson<{ count: number }>(
          await on(guest, b, (v) => v.get(`/api/stories/guest-count/${sessionId}`)),
          200,
        ).count,
      ).toBe(0);

      // Signing out on B ends the session on B at once, and on A within a second: B publishes the ended
      // session through LISTEN/NOTIFY (db/change-feed.ts) and A forgets what it remembered of it.
      const token = browser.cookies.get('sid')!;
      const signedOutAt = Date.now();
      expectJson(await on(browser, b, (v) => v.post('/api/logout')), 200);
      const replay = visitor(a);
      replay.cookies.set('sid', token);
      const status = async (to: ServerProcess) => {
        replay.cookies.set('sid', token); // an answer that clears the dead cookie must not stop the replay
        const outcome = await on(replay, to, (v) => v.get('/api/user'));
        return outcome.kind === 'response' ? outcome.status : 0;
      };
      expect(await status(b)).toBe(401);
      const endedOnA = await pollFor(
        async () => ((await status(a)) === 401 ? Date.now() - signedOutAt : undefined),
        { timeoutMs: SESSION_MEMORY_MS + 3_000, everyMs: 100, what: 'the session to end on A' },
      );
      expect(endedOnA).toBeLessThanOrEqual(1_000);
      expect(await status(b)).toBe(401);
      figures.signOutEndedOnOtherInstanceWithinMs = endedOnA;
    });

    it('a shared story made private on one instance is gone from the other within a second', async () => {
      const owner = visitor(a);
      await register(owner);
      const story = expectJson<{ id: string }>(
        await owner.post('/api/stories', {
          childName: 'Ivo',
          animal: 'Owl',
          theme: 'Family',
          length: 'Short',
        }),
        201,
      );
      expectJson(await owner.request('PATCH', `/api/stories/${story.id}`, { isPublic: true }), 200);
      // A stranger reads it through A twice: A now remembers the shared story.
      const stranger = visitor(a, randomLoopbackAddress());
      for (let i = 0; i < 2; i++) expectJson(await stranger.get(`/api/stories/${story.id}`), 200);
      const privateAt = Date.now();
      expectJson(
        await on(owner, b, (v) => v.request('PATCH', `/api/stories/${story.id}`, { isPublic: false })),
        200,
      );
      const goneOnA = await pollFor(
        async () => {
          const outcome = await stranger.get(`/api/stories/${story.id}`);
          return outcome.kind === 'response' && outcome.status === 404 ? Date.now() - privateAt : undefined;
        },
        { timeoutMs: 5_000, everyMs: 50, what: 'the story to be gone from A' },
      );
      expect(goneOnA).toBeLessThanOrEqual(1_000);
      figures.unsharedGoneOnOtherInstanceWithinMs = goneOnA;
    });

    it('six checkouts of one user completing at once over both instances leave one active subscription', async () => {
      const rounds = 12;
      const actives: number[] = [];
      for (let round = 0; round < rounds; round++) {
        const browser = visitor(a);
        const user = await register(browser);
        const sessions = await Promise.all(
          (['STANDARD', 'PREMIUM', 'STANDARD', 'PREMIUM', 'STANDARD', 'PREMIUM'] as const).map(
            async (planType) =>
              expectJson<{ sessionId: string }>(
                await browser.post('/api/subscription/create-checkout-session', {
                  planType,
                  userId: user.id,
                }),
                200,
              ),
          ),
        );
        const pay = (to: ServerProcess, sessionId: string) => {
          const v = visitor(to);
          for (const [k, val] of browser.cookies) v.cookies.set(k, val);
          return v.request('POST', '/demo-checkout/complete', `session_id=${sessionId}&action=pay`, {
            'content-type': 'application/x-www-form-urlencoded',
            origin: `http://localhost:${to.port}`,
          });
        };
        // Paid at the same moment, spread over both instances.
        const outcomes = await Promise.all(sessions.map((s, i) => pay(i % 2 ? b : a, s.sessionId)));
        for (const outcome of outcomes) {
          expect(outcome.kind === 'response' ? outcome.status : 0).toBeLessThan(400);
        }
        const client = new pg.Client({ connectionString: database.url });
        await client.connect();
        try {
          const { rows } = await client.query<{ n: number }>(
            'SELECT count(*)::int AS n FROM subscriptions WHERE user_id = $1 AND is_active',
            [user.id],
          );
          actives.push(rows[0]!.n);
        } finally {
          await client.end();
        }
      }
      figures.parallelCheckoutsActiveRows = actives;
      expect(actives).toEqual(Array(rounds).fill(1));
    });

    it('creates spread over both instances at once keep the monthly allowance exact', async () => {
      const results: Record<string, { created: number; refused: number }> = {};
      const attempt = async (
        label: string,
        browsers: HttpVisitor[],
        body: Record<string, unknown>,
        limit: number,
      ) => {
        // 16 creates at once, alternating between the instances, each browser on its own connection pool.
        const outcomes = await Promise.all(
          Array.from({ length: 16 }, (_, i) =>
            on(browsers[i % browsers.length]!, i % 2 === 0 ? a : b, (v) => v.post('/api/stories', body)),
          ),
        );
        const created = outcomes.filter((o) => o.kind === 'response' && o.status === 201).length;
        const refused = outcomes.filter(
          (o) => o.kind === 'response' && o.status === 403 && o.body.includes('monthly story limit'),
        ).length;
        expect(created + refused, JSON.stringify(outcomes.filter((o) => o.kind !== 'response'))).toBe(16);
        expect(created).toBe(limit);
        results[label] = { created, refused };
      };

      // A FREE account (4 a month), signed in on both instances at once.
      const owner = visitor(a);
      const user = await register(owner);
      const twin = visitor(b);
      twin.cookies.set('sid', owner.cookies.get('sid')!);
      await attempt(
        'FREE account',
        [owner, twin],
        { childName: 'Ivo', animal: 'Bear', theme: 'Kindness', length: 'Short', userId: user.id },
        4,
      );
      expect(
        expectJson<{ count: number }>(await on(owner, b, (v) => v.get(`/api/stories/count/${user.id}`)), 200)
          .count,
      ).toBe(4);
      expect(expectJson<unknown[]>(await on(owner, a, (v) => v.get('/api/stories')), 200)).toHaveLength(4);

      // A guest (4 a month), in two tabs (its cookie) on the two instances, naming its id in the body.
      const guest = visitor(a);
      const { sessionId } = expectJson<{ sessionId: string }>(await guest.post('/api/guest/session'), 201);
      const otherTab = visitor(b);
      otherTab.cookies.set('guest_session', guest.cookies.get('guest_session')!);
      await attempt(
        'guest',
        [guest, otherTab],
        { childName: 'Uma', animal: 'Owl', theme: 'Sharing', length: 'Short', guestSessionId: sessionId },
        4,
      );
      expect(
        expectJson<{ count: number }>(
          await on(otherTab, b, (v) => v.get(`/api/stories/guest-count/${sessionId}`)),
          200,
        ).count,
      ).toBe(4);
      figures.allowance = results;
    });

    itWith(redisUrl, 'REDIS_URL')(
      'rate limits hold across both instances (needs REDIS_URL): failed sign-ins and guest sessions',
      async () => {
        // Failed sign-ins per username: 3 allowed in 15 minutes, wherever they land.
        const target = visitor(a);
        const user = await register(target);
        const guesser = visitor(a);
        const statuses: number[] = [];
        for (const to of [a, b, a, b, a]) {
          const outcome = await on(guesser, to, (v) =>
            v.post('/api/login', { username: user.username, password: 'wrong guess 1' }),
          );
          statuses.push(outcome.kind === 'response' ? outcome.status : 0);
        }
        expect(statuses).toEqual([401, 401, 401, 429, 429]);
        // Even the right password is refused for the rest of the window, on either instance.
        const blocked = await on(guesser, b, (v) =>
          v.post('/api/login', { username: user.username, password: 'correct horse battery' }),
        );
        expect(blocked.kind === 'response' && JSON.parse(blocked.body).message).toBe(MESSAGES.tooManySignIns);

        // Guest sessions per address: 6 an hour, counted across both (from an address of its own).
        const fresh = visitor(a, randomLoopbackAddress());
        const made: number[] = [];
        for (const to of [a, b, a, b, a, b, a, b]) {
          const outcome = await on(fresh, to, (v) => v.post('/api/guest/session'));
          made.push(outcome.kind === 'response' ? outcome.status : 0);
        }
        expect(made).toEqual([201, 201, 201, 201, 201, 201, 429, 429]);
        figures.rateLimits = { failedSignIns: statuses, guestSessions: made };
      },
    );
  },
);

describe('a Redis outage', { timeout: 60_000 }, () => {
  it('locks nobody out: with the rate-limit store unreachable, sign-up, sign-in and guest sessions still work', async () => {
    // REDIS_URL names a port where nothing listens (as when Redis is down): the limits count in this
    // process instead (src/server/http/limit-store.ts), neither refusing everyone nor switching off;
    // rate-limits.test.ts "rate limits while Redis is unreachable" shows them still enforced.
    const t = await createTestApp({ env: { REDIS_URL: `redis://127.0.0.1:${await freePort()}` } });
    try {
      const started = Date.now();
      const { user, password } = await signUp(t.app);
      expect(
        (await new Browser(t.app).post('/api/login', { username: user.username, password })).statusCode,
      ).toBe(200);
      expect((await new Browser(t.app).post('/api/guest/session')).statusCode).toBe(201);
      recordFigure('instances.redisOutageMs', Date.now() - started);
    } finally {
      await t.close();
    }
  });
});
