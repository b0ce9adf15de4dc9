/**
 * The access matrix's entries: for every route, who may do what (docs/product.md §6). Read by
 * access-matrix.test.ts (every route x five callers) and sessions.test.ts (an ended session is anonymous on
 * every route).
 */
import crypto from 'node:crypto';
import { expect } from 'vitest';
import type { Method } from './routes.js';
import type { World } from './world.js';
import { audioFixture } from '../test-support/recordings.js';

export const CALLERS = ['anonymous', 'guestA', 'guestB', 'userA', 'userB'] as const;
export type Caller = (typeof CALLERS)[number];
export type Expected = Record<Caller, number>;

export interface Request {
  method: Method;
  url: string;
  payload?: unknown;
  headers?: Record<string, string>;
}

export interface Scenario {
  name: string;
  request(w: World, caller: Caller): Request;
  expect: Expected;
  /** The same request for a resource that does not exist: refusals must be indistinguishable from it. */
  missing?(w: World, caller: Caller): Request;
  /** Checks on a successful answer (whose data it is). */
  body?(w: World, caller: Caller, json: unknown): void;
  /** After the refusals, before the owner's call: nothing changed. Defaults to the database fingerprint. */
  unchangedByRefusals?: boolean;
  /**
   * The Cache-Control an /api/ answer carries for this caller: `no-store` unless said here (an answer about
   * a child or an account is kept by no HTTP cache, docs/decisions/024-the-device-forgets.md).
   */
  cacheControl?(caller: Caller): string;
}

/** The caller's own cookies plus guest A's cookie: a browser where guest A's session was started. */
function withGuestACookie(w: World, caller: Caller): string {
  const own =
    caller === 'userA'
      ? w.userA.browser
      : caller === 'userB'
        ? w.userB.browser
        : caller === 'guestB'
          ? w.guestB.browser
          : null;
  const cookies = new Map(own?.cookies ?? []);
  cookies.set('guest_session', w.guestA.browser.cookies.get('guest_session')!);
  return [...cookies].map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join('; ');
}

const everyone = (status: number): Expected => ({
  anonymous: status,
  guestA: status,
  guestB: status,
  userA: status,
  userB: status,
});
/** A's own account: nobody 401, guests 401, user B 403 (another user's id), A `ok`. */
const accountOfA = (ok: number): Expected => ({
  anonymous: 401,
  guestA: 401,
  guestB: 401,
  userB: 403,
  userA: ok,
});
/** A's private thing found by id: only A; signed-in strangers 404; those who need an account 401. */
const ownedByA = (ok: number, strangers = 404, noAccount = 404): Expected => ({
  anonymous: noAccount,
  guestA: noAccount,
  guestB: noAccount,
  userB: strangers,
  userA: ok,
});
const ownedByGuestA = (ok: number): Expected => ({
  anonymous: 404,
  guestA: ok,
  guestB: 404,
  userA: 404,
  userB: 404,
});
const signedInOnly = (ok: number): Expected => ({
  anonymous: 401,
  guestA: 401,
  guestB: 401,
  userA: ok,
  userB: ok,
});

const missingStory = () => crypto.randomUUID();
const missingCheckout = () => `cs_demo_${crypto.randomBytes(24).toString('base64url')}`;
const storyBody = (w: World) => ({
  childName: 'Mia',
  animal: 'Bear',
  theme: 'Friendship',
  length: 'Short',
  userId: w.userA.user.id,
});
const ids = (json: unknown) => (json as { id: string }[]).map((s) => s.id).sort();
/** The answer is the signed-in caller's own user, A's for A and B's for B. */
const isTheCaller: Scenario['body'] = (w, caller, json) =>
  expect((json as { id: number }).id).toBe(caller === 'userA' ? w.userA.user.id : w.userB.user.id);
/**
 * A request about one story found by id (then `path`, then `payload`), and the same request for a story that
 * does not exist.
 */
const onStory = (
  method: Method,
  story: (w: World) => string,
  path = '',
  payload?: unknown,
): Pick<Scenario, 'request' | 'missing'> => {
  const ask = (id: string): Request => ({
    method,
    url: `/api/stories/${id}${path}`,
    ...(payload !== undefined ? { payload } : {}),
  });
  return { request: (w) => ask(story(w)), missing: () => ask(missingStory()) };
};
/** A list of stories at `url`: each caller its own (an anonymous browser has none to list), nobody else's. */
const ownStories = (name: string, url: string): Scenario[] => [
  {
    name,
    request: () => ({ method: 'GET', url }),
    expect: { anonymous: 401, guestA: 200, guestB: 200, userA: 200, userB: 200 },
    body: (w, caller, json) =>
      expect(ids(json)).toEqual(
        {
          anonymous: [],
          guestA: [w.storyGuestA],
          guestB: [],
          userA: [w.storyA, w.publicStoryA].sort(),
          userB: [w.storyB],
        }[caller],
      ),
  },
];
const demoForm = (sessionId: string) => ({
  payload: new URLSearchParams({ session_id: sessionId, action: 'pay' }).toString(),
  headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'http://localhost:3000' },
});

/** A request about one of A's recordings of a story (then `path`), and the same for a story that is not there. */
const onRecording = (
  method: Method,
  story: (w: World) => string,
  recording: (w: World) => string,
  path = '',
  extra: Partial<Request> = {},
): Pick<Scenario, 'request' | 'missing'> => {
  const ask = (storyId: string, recordingId: string): Request => ({
    method,
    url: `/api/stories/${storyId}/recordings/${recordingId}${path}`,
    ...extra,
  });
  return {
    request: (w) => ask(story(w), recording(w)),
    missing: (w) => ask(missingStory(), recording(w)),
  };
};
const audioUpload = { payload: audioFixture('tone.webm'), headers: { 'content-type': 'audio/webm' } };
/** A request through an invitation's link, and the same with a token nobody was given. */
const byInvitation = (
  method: Method,
  path = '',
  extra: Partial<Request> = {},
): Pick<Scenario, 'request' | 'missing'> => ({
  request: (w) => ({ method, url: `/api/recording-invitations/${w.invitationA.token}${path}`, ...extra }),
  missing: () => ({
    method,
    url: `/api/recording-invitations/${crypto.randomBytes(32).toString('base64url')}${path}`,
    ...extra,
  }),
});
const recorderNames = (json: unknown) =>
  (json as { recordings: { recorderName: string }[] }).recordings.map((r) => r.recorderName).sort();

/** The matrix: one entry per route (GET entries also stand for HEAD), each with its scenarios. */
export const MATRIX: Record<string, Scenario[]> = {
  'GET /healthz': [
    { name: 'public', request: () => ({ method: 'GET', url: '/healthz' }), expect: everyone(200) },
  ],
  'GET /readyz': [
    { name: 'public', request: () => ({ method: 'GET', url: '/readyz' }), expect: everyone(200) },
  ],
  'GET /api/config': [
    {
      name: 'public, no secret',
      request: () => ({ method: 'GET', url: '/api/config' }),
      expect: everyone(200),
      body: (_w, _c, json) => expect(JSON.stringify(json)).not.toMatch(/sk_(test|live)_|whsec_/),
    },
  ],
  'POST /api/register': [
    {
      name: 'anyone may create an account',
      request: () => {
        const username = `matrix_${crypto.randomBytes(4).toString('hex')}`;
        return {
          method: 'POST',
          url: '/api/register',
          payload: { username, password: 'correct horse battery', email: `${username}@example.com` },
        };
      },
      expect: everyone(201),
      unchangedByRefusals: false,
    },
  ],
  'POST /api/login': [
    {
      name: "A's right password signs in as A, whoever sends it",
      request: (w) => ({
        method: 'POST',
        url: '/api/login',
        payload: { username: w.userA.user.username, password: w.userA.password },
      }),
      expect: everyone(200),
      body: (w, _c, json) => expect((json as { id: number }).id).toBe(w.userA.user.id),
      unchangedByRefusals: false,
    },
    {
      name: 'a wrong password is refused like an unknown username',
      request: (w) => ({
        method: 'POST',
        url: '/api/login',
        payload: { username: w.userA.user.username, password: 'not the password' },
      }),
      missing: () => ({
        method: 'POST',
        url: '/api/login',
        payload: {
          username: `nobody_${crypto.randomBytes(4).toString('hex')}`,
          password: 'not the password',
        },
      }),
      expect: everyone(401),
    },
  ],
  'POST /api/help': [
    {
      name: 'anyone may ask for help (the contact form); it writes nothing',
      request: () => ({
        method: 'POST',
        url: '/api/help',
        payload: { email: 'parent@example.com', message: 'How do I print a story?' },
      }),
      expect: everyone(202),
    },
  ],
  'POST /api/logout': [
    {
      name: "ends the caller's own session only",
      request: () => ({ method: 'POST', url: '/api/logout' }),
      expect: everyone(200),
      unchangedByRefusals: false,
    },
  ],
  'GET /api/user': [
    {
      name: 'the signed-in user, themselves',
      request: () => ({ method: 'GET', url: '/api/user' }),
      expect: signedInOnly(200),
      body: isTheCaller,
    },
  ],
  'POST /api/guest/session': [
    {
      name: 'anyone may start a guest session',
      request: () => ({ method: 'POST', url: '/api/guest/session' }),
      expect: everyone(201),
      unchangedByRefusals: false,
    },
  ],
  'POST /api/guest/claim': [
    {
      // Every caller holds guest A's cookie here (A's browser after signing up): only A's account claims.
      name: "guest A's stories into A's account, from a browser with guest A's cookie: only A",
      request: (w, caller) => ({
        method: 'POST',
        url: '/api/guest/claim',
        payload: { guestSessionId: w.guestA.sessionId, targetUserId: w.userA.user.id },
        headers: { cookie: withGuestACookie(w, caller) },
      }),
      expect: accountOfA(200),
      body: (_w, _c, json) => expect(json).toEqual({ claimed: 1 }),
    },
    {
      // The id alone names guest A's session but is not its key (docs/product.md §10): even A's account
      // gets 404 from a browser without guest A's cookie, as for an unknown session.
      name: "guest A's id without guest A's cookie: nobody",
      request: (w, caller) => ({
        method: 'POST',
        url: '/api/guest/claim',
        payload: {
          guestSessionId: w.guestA.sessionId,
          targetUserId: caller === 'userB' ? w.userB.user.id : w.userA.user.id,
        },
      }),
      missing: (w, caller) => ({
        method: 'POST',
        url: '/api/guest/claim',
        payload: {
          guestSessionId: crypto.randomBytes(32).toString('base64url'),
          targetUserId: caller === 'userB' ? w.userB.user.id : w.userA.user.id,
        },
      }),
      expect: { anonymous: 401, guestA: 401, guestB: 401, userA: 404, userB: 404 },
    },
  ],
  'GET /api/stories/guest-count/:sessionId': [
    {
      // Each guest's own count, by its cookie; another browser naming guest A's id gets what a guessed
      // id gets: an unknown session (docs/product.md §10, "The guest id is not a key").
      name: "each guest its own count; guest A's id elsewhere is unknown",
      request: (w) => ({
        method: 'GET',
        url: `/api/stories/guest-count/${w.guestA.sessionId}`,
      }),
      missing: () => ({
        method: 'GET',
        url: `/api/stories/guest-count/${crypto.randomBytes(32).toString('base64url')}`,
      }),
      expect: { anonymous: 404, guestA: 200, guestB: 404, userA: 404, userB: 404 },
      body: (_w, _caller, json) => expect(json).toEqual({ count: 1 }),
    },
    {
      name: 'each guest its own count; a guessed id is unknown',
      request: (w, caller) => ({
        method: 'GET',
        url: `/api/stories/guest-count/${caller === 'guestA' ? w.guestA.sessionId : caller === 'guestB' ? w.guestB.sessionId : crypto.randomBytes(32).toString('base64url')}`,
      }),
      missing: () => ({
        method: 'GET',
        url: `/api/stories/guest-count/${crypto.randomBytes(32).toString('base64url')}`,
      }),
      expect: { anonymous: 404, guestA: 200, guestB: 200, userA: 404, userB: 404 },
      body: (_w, caller, json) => expect(json).toEqual({ count: caller === 'guestA' ? 1 : 0 }),
    },
  ],
  'POST /api/stories': [
    {
      name: "a story for A's account: only A",
      request: (w) => ({ method: 'POST', url: '/api/stories', payload: storyBody(w) }),
      expect: accountOfA(201),
    },
  ],
  'GET /api/stories': ownStories("each caller's own stories, nobody else's", '/api/stories'),
  'GET /api/stories/user': [
    {
      name: "the signed-in user's own stories",
      request: () => ({ method: 'GET', url: '/api/stories/user' }),
      expect: signedInOnly(200),
      body: (w, caller, json) =>
        expect(ids(json)).toEqual(caller === 'userA' ? [w.storyA, w.publicStoryA].sort() : [w.storyB]),
    },
  ],
  'GET /api/stories/favorites': [
    {
      name: "the signed-in user's own favourites",
      request: () => ({ method: 'GET', url: '/api/stories/favorites' }),
      expect: signedInOnly(200),
      body: (_w, _c, json) => expect(json).toEqual([]),
    },
  ],
  'GET /api/stories/children': [
    {
      name: "the names of the signed-in user's own children",
      request: () => ({ method: 'GET', url: '/api/stories/children' }),
      expect: signedInOnly(200),
      body: (_w, caller, json) => {
        const { children } = json as { children: string[] };
        const [own, others] =
          caller === 'userA' ? [['Alma', 'Pia'], ['Bruno']] : [['Bruno'], ['Alma', 'Pia']];
        expect(children).toEqual(expect.arrayContaining(own));
        for (const name of others) expect(children).not.toContain(name);
      },
    },
  ],
  'GET /api/stories/count/:userId': [
    {
      name: "A's monthly count: only A",
      request: (w) => ({ method: 'GET', url: `/api/stories/count/${w.userA.user.id}` }),
      expect: accountOfA(200),
      body: (_w, _c, json) => expect(json).toEqual({ count: 2 }),
    },
  ],
  'GET /api/stories/:id': [
    {
      name: "A's private story",
      ...onStory('GET', (w) => w.storyA),
      expect: ownedByA(200),
      body: (w, _c, json) => expect(json).toMatchObject({ id: w.storyA, isOwner: true }),
      unchangedByRefusals: true,
    },
    {
      name: "guest A's private story",
      ...onStory('GET', (w) => w.storyGuestA),
      expect: ownedByGuestA(200),
    },
    {
      name: "A's shared (public) story: anyone reads it, only A as its owner",
      request: (w) => ({ method: 'GET', url: `/api/stories/${w.publicStoryA}` }),
      expect: everyone(200),
      // Only a stranger's copy may be kept, by their browser alone, revalidated at every read.
      cacheControl: (caller) => (caller === 'userA' ? 'no-store' : 'private, no-cache'),
      body: (w, caller, json) =>
        expect(json).toMatchObject(
          caller === 'userA'
            ? { isOwner: true, userId: w.userA.user.id }
            : { isOwner: false, userId: null, characterProfileId: null },
        ),
      unchangedByRefusals: false,
    },
  ],
  'PATCH /api/stories/:id': [
    {
      name: "A's private story",
      ...onStory('PATCH', (w) => w.storyA, '', { isPublic: true }),
      expect: ownedByA(200),
    },
    {
      name: "A's public story: still only A",
      ...onStory('PATCH', (w) => w.publicStoryA, '', { isPublic: false }),
      expect: ownedByA(200),
    },
    {
      name: "guest A's story",
      ...onStory('PATCH', (w) => w.storyGuestA, '', { isPublic: true }),
      expect: ownedByGuestA(200),
    },
  ],
  'DELETE /api/stories/:id': [
    {
      name: "A's private story: only A",
      ...onStory('DELETE', (w) => w.storyA),
      expect: ownedByA(204),
    },
    {
      name: "A's shared story: readers who are not its owner are told so (403)",
      request: (w) => ({ method: 'DELETE', url: `/api/stories/${w.publicStoryA}` }),
      expect: { anonymous: 403, guestA: 403, guestB: 403, userB: 403, userA: 204 },
    },
    {
      name: "guest A's story: only guest A",
      ...onStory('DELETE', (w) => w.storyGuestA),
      expect: ownedByGuestA(204),
    },
  ],
  'GET /api/stories/recent': ownStories(
    "each caller's own recent stories, nobody else's",
    '/api/stories/recent',
  ),
  'POST /api/stories/:id/progress': [
    {
      name: "A's private story",
      ...onStory('POST', (w) => w.storyA, '/progress', { readDuration: 60 }),
      expect: ownedByA(201),
    },
  ],
  'POST /api/stories/:id/generate-preview': [
    {
      // Nobody at all is asked to sign in (401) whether the story exists or not.
      name: "A's private story",
      ...onStory('POST', (w) => w.storyA, '/generate-preview'),
      expect: { anonymous: 401, guestA: 404, guestB: 404, userB: 404, userA: 200 },
    },
    {
      name: "guest A's story",
      ...onStory('POST', (w) => w.storyGuestA, '/generate-preview'),
      expect: { anonymous: 401, guestA: 200, guestB: 404, userA: 404, userB: 404 },
    },
  ],
  'GET /api/subscription/status/:userId': [
    {
      name: "A's plan: only A",
      request: (w) => ({ method: 'GET', url: `/api/subscription/status/${w.userA.user.id}` }),
      expect: accountOfA(200),
      body: (_w, _c, json) => expect(json).toMatchObject({ planType: 'PREMIUM' }),
    },
  ],
  'POST /api/subscription/create-checkout-session': [
    {
      // A pays for PREMIUM already: A changes plan instead of a second checkout (409), nobody else may ask.
      name: "a checkout for A's account: only A",
      request: (w) => ({
        method: 'POST',
        url: '/api/subscription/create-checkout-session',
        payload: { planType: 'STANDARD', userId: w.userA.user.id },
      }),
      expect: accountOfA(409),
    },
  ],
  'GET /api/subscription/verify-session/:sessionId': [
    {
      name: "A's checkout session",
      request: (w) => ({ method: 'GET', url: `/api/subscription/verify-session/${w.checkoutA}` }),
      missing: () => ({ method: 'GET', url: `/api/subscription/verify-session/${missingCheckout()}` }),
      expect: ownedByA(200, 404, 401),
    },
  ],
  'POST /api/subscription/webhook': [
    {
      // With Stripe the signature is the only credential (src/server/modules/billing/stripe-webhook.test.ts);
      // with demo payments there are no webhooks at all.
      name: 'demo payments: no webhooks, for anyone',
      request: () => ({
        method: 'POST',
        url: '/api/subscription/webhook',
        payload: { type: 'checkout.session.completed' },
        headers: { 'stripe-signature': 't=1,v1=00' },
      }),
      expect: everyone(404),
    },
  ],
  'GET /api/character-profiles': [
    {
      name: "each user's own profiles",
      request: () => ({ method: 'GET', url: '/api/character-profiles' }),
      expect: signedInOnly(200),
      body: (w, caller, json) => expect(ids(json)).toEqual([caller === 'userA' ? w.profileA : w.profileB]),
    },
  ],
  'POST /api/character-profiles': [
    {
      name: 'a profile for the signed-in user',
      request: () => ({ method: 'POST', url: '/api/character-profiles', payload: { name: 'Nell' } }),
      expect: signedInOnly(201),
      body: (w, caller, json) =>
        expect((json as { userId: number }).userId).toBe(
          caller === 'userA' ? w.userA.user.id : w.userB.user.id,
        ),
      unchangedByRefusals: false,
    },
  ],
  'PATCH /api/character-profiles/:id': [
    {
      name: "A's profile",
      request: (w) => ({
        method: 'PATCH',
        url: `/api/character-profiles/${w.profileA}`,
        payload: { name: 'Eve' },
      }),
      missing: () => ({
        method: 'PATCH',
        url: `/api/character-profiles/${crypto.randomUUID()}`,
        payload: { name: 'Eve' },
      }),
      expect: ownedByA(200, 404, 401),
    },
  ],
  'DELETE /api/character-profiles/:id': [
    {
      name: "A's profile",
      request: (w) => ({ method: 'DELETE', url: `/api/character-profiles/${w.profileA}` }),
      missing: () => ({ method: 'DELETE', url: `/api/character-profiles/${crypto.randomUUID()}` }),
      expect: ownedByA(200, 404, 401),
    },
  ],
  'GET /media/companions/:file': [
    {
      name: 'public pictures',
      request: () => ({ method: 'GET', url: '/media/companions/bear.svg' }),
      expect: everyone(200),
    },
  ],
  'GET /media/scenes/:file': [
    {
      name: 'public pictures',
      request: () => ({ method: 'GET', url: '/media/scenes/friendship.svg' }),
      expect: everyone(200),
    },
  ],
  'GET /media/pages/:setting/:file': [
    {
      name: 'public pictures',
      request: () => ({ method: 'GET', url: '/media/pages/orchard/bear.svg' }),
      expect: everyone(200),
    },
  ],
  'GET /media/children/portrait.svg': [
    {
      name: 'public pictures',
      request: () => ({ method: 'GET', url: '/media/children/portrait.svg?skinTone=tone-4&hairStyle=bun' }),
      expect: everyone(200),
    },
  ],
  'GET /media/previews/:storyId/:file': [
    {
      // The URL is no key (it shows the child's name): A's private story's picture is A's alone, and
      // anyone else cannot tell it from a missing one (docs/decisions/024-the-device-forgets.md).
      name: "the preview of A's private story: A only, like a missing one for anyone else",
      request: (w) => ({ method: 'GET', url: w.previewA }),
      missing: (w) => ({
        method: 'GET',
        url: w.previewA.replace(w.storyA, missingStory()),
      }),
      expect: ownedByA(200),
    },
    {
      name: "A's story with a guessed picture name answers like a missing story",
      request: (w) => ({ method: 'GET', url: `/media/previews/${w.storyA}/${'0'.repeat(24)}.svg` }),
      missing: () => ({ method: 'GET', url: `/media/previews/${missingStory()}/${'0'.repeat(24)}.svg` }),
      expect: everyone(404),
    },
  ],
  'GET /demo-checkout/:sessionId': [
    {
      name: "A's demo checkout page",
      request: (w) => ({ method: 'GET', url: `/demo-checkout/${w.checkoutA}` }),
      missing: () => ({ method: 'GET', url: `/demo-checkout/${missingCheckout()}` }),
      expect: ownedByA(200, 404, 401),
    },
  ],
  'POST /demo-checkout/complete': [
    {
      name: "paying A's demo checkout",
      request: (w) => ({ method: 'POST', url: '/demo-checkout/complete', ...demoForm(w.checkoutA) }),
      missing: () => ({ method: 'POST', url: '/demo-checkout/complete', ...demoForm(missingCheckout()) }),
      expect: ownedByA(303, 404, 401),
    },
  ],
  'POST /api/auth/forgot-password': [
    {
      name: 'anyone may ask for a link; the answer says nothing about the address',
      request: (w) => ({
        method: 'POST',
        url: '/api/auth/forgot-password',
        payload: { email: w.userA.user.email },
      }),
      expect: everyone(202),
      unchangedByRefusals: false,
    },
  ],
  'POST /api/auth/reset-password': [
    {
      name: 'a token nobody was sent is refused for everyone',
      request: () => ({
        method: 'POST',
        url: '/api/auth/reset-password',
        payload: { token: crypto.randomBytes(32).toString('base64url'), password: 'a new password' },
      }),
      expect: everyone(400),
    },
  ],
  'POST /api/auth/verify-email': [
    {
      name: 'a verification token nobody was sent is refused for everyone',
      request: () => ({
        method: 'POST',
        url: '/api/auth/verify-email',
        payload: { token: crypto.randomBytes(32).toString('base64url') },
      }),
      expect: everyone(400),
    },
  ],
  'POST /api/auth/resend-verification': [
    {
      // The test accounts never open their link: each signed-in caller gets a new one for their own address.
      name: "a new verification link for the signed-in user's own address only",
      request: () => ({ method: 'POST', url: '/api/auth/resend-verification', payload: {} }),
      expect: signedInOnly(202),
      unchangedByRefusals: false,
    },
  ],
  'POST /api/auth/change-password': [
    {
      // Every test account has the same password: each signed-in caller changes their own.
      name: "a signed-in user's own password, for themselves only",
      request: (w) => ({
        method: 'POST',
        url: '/api/auth/change-password',
        payload: { currentPassword: w.userA.password, newPassword: 'a changed password' },
      }),
      expect: signedInOnly(200),
      body: isTheCaller,
    },
  ],
  'GET /api/account/export': [
    {
      name: "the signed-in user's own data",
      request: () => ({ method: 'GET', url: '/api/account/export' }),
      expect: signedInOnly(200),
      body: (w, caller, json) =>
        expect((json as { account: { id: number } }).account.id).toBe(
          caller === 'userA' ? w.userA.user.id : w.userB.user.id,
        ),
    },
  ],
  'DELETE /api/account': [
    {
      name: "a signed-in user's password deletes their own account only",
      request: (w) => ({ method: 'DELETE', url: '/api/account', payload: { password: w.userA.password } }),
      expect: signedInOnly(204),
    },
    {
      name: 'a wrong password deletes nothing',
      request: () => ({ method: 'DELETE', url: '/api/account', payload: { password: 'not the password' } }),
      expect: { anonymous: 401, guestA: 401, guestB: 401, userB: 403, userA: 403 },
    },
  ],
  'POST /api/subscription/change': [
    {
      // Only ever the caller's own plan (no user id in the request); A's PREMIUM again changes nothing.
      name: "the caller's own plan: A already has it, B has no paid plan to change",
      request: () => ({ method: 'POST', url: '/api/subscription/change', payload: { planType: 'PREMIUM' } }),
      expect: { anonymous: 401, guestA: 401, guestB: 401, userB: 409, userA: 409 },
    },
  ],
  'POST /api/subscription/portal': [
    {
      name: "A's paid plan: A manages it; B has no paid plan",
      request: () => ({ method: 'POST', url: '/api/subscription/portal', payload: {} }),
      expect: { anonymous: 401, guestA: 401, guestB: 401, userB: 409, userA: 200 },
    },
  ],
  'GET /demo-portal': [
    {
      name: "the demo's plan management page: the signed-in user's own plan",
      request: () => ({ method: 'GET', url: '/demo-portal' }),
      expect: { anonymous: 401, guestA: 401, guestB: 401, userB: 409, userA: 200 },
    },
  ],
  'POST /demo-portal/complete': [
    {
      name: "cancelling the caller's own plan",
      request: () => ({
        method: 'POST',
        url: '/demo-portal/complete',
        payload: new URLSearchParams({ action: 'cancel' }).toString(),
        headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'http://localhost:3000' },
      }),
      expect: { anonymous: 401, guestA: 401, guestB: 401, userB: 409, userA: 303 },
    },
  ],
  // ---------- a loved one's voice (docs/product.md §14) ----------
  'GET /api/stories/:id/recordings': [
    {
      name: "A's private story: only A, who sees every recording",
      ...onStory('GET', (w) => w.storyA, '/recordings'),
      expect: ownedByA(200),
      body: (_w, _c, json) => expect(recorderNames(json)).toEqual(['Grandma', 'Nan']),
    },
    {
      name: "A's shared story: anyone hears the recording A shared; only A sees the room used",
      request: (w) => ({ method: 'GET', url: `/api/stories/${w.publicStoryA}/recordings` }),
      expect: everyone(200),
      body: (_w, caller, json) => {
        expect(recorderNames(json)).toEqual(['Grandpa']);
        expect((json as { bytesUsed: number | null }).bytesUsed === null).toBe(caller !== 'userA');
      },
    },
  ],
  'POST /api/stories/:id/recordings': [
    {
      name: "A's story: only A",
      ...onStory('POST', (w) => w.storyA, '/recordings', { recorderName: 'Auntie' }),
      expect: ownedByA(201),
    },
    {
      // Its owner is told why not, so this refusal is not the missing story's answer (the others' are).
      name: "guest A's story: its owner is told why not (the plan); nobody else learns of it",
      request: (w) => ({
        method: 'POST',
        url: `/api/stories/${w.storyGuestA}/recordings`,
        payload: { recorderName: 'Auntie' },
      }),
      expect: { anonymous: 404, guestA: 403, guestB: 404, userA: 404, userB: 404 },
    },
  ],
  'PATCH /api/stories/:id/recordings/:recordingId': [
    {
      name: "A's recording: only A",
      ...onRecording(
        'PATCH',
        (w) => w.storyA,
        (w) => w.recordingA,
        '',
        { payload: { shared: true } },
      ),
      expect: ownedByA(200),
    },
    {
      name: "A's shared recording of a shared story: still only A",
      ...onRecording(
        'PATCH',
        (w) => w.publicStoryA,
        (w) => w.sharedRecordingA,
        '',
        { payload: { shared: false } },
      ),
      expect: ownedByA(200),
    },
  ],
  'DELETE /api/stories/:id/recordings/:recordingId': [
    {
      name: "A's shared recording of a shared story: only A",
      ...onRecording(
        'DELETE',
        (w) => w.publicStoryA,
        (w) => w.sharedRecordingA,
      ),
      expect: ownedByA(204),
    },
  ],
  'PUT /api/stories/:id/recordings/:recordingId/pages/:page': [
    {
      name: "a page of A's recording: only A",
      ...onRecording(
        'PUT',
        (w) => w.storyA,
        (w) => w.recordingA,
        '/pages/0',
        audioUpload,
      ),
      expect: ownedByA(200),
    },
  ],
  'GET /api/stories/:id/recordings/:recordingId/pages/:page': [
    {
      name: "a page of A's recording of a private story: only A",
      ...onRecording(
        'GET',
        (w) => w.storyA,
        (w) => w.recordingA,
        '/pages/0',
      ),
      expect: ownedByA(200),
    },
    {
      name: "a page of the recording A shared, of A's shared story: anyone",
      ...onRecording(
        'GET',
        (w) => w.publicStoryA,
        (w) => w.sharedRecordingA,
        '/pages/1',
      ),
      expect: everyone(200),
    },
  ],
  'DELETE /api/stories/:id/recordings/:recordingId/pages/:page': [
    {
      name: "a page of A's recording: only A",
      ...onRecording(
        'DELETE',
        (w) => w.storyA,
        (w) => w.recordingA,
        '/pages/0',
      ),
      expect: ownedByA(204),
    },
  ],
  'POST /api/stories/:id/recording-invitations': [
    {
      name: "an invitation to record A's story: only A",
      ...onStory('POST', (w) => w.storyA, '/recording-invitations'),
      expect: ownedByA(201),
    },
  ],
  'GET /api/stories/:id/recording-invitations': [
    {
      name: "A's invitations: only A",
      ...onStory('GET', (w) => w.storyA, '/recording-invitations'),
      expect: ownedByA(200),
      body: (_w, _c, json) => expect(json).toMatchObject([{ started: true }]),
    },
  ],
  'DELETE /api/stories/:id/recording-invitations/:invitationId': [
    {
      name: "withdrawing A's invitation: only A",
      request: (w) => ({
        method: 'DELETE',
        url: `/api/stories/${w.storyA}/recording-invitations/${w.invitationA.id}`,
      }),
      missing: (w) => ({
        method: 'DELETE',
        url: `/api/stories/${missingStory()}/recording-invitations/${w.invitationA.id}`,
      }),
      expect: ownedByA(204),
    },
  ],
  'GET /api/recording-invitations/:token': [
    {
      // The link is the credential, like a story link: whoever holds it, with or without a session.
      name: 'the story behind an invitation: whoever holds the link; no ids, no account',
      ...byInvitation('GET'),
      expect: everyone(200),
      body: (w, _c, json) => {
        const text = JSON.stringify(json);
        for (const secret of [w.storyA, w.userA.user.email, w.userA.user.username, String(w.userA.user.id)]) {
          expect(text).not.toContain(`"${secret}"`);
        }
      },
    },
  ],
  'POST /api/recording-invitations/:token/recording': [
    {
      name: 'naming who reads, through the link: whoever holds it',
      ...byInvitation('POST', '/recording', { payload: { recorderName: 'Nana' } }),
      expect: everyone(200),
      unchangedByRefusals: false,
    },
  ],
  'PUT /api/recording-invitations/:token/pages/:page': [
    {
      name: 'a page recorded through the link: whoever holds it',
      ...byInvitation('PUT', '/pages/1', audioUpload),
      expect: everyone(200),
      unchangedByRefusals: false,
    },
  ],
  'GET /api/recording-invitations/:token/pages/:page': [
    {
      name: 'listening back to a page recorded through the link: whoever holds it',
      ...byInvitation('GET', '/pages/0'),
      expect: everyone(200),
    },
  ],
  'POST /api/recording-invitations/:token/finish': [
    {
      // Finishing with pages still to record is refused alike for everyone (a finished link is tested in
      // src/server/modules/recordings/invitations.test.ts).
      name: 'saving through the link before every page is recorded: refused for everyone',
      request: (w) => ({ method: 'POST', url: `/api/recording-invitations/${w.invitationA.token}/finish` }),
      expect: everyone(400),
    },
  ],
  'GET /api/account/export/recordings': [
    {
      name: "the signed-in user's own recordings",
      request: () => ({ method: 'GET', url: '/api/account/export/recordings' }),
      expect: signedInOnly(200),
    },
  ],
};
