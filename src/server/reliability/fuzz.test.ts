/**
 * Hostile input, property-based (fast-check): every route the app serves (read from the app, so a new
 * route is fuzzed the day it lands) gets bodies, path params, query strings and headers of the wrong type,
 * huge and deeply nested JSON, odd unicode, SQL and script fragments and prototype keys, from anonymous
 * visitors, a guest and two accounts. Whatever comes: never a 5xx, a refused request (4xx) changes no row
 * of any table, a 4xx from the API says what was wrong, and the server stays ready (/readyz).
 *
 * Through app.inject for speed; SOAK=1 runs ten times as many cases. On a failure fast-check prints the
 * seed and the smallest request that fails: replay it with fc.assert's { seed, path }.
 */
import fc from 'fast-check';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../test-support/test-app.js';
import { Browser } from '../test-support/browser.js';
import {
  CONTENT_TYPES,
  encodeAnything,
  headerValue,
  hostileJson,
  hostileQuery,
  hostileSegment,
  hostileString,
  mutatedBody,
  ORIGINS,
  RAW_BODIES,
} from './hostile-input.js';
import { fillParams, listRoutes, paramNames, routeKey, type Route } from './routes.js';
import { databaseFingerprint, recordFigure, soak, type Fingerprint, fuzzSeed } from './support.js';
import { buildWorld } from './world.js';

const RUNS_PER_ROUTE = soak ? 1000 : 120;
/** A bound in time too, shared by all routes, whatever the machine's speed: about a minute in all. */
const TOTAL_MS = soak ? 3_600_000 : 60_000;
/** Fewer cases than this on a route would prove little: the test fails rather than pass on almost nothing. */
const MIN_CASES_PER_ROUTE = 10;

const t = await createTestApp({
  env: {
    RATE_LIMIT_REGISTER_PER_HOUR: '100000',
    RATE_LIMIT_GUEST_SESSIONS_PER_HOUR: '100000',
    // User 1 (A, PREMIUM) and 2 (B) may write without a monthly limit: the fuzzing goes deep.
    LIMIT_EXEMPT_USER_IDS: '1,2',
  },
});
const world = await buildWorld(t);
const routes = listRoutes(t.app);
const MS_PER_ROUTE = Math.floor(TOTAL_MS / routes.length);
afterAll(async () => {
  await t.close();
});

type Caller = 'anonymous' | 'guest' | 'userA' | 'userB';
const CALLERS: Caller[] = ['anonymous', 'guest', 'userA', 'userB'];

/** Cookies per caller; renewed when a fuzzed request ended a session (logout, a new sign-in, a claim). */
const cookies: Record<Caller, string> = { anonymous: '', guest: '', userA: '', userB: '' };
const cookieHeader = (browser: Browser) =>
  [...browser.cookies].map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join('; ');

async function renewCallers(): Promise<void> {
  for (const [caller, signedIn] of [
    ['userA', world.userA],
    ['userB', world.userB],
  ] as const) {
    if ((await signedIn.browser.get('/api/user')).statusCode !== 200) {
      const res = await signedIn.browser.post('/api/login', {
        username: signedIn.user.username,
        password: signedIn.password,
      });
      expect(res.statusCode, `could not sign ${caller} in again`).toBe(200);
    }
    cookies[caller] = cookieHeader(signedIn.browser);
  }
  if (
    (await world.guestA.browser.get(`/api/stories/guest-count/${world.guestA.sessionId}`)).statusCode !== 200
  ) {
    const guest = new Browser(t.app);
    const res = await guest.post('/api/guest/session');
    world.guestA = { browser: guest, sessionId: res.json().sessionId };
  }
  cookies.guest = cookieHeader(world.guestA.browser);
}
await renewCallers();

/** Routes whose success can end or replace a caller's session. */
const SESSION_ROUTES = new Set([
  'POST /api/register',
  'POST /api/login',
  'POST /api/logout',
  'POST /api/guest/claim',
  'POST /api/auth/reset-password',
  'POST /api/auth/change-password',
  'DELETE /api/account',
]);

/** Real values for path params, so the fuzzing also reaches what lies behind a valid id. */
function realParams(name: string, route: Route): string[] {
  const story = [world.storyA, world.storyGuestA, world.publicStoryA, world.storyB];
  const file = world.previewA.split('/').pop()!;
  switch (name) {
    case 'id':
      return route.url.startsWith('/api/character-profiles') ? [world.profileA, world.profileB] : story;
    case 'storyId':
      return story;
    case 'userId':
      return [String(world.userA.user.id), String(world.userB.user.id)];
    case 'sessionId':
      return [world.guestA.sessionId, world.checkoutA];
    case 'file':
      return [file, 'bear.svg', 'friendship.svg'];
    default:
      return [];
  }
}

/** Valid bodies to start from, per route; the fuzzing bends them. */
function exampleBody(route: Route): Record<string, unknown> | undefined {
  switch (routeKey(route)) {
    case 'POST /api/register':
      return { username: 'fuzzy_parent', password: 'correct horse battery', email: 'fuzzy@example.com' };
    case 'POST /api/login':
      return { username: world.userA.user.username, password: world.userA.password };
    case 'POST /api/guest/claim':
      return { guestSessionId: world.guestA.sessionId, targetUserId: world.userA.user.id };
    case 'POST /api/stories':
      return {
        childName: 'Mia',
        animal: 'Bear',
        theme: 'Friendship',
        length: 'Short',
        userId: world.userA.user.id,
      };
    case 'PATCH /api/stories/:id':
      return { isFavorite: true, isPublic: false };
    case 'POST /api/stories/:id/progress':
      return { readDuration: 300, comprehensionScore: 90, notes: 'Loved the owl' };
    case 'POST /api/character-profiles':
    case 'PATCH /api/character-profiles/:id':
      return {
        name: 'Mia',
        age: 6,
        gender: 'Girl',
        hairColor: 'Red',
        eyeColor: 'Green',
        favoriteColor: 'teal',
        personality: ['Brave', 'Kind'],
        interests: ['owls'],
        description: 'Loves the moon',
      };
    case 'POST /api/subscription/create-checkout-session':
      return { planType: 'STANDARD', userId: world.userA.user.id };
    default:
      return undefined;
  }
}

type Body = { kind: 'none' } | { kind: 'json'; value: unknown } | { kind: 'raw'; text: string };

interface FuzzCase {
  caller: Caller;
  params: Record<string, string>;
  query: string;
  body: Body;
  /** undefined: the natural one for the body; null: none at all. */
  contentType: string | null | undefined;
  origin: string | undefined;
  extraCookie: [string, string] | undefined;
  extraHeaders: [string, string][];
}

function caseArbitrary(route: Route): fc.Arbitrary<FuzzCase> {
  const names = paramNames(route.url);
  const params = fc.record(
    Object.fromEntries(
      names.map((name) => {
        const real = realParams(name, route);
        return [
          name,
          real.length > 0
            ? fc.oneof(
                { weight: 2, arbitrary: fc.constantFrom(...real) },
                { weight: 3, arbitrary: hostileSegment },
              )
            : hostileSegment,
        ];
      }),
    ) as Record<string, fc.Arbitrary<string>>,
  );
  const form = fc
    .array(fc.tuple(fc.oneof(fc.constantFrom('session_id', 'action'), hostileString), hostileString), {
      maxLength: 3,
    })
    .map((pairs) => new URLSearchParams(pairs).toString());
  const body: fc.Arbitrary<Body> = fc.oneof(
    { weight: 1, arbitrary: fc.constant({ kind: 'none' as const }) },
    {
      weight: 6,
      arbitrary: mutatedBody(exampleBody(route)).map((value) => ({ kind: 'json' as const, value })),
    },
    { weight: 1, arbitrary: hostileJson.map((value) => ({ kind: 'json' as const, value })) },
    { weight: 2, arbitrary: fc.constantFrom(...RAW_BODIES).map((text) => ({ kind: 'raw' as const, text })) },
    { weight: 1, arbitrary: form.map((text) => ({ kind: 'raw' as const, text })) },
  );
  return fc.record({
    caller: fc.constantFrom(...CALLERS),
    params,
    query: fc.oneof({ weight: 4, arbitrary: fc.constant('') }, { weight: 1, arbitrary: hostileQuery }),
    body,
    contentType: fc.oneof(
      { weight: 5, arbitrary: fc.constant(undefined) },
      { weight: 1, arbitrary: fc.constant(null) },
      { weight: 2, arbitrary: fc.constantFrom(...CONTENT_TYPES) },
    ),
    origin: fc.option(fc.constantFrom(...ORIGINS), { nil: undefined, freq: 3 }),
    extraCookie: fc.option(
      fc.tuple(
        fc.constantFrom('sid', 'guest_session', '__proto__', 'constructor'),
        headerValue.map(encodeAnything),
      ),
      { nil: undefined, freq: 4 },
    ),
    extraHeaders: fc.array(
      fc.tuple(
        fc.constantFrom(
          'x-forwarded-for',
          'x-forwarded-proto',
          'accept',
          'accept-encoding',
          'if-none-match',
          'range',
          'stripe-signature',
          'referer',
          'x-http-method-override',
        ),
        headerValue,
      ),
      { maxLength: 2 },
    ),
  });
}

function toInject(route: Route, c: FuzzCase): InjectOptions & { method: string; url: string } {
  const headers: Record<string, string> = {};
  let payload: string | undefined;
  if (c.body.kind === 'json') payload = JSON.stringify(c.body.value) ?? 'null';
  if (c.body.kind === 'raw') payload = c.body.text;
  if (payload !== undefined && c.contentType === undefined) headers['content-type'] = 'application/json';
  if (typeof c.contentType === 'string') headers['content-type'] = c.contentType;
  if (c.origin) headers.origin = c.origin;
  const cookie = [cookies[c.caller], c.extraCookie ? `${c.extraCookie[0]}=${c.extraCookie[1]}` : '']
    .filter(Boolean)
    .join('; ');
  if (cookie) headers.cookie = cookie;
  for (const [name, value] of c.extraHeaders) headers[name] = value;
  return {
    method: route.method,
    url: fillParams(route.url, c.params) + c.query,
    headers,
    ...(payload !== undefined ? { payload } : {}),
  };
}

let fingerprint: Fingerprint = await databaseFingerprint(t.database.db);
const casesPerRoute: Record<string, number> = {};
const statusesSeen: Record<string, number> = {};

async function check(route: Route, c: FuzzCase): Promise<void> {
  const request = toInject(route, c);
  let res: LightMyRequestResponse;
  try {
    res = await t.app.inject(request);
  } catch (error) {
    throw new Error(`inject threw for ${request.method} ${request.url}: ${String(error)}`, { cause: error });
  }
  casesPerRoute[routeKey(route)] = (casesPerRoute[routeKey(route)] ?? 0) + 1;
  statusesSeen[res.statusCode] = (statusesSeen[res.statusCode] ?? 0) + 1;
  const said = `${request.method} ${request.url.slice(0, 200)} as ${c.caller} -> ${res.statusCode} ${res.body.slice(0, 300)}`;
  expect(res.statusCode, said).toBeLessThan(500);

  const after = await databaseFingerprint(t.database.db);
  if (res.statusCode >= 400) {
    expect(after, `a refused request changed the database: ${said}`).toEqual(fingerprint);
    if (
      String(res.headers['content-type'] ?? '').startsWith('application/json') &&
      request.method !== 'HEAD'
    ) {
      const message = (JSON.parse(res.body) as { message?: unknown }).message;
      expect(typeof message === 'string' && message.length > 0, `a 4xx without a message: ${said}`).toBe(
        true,
      );
    }
  } else {
    fingerprint = after;
    if (SESSION_ROUTES.has(routeKey(route))) {
      await renewCallers();
      fingerprint = await databaseFingerprint(t.database.db);
    }
  }
}

describe('hostile input on every route', { timeout: soak ? 3_600_000 : 120_000 }, () => {
  it.each(routes.map((r) => [routeKey(r), r] as const))(
    '%s: never a 5xx; a refusal changes nothing',
    async (_key, route) => {
      // The time bound is kept here rather than with fast-check's interruptAfterTimeLimit, which abandons
      // the request in flight (it would then change the database under the next route's checks).
      const deadline = Date.now() + MS_PER_ROUTE;
      await fc.assert(
        fc.asyncProperty(caseArbitrary(route), async (c) => {
          if (Date.now() < deadline) await check(route, c);
        }),
        { numRuns: RUNS_PER_ROUTE, seed: fuzzSeed },
      );
      expect(casesPerRoute[routeKey(route)] ?? 0).toBeGreaterThanOrEqual(MIN_CASES_PER_ROUTE);
      const ready = await t.app.inject({ method: 'GET', url: '/readyz' });
      expect(ready.statusCode).toBe(200);
    },
  );

  it('the server stayed healthy and the figures are recorded', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
    const total = Object.values(casesPerRoute).reduce((a, b) => a + b, 0);
    recordFigure('fuzz', {
      database: t.database.kind,
      routes: routes.length,
      cases: total,
      casesPerRoute,
      statuses: statusesSeen,
    });
    expect(Object.keys(casesPerRoute).length).toBe(routes.length);
  });
});
