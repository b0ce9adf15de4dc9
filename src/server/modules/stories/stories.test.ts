import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../shared/messages.js';
import { fixedClock } from '../../clock.js';
import { bookOrders, readingProgress, stories } from '../../db/schema.js';
import {
  asGuest,
  Browser,
  callersForSuite,
  grantPlan,
  signUp,
  storyInput,
} from '../../test-support/browser.js';
import { createTestApp, testAppForSuite } from '../../test-support/test-app.js';

const clock = fixedClock('2030-05-10T12:00:00Z');

const t = testAppForSuite(() => createTestApp({ clock, env: { RATE_LIMIT_REGISTER_PER_HOUR: '1000' } }));
// Allowance is tested in allowance.test.ts: here every caller is exempt or premium enough not to meet it.
const { userA, userB, premium, guestA, guestB, anonymous } = callersForSuite(
  t,
  ['userA', 'userB', 'premium'],
  ['guestA', 'guestB'],
);

async function create(browser: Browser, overrides: Record<string, unknown> = {}) {
  clock.advance(1000); // distinct creation times: lists are newest first
  const res = await browser.post('/api/stories', storyInput(overrides));
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

/** The five callers of the authorization matrix. */
const callers = () => ({
  anonymous,
  'guest A': guestA.browser,
  'guest B': guestB.browser,
  'user A': userA.browser,
  'user B': userB.browser,
});

describe('POST /api/stories', () => {
  it('a signed-in user: the server writes the story and answers 201 with it', async () => {
    const res = await userA.browser.post(
      '/api/stories',
      storyInput({ userId: userA.user.id, storyContent: 'I wrote this myself, trust me.', length: 'Medium' }),
    );
    expect(res.statusCode, res.body).toBe(201);
    const story = res.json();
    expect(story).toMatchObject({
      userId: userA.user.id,
      childName: 'Mia',
      animal: 'Bear',
      theme: 'Friendship',
      length: 'Medium',
      readCount: 0,
      isPublic: false,
      isFavorite: false,
      isOwner: true,
      characterProfileId: null,
      bookPreviewUrl: null,
    });
    expect(story.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    expect(story.storyContent).not.toContain('trust me');
    expect(story.storyContent).toContain('Mia');
    expect(story.storyContent.split('\n\n').length).toBeGreaterThan(2);
    expect(story.metadata).toEqual({
      readingLevel: expect.any(String),
      ageRange: expect.any(String),
      keywords: expect.any(Array),
      category: expect.any(String),
    });
    const [row] = await t.database.db.select().from(stories).where(eq(stories.id, story.id));
    expect(row!.seed).toEqual(expect.any(Number));
    expect(row!.guestSessionId).toBeNull();
  });

  it('a signed-in user without userId in the body owns it too; length defaults to Medium', async () => {
    const res = await userA.browser.post('/api/stories', {
      childName: 'Leo',
      animal: 'Fox',
      theme: 'Kindness',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ userId: userA.user.id, length: 'Medium' });
  });

  it('a guest by the cookie, naming its own id in the body or not; the response never carries the guest id', async () => {
    const byBody = await guestA.browser.post(
      '/api/stories',
      storyInput({ guestSessionId: guestA.sessionId, userId: null, characterProfileId: null }),
    );
    expect(byBody.statusCode, byBody.body).toBe(201);
    expect(byBody.json().userId).toBeNull();
    expect(byBody.body).not.toContain(guestA.sessionId);
    // The id alone, from a browser without the cookie, is no guest (docs/product.md §10).
    const idAlone = await new Browser(t.app).post(
      '/api/stories',
      storyInput({ guestSessionId: guestA.sessionId }),
    );
    expect(idAlone.statusCode).toBe(404);
    expect(idAlone.json().message).toBe(MESSAGES.guestSessionUnknown);
    const byCookie = await guestA.browser.post('/api/stories', storyInput());
    expect(byCookie.statusCode).toBe(201);
    const [row] = await t.database.db.select().from(stories).where(eq(stories.id, byCookie.json().id));
    expect(row!.guestSessionId).toBe(guestA.sessionId);
  });

  it('neither a user nor a guest session: 400 with the text of docs/product.md', async () => {
    const res = await anonymous.post('/api/stories', storyInput());
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(MESSAGES.missingOwner);
    const unknown = await anonymous.post('/api/stories', storyInput({ guestSessionId: 'A'.repeat(43) }));
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(MESSAGES.guestSessionUnknown);
  });

  it("a userId that is not the caller's: 403; not signed in: 401", async () => {
    const other = await userA.browser.post('/api/stories', storyInput({ userId: userB.user.id }));
    expect(other.statusCode).toBe(403);
    expect(other.json().message).toBe(MESSAGES.notYourAccount);
    const asText = await userA.browser.post('/api/stories', storyInput({ userId: String(userB.user.id) }));
    expect(asText.statusCode).toBe(403);
    const anon = await anonymous.post('/api/stories', storyInput({ userId: userA.user.id }));
    expect(anon.statusCode).toBe(401);
    const guest = await guestA.browser.post('/api/stories', storyInput({ userId: userA.user.id }));
    expect(guest.statusCode).toBe(401);
    const stored = await t.database.db.select().from(stories).where(eq(stories.userId, userB.user.id));
    expect(stored).toHaveLength(0);
  });

  it.each([
    ['childName of 2 characters', { childName: 'Al' }, 201],
    ['childName of 30 characters', { childName: 'C'.repeat(30) }, 201],
    ['childName of 1 character', { childName: 'A' }, 400],
    ['childName of 31 characters', { childName: 'C'.repeat(31) }, 400],
    ['childName of spaces around one letter', { childName: '  A  ' }, 400],
    ['a missing childName', { childName: undefined }, 400],
    ['childName as a number', { childName: 42 }, 400],
    ['childName as an array', { childName: ['Mia'] }, 400],
    ['an unknown length', { length: 'Epic' }, 400],
    ['length in lower case', { length: 'short' }, 400],
    ['a missing animal', { animal: undefined }, 400],
    ['a malformed characterProfileId', { characterProfileId: 'nope' }, 400],
    ['a malformed guestSessionId', { guestSessionId: 'short' }, 400],
    ['a userId of true', { userId: true }, 400],
    ['tags as text', { tags: 'bedtime' }, 400],
    ['11 tags', { tags: Array.from({ length: 11 }, (_, i) => `t${i}`) }, 400],
    ['2 tags', { tags: ['bedtime', 'moon'] }, 201],
    ['an empty characterProfileId', { characterProfileId: '' }, 201],
  ])('%s answers %i', async (_label, overrides, status) => {
    const res = await userA.browser.post('/api/stories', JSON.parse(JSON.stringify(storyInput(overrides))));
    expect(res.statusCode, res.body).toBe(status);
    if (status === 400) expect(res.json().message).toEqual(expect.any(String));
  });

  it("an unknown theme answers 400 'Invalid theme selected'; an unknown companion a clear 400", async () => {
    const theme = await userA.browser.post('/api/stories', storyInput({ theme: 'Pirates' }));
    expect(theme.statusCode).toBe(400);
    expect(theme.json().message).toBe(MESSAGES.invalidTheme);
    const companion = await userA.browser.post('/api/stories', storyInput({ animal: 'Dragon' }));
    expect(companion.statusCode).toBe(400);
    expect(companion.json().message).toMatch(/^Character must be one of: .*Bear/);
  });

  it('trims the child name and the companion', async () => {
    const res = await userA.browser.post(
      '/api/stories',
      storyInput({ childName: '  Ada  ', animal: ' Owl ' }),
    );
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ childName: 'Ada', animal: 'Owl' });
  });

  it('malformed bodies answer 4xx, never 5xx', async () => {
    for (const payload of [
      '{"childName":',
      '[]',
      '[{"childName":"Mia"}]',
      '"story"',
      '{"childName":"Mia","animal":"Bear","theme":"Friendship","__proto__":{"userId":1}}',
      JSON.stringify(storyInput({ storyContent: 'x'.repeat(70_000) })),
      JSON.stringify(storyInput({ childName: 'x'.repeat(60_000) })),
    ]) {
      const res = await userA.browser.post('/api/stories', payload);
      expect(res.statusCode, payload.slice(0, 40)).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
      expect(res.json().message).toEqual(expect.any(String));
    }
  });
});

describe('premium gating (403, Premium subscribers)', () => {
  it.each([
    ['a premium theme', { theme: 'Adventure' }],
    ['a premium animal', { animal: 'Lion' }],
    ['a premium superhero', { animal: 'Shadow Ninja' }],
    ['a premium length', { length: 'Long' }],
  ])('%s is refused to guests, FREE and STANDARD, allowed to PREMIUM', async (_label, overrides) => {
    const free = await signUp(t.app);
    const standard = await signUp(t.app);
    await grantPlan(t.database, standard.user.id, 'STANDARD');
    for (const browser of [guestB.browser, free.browser, standard.browser]) {
      const res = await browser.post('/api/stories', storyInput(overrides));
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toContain('Premium subscribers');
    }
    // A refused story spends nothing.
    expect((await free.browser.get(`/api/stories/count/${free.user.id}`)).json()).toEqual({ count: 0 });
    expect((await premium.browser.post('/api/stories', storyInput(overrides))).statusCode).toBe(201);
  });

  it('a refusal names every premium choice at once', async () => {
    const res = await guestB.browser.post(
      '/api/stories',
      storyInput({ animal: 'Giraffe', theme: 'Adventure', length: 'Long' }),
    );
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(
      'Giraffe as a companion, the Adventure theme and a Long story are available to Premium subscribers only. Upgrade to Premium to use them.',
    );
  });

  it('an expired or inactive subscription is FREE again', async () => {
    const lapsed = await signUp(t.app);
    await grantPlan(t.database, lapsed.user.id, 'PREMIUM', { expiresAt: new Date('2030-05-01T00:00:00Z') });
    expect((await lapsed.browser.post('/api/stories', storyInput({ theme: 'Adventure' }))).statusCode).toBe(
      403,
    );
    await grantPlan(t.database, lapsed.user.id, 'PREMIUM', { isActive: false });
    expect((await lapsed.browser.post('/api/stories', storyInput({ theme: 'Adventure' }))).statusCode).toBe(
      403,
    );
    await grantPlan(t.database, lapsed.user.id, 'PREMIUM', { expiresAt: new Date('2030-06-01T00:00:00Z') });
    expect((await lapsed.browser.post('/api/stories', storyInput({ theme: 'Adventure' }))).statusCode).toBe(
      201,
    );
  });
});

describe('character profiles in stories', () => {
  it("the owner's profile is used and recorded; another user's answers 404; a guest cannot use one", async () => {
    const profile = (
      await userA.browser.post('/api/character-profiles', { name: 'Mia', gender: 'Girl' })
    ).json();
    const mine = await userA.browser.post('/api/stories', storyInput({ characterProfileId: profile.id }));
    expect(mine.statusCode).toBe(201);
    expect(mine.json().characterProfileId).toBe(profile.id);

    const theirs = await userB.browser.post('/api/stories', storyInput({ characterProfileId: profile.id }));
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json().message).toBe(MESSAGES.characterProfileNotFound);
    const guest = await guestA.browser.post('/api/stories', storyInput({ characterProfileId: profile.id }));
    expect(guest.statusCode).toBe(404);
    const missing = await userA.browser.post(
      '/api/stories',
      storyInput({ characterProfileId: '00000000-0000-4000-8000-000000000000' }),
    );
    expect(missing.statusCode).toBe(404);
  });
});

describe('GET /api/stories/{id}', () => {
  it('a private story: only its owner reads it; everyone else gets 404, as for a story that does not exist', async () => {
    const userStory = await create(userA.browser);
    const guestStory = await create(guestA.browser);
    for (const [story, owner] of [
      [userStory, 'user A'],
      [guestStory, 'guest A'],
    ] as const) {
      for (const [who, browser] of Object.entries(callers())) {
        const res = await browser.get(`/api/stories/${story.id}`);
        if (who === owner) {
          expect(res.statusCode, who).toBe(200);
          expect(res.json().isOwner).toBe(true);
        } else {
          expect(res.statusCode, `${who} reading ${owner}'s story`).toBe(404);
          expect(res.json()).toEqual({ message: MESSAGES.storyNotFound });
        }
      }
    }
    const nowhere = await userA.browser.get('/api/stories/00000000-0000-4000-8000-000000000000');
    expect(nowhere.json()).toEqual({ message: MESSAGES.storyNotFound });
  });

  it("the owner's read counts: readCount and lastReadAt", async () => {
    const story = await create(userA.browser);
    clock.advance(60_000);
    const first = (await userA.browser.get(`/api/stories/${story.id}`)).json();
    expect(first.readCount).toBe(1);
    expect(first.lastReadAt).toBe(clock.now().toISOString());
    const second = (await userA.browser.get(`/api/stories/${story.id}`)).json();
    expect(second.readCount).toBe(2);
  });

  it('a public story is readable by anyone, without the owner ids, and their reads do not count', async () => {
    const profile = (await userA.browser.post('/api/character-profiles', { name: 'Mia' })).json();
    const story = await create(userA.browser, { characterProfileId: profile.id });
    expect((await userA.browser.patch(`/api/stories/${story.id}`, { isPublic: true })).statusCode).toBe(200);
    for (const [who, browser] of Object.entries(callers())) {
      if (who === 'user A') continue;
      const res = await browser.get(`/api/stories/${story.id}`);
      expect(res.statusCode, who).toBe(200);
      expect(res.json()).toMatchObject({
        id: story.id,
        storyContent: story.storyContent,
        userId: null,
        characterProfileId: null,
        isOwner: false,
        readCount: 0,
      });
    }
  });

  it("a guest's story is the guest's while its session is live; expired, the story is private again", async () => {
    const guest = await asGuest(t.app);
    const story = await create(guest.browser);
    expect((await guest.browser.get(`/api/stories/${story.id}`)).json().readCount).toBe(1);
    const now = clock.now().toISOString();
    clock.advance(31 * 86_400_000);
    try {
      expect((await guest.browser.get(`/api/stories/${story.id}`)).statusCode).toBe(404);
    } finally {
      clock.set(now);
    }
    const [row] = await t.database.db.select().from(stories).where(eq(stories.id, story.id));
    expect(row?.readCount).toBe(1);
  });

  it('an id that is not a story id answers 404, never 400 or 500', async () => {
    for (const id of [
      '123',
      'not-a-uuid',
      '%27%20OR%201%3D1',
      'x'.repeat(150),
      '00000000-0000-0000-0000-00000000000g',
    ]) {
      const res = await userA.browser.get(`/api/stories/${id}`);
      expect(res.statusCode, id).toBe(404);
    }
  });
});

describe('GET /api/stories/{id}: conditional reads', () => {
  it("answers a weak ETag, kept by no cache for its owner; If-None-Match answers 304 and the owner's read still counts", async () => {
    const story = await create(userA.browser);
    const first = await userA.browser.get(`/api/stories/${story.id}`);
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('no-store');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^W\/"[\w-]+"$/);
    expect(first.json().readCount).toBe(1);

    const again = await userA.browser.get(`/api/stories/${story.id}`, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);

    const third = await userA.browser.get(`/api/stories/${story.id}`);
    expect(third.json().readCount).toBe(3);
    expect(third.headers.etag).toBe(etag);
  });

  it('a change (favourite, share) answers 200 with a new tag; owner and stranger never share a tag', async () => {
    const story = await create(userA.browser);
    const before = String((await userA.browser.get(`/api/stories/${story.id}`)).headers.etag);
    await userA.browser.patch(`/api/stories/${story.id}`, { isFavorite: true });
    const after = await userA.browser.get(`/api/stories/${story.id}`, { 'if-none-match': before });
    expect(after.statusCode).toBe(200);
    expect(after.json().isFavorite).toBe(true);
    await userA.browser.patch(`/api/stories/${story.id}`, { isPublic: true });
    const ownerTag = String((await userA.browser.get(`/api/stories/${story.id}`)).headers.etag);
    const stranger = await anonymous.get(`/api/stories/${story.id}`, { 'if-none-match': ownerTag });
    expect(stranger.statusCode).toBe(200);
    expect(stranger.json().isOwner).toBe(false);
    // A stranger's copy of a shared story is private to their browser and revalidated at every read.
    expect(stranger.headers['cache-control']).toBe('private, no-cache');
    const strangerAgain = await anonymous.get(`/api/stories/${story.id}`, {
      'if-none-match': String(stranger.headers.etag),
    });
    expect(strangerAgain.statusCode).toBe(304);
  });

  it('a shared story read by strangers is gone for them the moment its owner unshares it', async () => {
    const story = await create(userA.browser);
    await userA.browser.patch(`/api/stories/${story.id}`, { isPublic: true });
    for (let i = 0; i < 3; i++)
      expect((await anonymous.get(`/api/stories/${story.id}`)).statusCode).toBe(200);
    await userA.browser.patch(`/api/stories/${story.id}`, { isPublic: false });
    expect((await anonymous.get(`/api/stories/${story.id}`)).statusCode).toBe(404);
    expect((await guestB.browser.get(`/api/stories/${story.id}`)).statusCode).toBe(404);
    await userA.browser.patch(`/api/stories/${story.id}`, { isPublic: true });
    expect((await anonymous.get(`/api/stories/${story.id}`)).json().isPublic).toBe(true);
  });

  it("strangers see the owner's reads once the owner read it here", async () => {
    const story = await create(userA.browser);
    await userA.browser.patch(`/api/stories/${story.id}`, { isPublic: true });
    expect((await anonymous.get(`/api/stories/${story.id}`)).json().readCount).toBe(0);
    await userA.browser.get(`/api/stories/${story.id}`);
    expect((await anonymous.get(`/api/stories/${story.id}`)).json().readCount).toBe(1);
  });
});

describe('lists', () => {
  it("GET /api/stories: the user's stories newest first; the guest's for a guest; 401 for nobody", async () => {
    const u = await signUp(t.app);
    const first = await create(u.browser);
    const second = await create(u.browser);
    const list = await u.browser.get('/api/stories');
    expect(list.statusCode).toBe(200);
    expect(list.json().map((s: { id: string }) => s.id)).toEqual([second.id, first.id]);
    expect((await u.browser.get('/api/stories/user')).json().map((s: { id: string }) => s.id)).toEqual([
      second.id,
      first.id,
    ]);

    const g = await asGuest(t.app);
    const gs = await create(g.browser);
    expect((await g.browser.get('/api/stories')).json().map((s: { id: string }) => s.id)).toEqual([gs.id]);
    expect((await anonymous.get('/api/stories')).statusCode).toBe(401);
  });

  it("/api/stories/user and /favorites are for signed-in users (401 otherwise), never other users' stories", async () => {
    for (const path of ['/api/stories/user', '/api/stories/favorites']) {
      expect((await anonymous.get(path)).statusCode).toBe(401);
      expect((await guestA.browser.get(path)).statusCode).toBe(401);
    }
    const mineB = (await userB.browser.get('/api/stories/user')).json() as { userId: number }[];
    expect(mineB.every((s) => s.userId === userB.user.id)).toBe(true);
  });

  it('favourites: PATCH isFavorite, listed newest first, unmarked again', async () => {
    const u = await signUp(t.app);
    const a = await create(u.browser);
    const b = await create(u.browser);
    await create(u.browser);
    for (const s of [a, b]) {
      const res = await u.browser.patch(`/api/stories/${s.id}`, { isFavorite: true });
      expect(res.statusCode).toBe(200);
      expect(res.json().isFavorite).toBe(true);
    }
    expect((await u.browser.get('/api/stories/favorites')).json().map((s: { id: string }) => s.id)).toEqual([
      b.id,
      a.id,
    ]);
    await u.browser.patch(`/api/stories/${a.id}`, { isFavorite: false });
    expect((await u.browser.get('/api/stories/favorites')).json().map((s: { id: string }) => s.id)).toEqual([
      b.id,
    ]);
  });
});

describe('PATCH /api/stories/{id}', () => {
  it('owner only: everyone else gets 404, even for a public story, and nothing changes', async () => {
    const userStory = await create(userA.browser);
    const guestStory = await create(guestA.browser);
    await userA.browser.patch(`/api/stories/${userStory.id}`, { isPublic: true });
    for (const [story, owner, body] of [
      [userStory, 'user A', { isFavorite: true }],
      [guestStory, 'guest A', { isPublic: true }],
    ] as const) {
      for (const [who, browser] of Object.entries(callers())) {
        if (who === owner) continue;
        const res = await browser.patch(`/api/stories/${story.id}`, body);
        expect(res.statusCode, `${who} on ${owner}'s story`).toBe(404);
      }
    }
    const [row] = await t.database.db.select().from(stories).where(eq(stories.id, userStory.id));
    expect(row!.isFavorite).toBe(false);
    const [guestRow] = await t.database.db.select().from(stories).where(eq(stories.id, guestStory.id));
    expect(guestRow!.isPublic).toBe(false);
  });

  it('a guest shares its story (isPublic) but favourites need an account (403)', async () => {
    const guest = (await asGuest(t.app)).browser;
    const story = await create(guest);
    const shared = await guest.patch(`/api/stories/${story.id}`, { isPublic: true });
    expect(shared.statusCode).toBe(200);
    expect(shared.json().isPublic).toBe(true);
    expect((await anonymous.get(`/api/stories/${story.id}`)).statusCode).toBe(200);
    const fav = await guest.patch(`/api/stories/${story.id}`, { isFavorite: true });
    expect(fav.statusCode).toBe(403);
    expect(fav.json().message).toBe(MESSAGES.favoritesNeedAccount);
  });

  it('refuses bodies that are not { isFavorite?, isPublic? } booleans', async () => {
    const story = await create(userA.browser);
    for (const body of [
      {},
      { isPublic: 'yes' },
      { isFavorite: 1 },
      { isPublic: true, userId: userB.user.id },
      [],
      'true',
    ]) {
      const res = await userA.browser.patch(`/api/stories/${story.id}`, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
  });

  it('a malformed id answers 404', async () => {
    expect((await userA.browser.patch('/api/stories/nope', { isPublic: true })).statusCode).toBe(404);
  });
});

describe('POST /api/stories/{id}/progress', () => {
  it('the owner records reading progress (201); others 404', async () => {
    const story = await create(userA.browser);
    const res = await userA.browser.post(`/api/stories/${story.id}/progress`, {
      readDuration: 300,
      comprehensionScore: 90,
      notes: 'Loved the bear.',
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      storyId: story.id,
      readDuration: 300,
      comprehensionScore: 90,
      notes: 'Loved the bear.',
    });
    const rows = await t.database.db
      .select()
      .from(readingProgress)
      .where(eq(readingProgress.storyId, story.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.userId).toBe(userA.user.id);

    for (const [who, browser] of Object.entries(callers())) {
      if (who === 'user A') continue;
      expect((await browser.post(`/api/stories/${story.id}/progress`, {})).statusCode, who).toBe(404);
    }
  });

  it('a guest records progress on its own story, with or without a body', async () => {
    const guest = (await asGuest(t.app)).browser;
    const story = await create(guest);
    expect((await guest.post(`/api/stories/${story.id}/progress`)).statusCode).toBe(201);
    expect((await guest.post(`/api/stories/${story.id}/progress`, {})).statusCode).toBe(201);
  });

  it('validates the numbers', async () => {
    const story = await create(userA.browser);
    for (const body of [
      { readDuration: -1 },
      { readDuration: 86_401 },
      { comprehensionScore: 101 },
      { notes: 'n'.repeat(1001) },
      { extra: 1 },
    ]) {
      expect((await userA.browser.post(`/api/stories/${story.id}/progress`, body)).statusCode).toBe(400);
    }
  });
});

describe('GET /api/stories/recent', () => {
  it("the caller's stories of the last 30 days, newest first, at most 10; for every plan and guests", async () => {
    const reader = await signUp(t.app);
    await grantPlan(t.database, reader.user.id, 'PREMIUM'); // many stories in a month; recent is everyone's
    const old = await create(reader.browser, { childName: 'Olda' });
    await t.database.db
      .update(stories)
      .set({ createdAt: new Date(clock.now().getTime() - 31 * 24 * 60 * 60 * 1000) })
      .where(eq(stories.id, old.id));
    const made = [];
    for (let i = 0; i < 11; i++) made.push((await create(reader.browser, { childName: 'Nia' })).id as string);
    const res = await reader.browser.get('/api/stories/recent');
    expect(res.statusCode).toBe(200);
    const ids = (res.json() as { id: string }[]).map((s) => s.id);
    expect(ids).toEqual(made.slice(1).reverse());
    expect(ids).not.toContain(old.id);

    const guest = await asGuest(t.app);
    const guestStory = await create(guest.browser, { guestSessionId: guest.sessionId });
    const guestIds = ((await guest.browser.get('/api/stories/recent')).json() as { id: string }[]).map(
      (s) => s.id,
    );
    expect(guestIds[0]).toBe(guestStory.id);
    expect((await anonymous.get('/api/stories/recent')).statusCode).toBe(401);
    expect(
      ((await guestB.browser.get('/api/stories/recent')).json() as { id: string }[]).map((s) => s.id),
    ).not.toContain(guestStory.id);
  });
});

describe('DELETE /api/stories/{id}', () => {
  it('the owner deletes it (204): gone for everyone; it still counts toward the month', async () => {
    const free = await signUp(t.app);
    const story = await create(free.browser);
    await free.browser.patch(`/api/stories/${story.id}`, { isPublic: true });
    const before = (await free.browser.get(`/api/stories/count/${free.user.id}`)).json();
    expect(before).toEqual({ count: 1 });
    const res = await free.browser.delete(`/api/stories/${story.id}`);
    expect(res.statusCode, res.body).toBe(204);
    expect((await free.browser.get(`/api/stories/${story.id}`)).statusCode).toBe(404);
    expect((await anonymous.get(`/api/stories/${story.id}`)).statusCode).toBe(404);
    expect((await free.browser.get(`/api/stories/count/${free.user.id}`)).json()).toEqual({ count: 1 });
    expect((await free.browser.delete(`/api/stories/${story.id}`)).statusCode).toBe(404);
  });

  it('anyone else: 404 for a private story (as for none), 403 with a clear message for a shared one', async () => {
    const priv = await create(userA.browser);
    const shared = await create(userA.browser);
    await userA.browser.patch(`/api/stories/${shared.id}`, { isPublic: true });
    for (const [who, browser] of Object.entries(callers())) {
      if (who === 'user A') continue;
      const a = await browser.delete(`/api/stories/${priv.id}`);
      expect(a.statusCode, who).toBe(404);
      expect(a.json().message).toBe(MESSAGES.storyNotFound);
      const b = await browser.delete(`/api/stories/${shared.id}`);
      expect(b.statusCode, who).toBe(403);
      expect(b.json().message).toBe(MESSAGES.notYourStory);
    }
    expect((await userA.browser.get(`/api/stories/${priv.id}`)).statusCode).toBe(200);
    expect((await anonymous.delete('/api/stories/not-a-story')).statusCode).toBe(404);
  });

  it('a guest deletes its own story', async () => {
    const guest = await asGuest(t.app);
    const story = await create(guest.browser, { guestSessionId: guest.sessionId });
    expect((await guest.browser.delete(`/api/stories/${story.id}`)).statusCode).toBe(204);
    expect((await guest.browser.get(`/api/stories/${story.id}`)).statusCode).toBe(404);
  });

  it('a story with a hardcover book order stays (409, a clear message)', async () => {
    const story = await create(userA.browser);
    await t.database.db.insert(bookOrders).values({
      storyId: story.id,
      price: '29.99',
      shippingAddress: { line1: '1 Lane', city: 'Town', state: 'ST', postalCode: '1', country: 'GB' },
    });
    const res = await userA.browser.delete(`/api/stories/${story.id}`);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(MESSAGES.storyHasBookOrder);
    expect((await userA.browser.get(`/api/stories/${story.id}`)).statusCode).toBe(200);
  });
});

describe('route order', () => {
  it('/recent, /user, /favorites, /count/:userId and /guest-count/:sessionId are not taken for a story id', async () => {
    expect((await userA.browser.get('/api/stories/recent')).statusCode).toBe(200);
    expect((await userA.browser.get('/api/stories/user')).statusCode).toBe(200);
    expect((await userA.browser.get('/api/stories/favorites')).statusCode).toBe(200);
    expect((await userA.browser.get(`/api/stories/count/${userA.user.id}`)).json()).toEqual({
      count: expect.any(Number),
    });
    expect((await guestA.browser.get(`/api/stories/guest-count/${guestA.sessionId}`)).json()).toEqual({
      count: expect.any(Number),
    });
  });
});
