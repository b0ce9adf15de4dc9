/**
 * The outside probe's findings (issue 16, docs/security.md "Defects found and fixed"), replayed as the
 * probe ran them: black box, over HTTP, against a real server process in production mode, on the embedded
 * database or on PostgreSQL when TEST_DATABASE_URL is set. Memory (1) is bounded-memory.test.ts; several
 * instances (4, 5) are instances.test.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServerProcess, type ServerProcess } from '../test-support/server-process.js';
import {
  cleanupsAfterAll,
  expectJson,
  freshDatabaseEnv,
  HttpVisitor,
  killAtCleanup,
  postgresUrl,
  randomLoopbackAddress,
  recordFigure,
} from './support.js';

const cleanups = cleanupsAfterAll();

async function start(env: Record<string, string>): Promise<ServerProcess> {
  const database = await freshDatabaseEnv(cleanups, 'probe');
  const server = await startServerProcess({
    NODE_ENV: 'production',
    PAYMENT_PROVIDER: 'demo',
    RATE_LIMIT_REGISTER_PER_HOUR: '5',
    RATE_LIMIT_GUEST_SESSIONS_PER_HOUR: '5',
    RATE_LIMIT_LOGIN_FAILURES_PER_ADDRESS_PER_15_MIN: '20',
    LIMIT_EXEMPT_USER_IDS: '1',
    ...database,
    ...env,
  });
  killAtCleanup(cleanups, server);
  await server.ready(120_000);
  return server;
}

const figures: Record<string, unknown> = { database: postgresUrl ? 'postgres' : 'embedded' };
afterAll(() => recordFigure('probe findings', figures));

describe('the probe findings, replayed over HTTP', { timeout: 240_000 }, () => {
  let server: ServerProcess;
  beforeAll(async () => {
    // REDIS_URL names a port where nothing listens: Redis is down from the start (finding 7).
    server = await start({ REDIS_URL: 'redis://127.0.0.1:1' });
  }, 180_000);

  const visitor = (from = randomLoopbackAddress()) => {
    const v = new HttpVisitor(server.url, { localAddress: from });
    cleanups.push(() => v.close());
    return v;
  };
  const register = (v: HttpVisitor, username: string) =>
    v.post('/api/register', {
      username,
      password: 'correct horse battery',
      email: `${username}@example.com`,
    });

  it('2: X-Forwarded-For does not lift the per-address limits in production (TRUST_PROXY unset)', async () => {
    const from = randomLoopbackAddress();
    const statuses: number[] = [];
    for (let i = 0; i < 8; i++) {
      const outcome = await visitor(from).post('/api/guest/session', undefined, {
        'x-forwarded-for': `203.0.113.${i + 1}`,
      });
      statuses.push(outcome.kind === 'response' ? outcome.status : 0);
    }
    figures.forgedGuestSessions = statuses;
    expect(statuses.filter((s) => s === 201)).toHaveLength(5);
    expect(statuses.slice(5)).toEqual([429, 429, 429]);
  });

  it('3 and 7: spraying many usernames from one address is cut off, with Redis down, and /readyz says so', async () => {
    const from = randomLoopbackAddress();
    const statuses: number[] = [];
    for (let i = 0; i < 30; i++) {
      const outcome = await visitor(from).post('/api/login', {
        username: `sprayed_${i}`,
        password: 'Summer2026!',
      });
      statuses.push(outcome.kind === 'response' ? outcome.status : 0);
    }
    figures.sprayStatuses = `${statuses.filter((s) => s === 401).length} x 401, then ${statuses.filter((s) => s === 429).length} x 429`;
    expect(statuses.slice(0, 20).every((s) => s === 401)).toBe(true);
    expect(statuses.slice(20).every((s) => s === 429)).toBe(true);
    const ready = expectJson<{ status: string }>(await visitor().get('/readyz'), 200);
    expect(ready.status).toBe('degraded');
  });

  it('6: a long list comes a page at a time, every story once', async () => {
    const parent = visitor();
    // The first account is exempt from the monthly limit (LIMIT_EXEMPT_USER_IDS=1).
    expectJson(await register(parent, `probe_${Date.now().toString(36)}`), 201);
    const made = 120;
    for (let i = 0; i < made; i++) {
      expectJson(
        await parent.post('/api/stories', {
          childName: `Kid${i}`,
          animal: 'Owl',
          theme: 'Family',
          length: 'Short',
        }),
        201,
      );
    }
    const first = await parent.get('/api/stories/user');
    const page = expectJson<unknown[]>(first, 200);
    expect(page).toHaveLength(50);
    let cursor = first.kind === 'response' ? first.headers['x-next-cursor'] : undefined;
    let seen = page.length;
    let pages = 1;
    let largest = first.kind === 'response' ? first.body.length : 0;
    while (typeof cursor === 'string') {
      const next = await parent.get(`/api/stories/user?limit=100&cursor=${cursor}`);
      seen += expectJson<unknown[]>(next, 200).length;
      largest = Math.max(largest, next.kind === 'response' ? next.body.length : 0);
      cursor = next.kind === 'response' ? next.headers['x-next-cursor'] : undefined;
      pages++;
    }
    figures.pagination = { stories: made, pages, largestAnswerKb: Math.round(largest / 1024) };
    expect(seen).toBe(made);
    expect(pages).toBe(2); // 50, then the other 70 (limit=100)
  });

  it('8: a claimed guest id is 401 (ended), invisible characters in usernames are refused, .br is not served by name', async () => {
    const guest = visitor();
    const { sessionId } = expectJson<{ sessionId: string }>(await guest.post('/api/guest/session'), 201);
    const user = expectJson<{ id: number }>(await register(guest, `claim_${Date.now().toString(36)}`), 201);
    // Another tab of the same browser: it holds the guest cookie (the id alone is no guest at all).
    const otherTab = visitor();
    otherTab.cookies.set('guest_session', guest.cookies.get('guest_session')!);
    expectJson(
      await guest.post('/api/guest/claim', { guestSessionId: sessionId, targetUserId: user.id }),
      200,
    );
    const late = otherTab.post('/api/stories', {
      childName: 'Mia',
      animal: 'Owl',
      theme: 'Family',
      length: 'Short',
      guestSessionId: sessionId,
    });
    const ended = await late;
    expect(ended.kind === 'response' ? ended.status : 0).toBe(401);

    const zeroWidth = await register(visitor(), `zero\u200bwidth_${Date.now().toString(36)}`);
    expect(zeroWidth.kind === 'response' ? zeroWidth.status : 0).toBe(400);

    const br = await visitor().get('/index.html.br');
    expect(br.kind === 'response' ? br.headers['content-type'] : '').not.toBe('application/octet-stream');
  });
});
