/**
 * The authorization matrix: every route the app serves (read from the app: a route added without an entry
 * here fails the first test) against five callers: anonymous, guest A, guest B, user A and user B. Only
 * the owner succeeds; for a private story (or profile, or checkout) everyone else gets exactly the answer
 * a missing one gets, so nobody can tell that it exists. No answer ever carries a password hash, a session
 * token or someone's guest session id, and every /api/ answer is `no-store` unless its scenario says otherwise.
 *
 * Each route runs in a fresh world; within it the owner goes last, so a refusal is checked to have changed
 * nothing before the owner's own call changes something.
 */
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { Browser } from '../test-support/browser.js';
import { createTestApp, testAppForSuite } from '../test-support/test-app.js';
import { CALLERS, MATRIX, type Caller, type Expected, type Request, type Scenario } from './access-matrix.js';
import { listRoutes, routeKey, type Method } from './routes.js';
import { databaseFingerprint, recordFigure } from './support.js';
import { buildWorld, type World } from './world.js';

const cells = { checked: 0, head: 0, indistinguishable: 0 };
const secretsSeen: string[] = [];

const t = testAppForSuite(() =>
  createTestApp({
    env: { RATE_LIMIT_REGISTER_PER_HOUR: '100000', RATE_LIMIT_GUEST_SESSIONS_PER_HOUR: '100000' },
  }),
);

function browserOf(w: World, caller: Caller): Browser {
  const source =
    caller === 'anonymous'
      ? null
      : caller === 'guestA'
        ? w.guestA.browser
        : caller === 'guestB'
          ? w.guestB.browser
          : caller === 'userA'
            ? w.userA.browser
            : w.userB.browser;
  // A copy: what the server sets in answer does not leak into the next caller's cell.
  const browser = new Browser(t.app);
  for (const [k, v] of source?.cookies ?? []) browser.cookies.set(k, v);
  return browser;
}

function send(w: World, caller: Caller, request: Request): Promise<LightMyRequestResponse> {
  return browserOf(w, caller).request(
    request.method as 'GET',
    request.url,
    request.payload,
    request.headers ?? {},
  );
}

/** Nothing secret in any answer: no password hash, no session token, no guest id that is not the caller's. */
function assertNoSecrets(w: World, caller: Caller, res: LightMyRequestResponse, label: string) {
  const secrets = [
    w.userA.browser.cookies.get('sid')!,
    w.userB.browser.cookies.get('sid')!,
    ...(caller === 'guestA' ? [] : [w.guestA.sessionId]),
    ...(caller === 'guestB' ? [] : [w.guestB.sessionId]),
    w.userA.password,
  ];
  for (const secret of secrets) {
    if (res.body.includes(secret)) secretsSeen.push(`${label}: ${secret.slice(0, 6)}...`);
  }
  expect(res.body, label).not.toMatch(/scrypt\$|password_hash|passwordHash/);
}

const owners = (expected: Expected) => CALLERS.filter((c) => expected[c] < 300 && expected[c] >= 200);
/** Refused callers first, then those who succeed; the owner (A, or guest A) last of all. */
function order(expected: Expected): Caller[] {
  const ok = owners(expected);
  const rank = (c: Caller) => (ok.includes(c) ? (c === 'userA' || c === 'guestA' ? 2 : 1) : 0);
  return [...CALLERS].sort((a, b) => rank(a) - rank(b));
}

/** Runs one scenario for every caller; answers the world it ran in (a GET's is reused for its HEAD). */
async function runScenario(key: string, scenario: Scenario, method: Method, world?: World): Promise<World> {
  const w = world ?? (await buildWorld(t));
  const label = (caller: Caller) => `${method} ${key.split(' ')[1]} [${scenario.name}] as ${caller}`;
  const before = await databaseFingerprint(t.database.db);
  let refusalsDone = false;
  for (const caller of order(scenario.expect)) {
    const expected = scenario.expect[caller];
    const succeeds = expected >= 200 && expected < 400;
    if (succeeds && !refusalsDone) {
      refusalsDone = true;
      if (scenario.unchangedByRefusals !== false) {
        expect(
          await databaseFingerprint(t.database.db),
          `refusals of ${key} [${scenario.name}] changed something`,
        ).toEqual(before);
      }
    }
    const request = { ...scenario.request(w, caller), method };
    const res = await send(w, caller, request);
    cells.checked++;
    if (method === 'HEAD') cells.head++;
    expect(res.statusCode, `${label(caller)}: ${res.body.slice(0, 200)}`).toBe(expected);
    assertNoSecrets(w, caller, res, label(caller));
    if (request.url.startsWith('/api/')) {
      expect(res.headers['cache-control'], `${label(caller)}: Cache-Control`).toBe(
        scenario.cacheControl?.(caller) ?? 'no-store',
      );
    }
    if (succeeds && scenario.body && method !== 'HEAD' && res.statusCode < 300) {
      scenario.body(w, caller, res.json());
    }
    if (!succeeds && scenario.missing) {
      const absent = await send(w, caller, { ...scenario.missing(w, caller), method });
      const shape = (r: LightMyRequestResponse) => ({
        status: r.statusCode,
        type: r.headers['content-type'],
        body: r.body,
      });
      expect(shape(res), `${label(caller)} must look like a missing one`).toEqual(shape(absent));
      cells.indistinguishable++;
    }
  }
  // A scenario where everyone is refused: still nothing changed.
  if (!refusalsDone && scenario.unchangedByRefusals !== false) {
    expect(await databaseFingerprint(t.database.db), `refusals of ${key} [${scenario.name}]`).toEqual(before);
  }
  return w;
}

describe(
  'authorization matrix: every route x anonymous, guest A, guest B, user A, user B',
  { timeout: 300_000 },
  () => {
    it('every route the app serves has an entry, and every entry is a route', () => {
      const served = listRoutes(t.app);
      const keys = new Set(served.filter((r) => r.method !== 'HEAD').map(routeKey));
      expect(
        [...keys].filter((k) => !(k in MATRIX)),
        'routes without a matrix entry',
      ).toEqual([]);
      expect(
        Object.keys(MATRIX).filter((k) => !keys.has(k)),
        'matrix entries for routes that do not exist',
      ).toEqual([]);
      // HEAD exists exactly for the GET routes, and answers as GET does (checked below).
      const heads = served
        .filter((r) => r.method === 'HEAD')
        .map((r) => r.url)
        .sort();
      expect(heads).toEqual(
        served
          .filter((r) => r.method === 'GET')
          .map((r) => r.url)
          .sort(),
      );
    });

    for (const [key, scenarios] of Object.entries(MATRIX)) {
      const method = key.split(' ')[0] as Method;
      it(`${key}: ${scenarios.map((s) => s.name).join('; ')}`, async () => {
        for (const scenario of scenarios) {
          const world = await runScenario(key, scenario, method);
          // HEAD answers as GET does; reading changes nothing a GET scenario checks, so its world serves again.
          if (method === 'GET') await runScenario(key, scenario, 'HEAD', world);
        }
      });
    }

    it('no answer carried a secret, and the figures are recorded', () => {
      expect(secretsSeen).toEqual([]);
      recordFigure('accessMatrix', {
        database: t.database.kind,
        routes: Object.keys(MATRIX).length,
        callers: CALLERS.length,
        cellsChecked: cells.checked,
        ofWhichHead: cells.head,
        refusalsIndistinguishableFromMissing: cells.indistinguishable,
      });
    });
  },
);
