/**
 * A story has a spine and a memory (docs/product.md, "Stories"): the server hands the generator the
 * child's last stories, keeps what each paragraph was told from and where it happens, and says so in the
 * answer; the child's age and name follow the request.
 */
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { SETTINGS } from '../../../shared/settings.js';
import { storyParagraphs } from '../../../shared/story-text.js';
import { generateStory, linesOf } from '../../../story-engine/index.js';
import { buildApp } from '../../app.js';
import { fixedClock } from '../../clock.js';
import { stories } from '../../db/schema.js';
import { asGuest, grantPlan, signUp, storyInput, type SignedInBrowser } from '../../test-support/browser.js';
import { createTestApp, testAppForSuite, testConfig } from '../../test-support/test-app.js';

const clock = fixedClock('2030-05-10T12:00:00Z');
let parent: SignedInBrowser;

const t = testAppForSuite(() => createTestApp({ clock }));

beforeAll(async () => {
  parent = await signUp(t.app);
  await grantPlan(t.database, parent.user.id, 'PREMIUM');
});

async function tell(browser = parent.browser, overrides: Record<string, unknown> = {}) {
  clock.advance(1000);
  const res = await browser.post('/api/stories', storyInput({ length: 'Medium', ...overrides }));
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

async function partsOf(id: string) {
  const [row] = await t.database.db
    .select({ parts: stories.parts, childKey: stories.childKey })
    .from(stories)
    .where(eq(stories.id, id));
  return row!;
}

describe("a child's memory", () => {
  it('never tells a paragraph again from the same child’s last 5 stories, across themes', async () => {
    const told: string[][] = [];
    const themes = [
      'Friendship',
      'Kindness',
      'Courage',
      'Friendship',
      'Friendship',
      'Kindness',
      'Friendship',
      'Friendship',
    ];
    for (const theme of themes) {
      const story = await tell(parent.browser, { childName: 'Rosie', theme });
      told.push((await partsOf(story.id)).parts);
    }
    told.forEach((parts, i) => {
      const before = new Set(told.slice(Math.max(0, i - 5), i).flat());
      expect(
        parts.filter((p) => before.has(p)),
        `story ${i + 1}`,
      ).toEqual([]);
    });
  });

  it('hands the generator the lines of the child’s last stories too, read from their text', async () => {
    const first = await tell(parent.browser, { childName: 'Lark', theme: 'Kindness' });
    const second = await tell(parent.browser, { childName: 'Lark', theme: 'Kindness' });
    const [row] = await t.database.db
      .select({ seed: stories.seed, content: stories.storyContent })
      .from(stories)
      .where(eq(stories.id, second.id));
    const request = {
      childName: 'Lark',
      companion: 'Bear' as const,
      theme: 'Kindness' as const,
      length: 'Medium' as const,
      seed: row!.seed,
      age: null,
      profile: null,
      customize: false,
    };
    const recent = [(await partsOf(first.id)).parts];
    // The stored story is the one told with the lines of the story before it.
    expect(generateStory(request, { recent, lines: [linesOf(first.storyContent)] }).content).toBe(
      row!.content,
    );
  });

  it('is kept per child: a name in one account, the same name written differently is the same child', async () => {
    const a = await tell(parent.browser, { childName: 'Ollie', theme: 'Friendship' });
    const b = await tell(parent.browser, { childName: 'ollie ', theme: 'Friendship' });
    expect((await partsOf(a.id)).childKey).toBe('n:ollie');
    expect((await partsOf(b.id)).childKey).toBe('n:ollie');
    const aParts = new Set((await partsOf(a.id)).parts);
    expect((await partsOf(b.id)).parts.filter((p) => aParts.has(p))).toEqual([]);
    expect(b.childName).toBe('Ollie');
  });

  it('follows a profile, not the name typed', async () => {
    const profile = (
      await parent.browser.post('/api/character-profiles', { name: 'Juno', age: 3, gender: 'Girl' })
    ).json();
    const story = await tell(parent.browser, { childName: 'Juno', characterProfileId: profile.id });
    expect((await partsOf(story.id)).childKey).toBe(`p:${profile.id}`);
  });

  it('survives a restart: a new server on the same database remembers', async () => {
    const first = await tell(parent.browser, { childName: 'Wren', theme: 'Courage' });
    const second = buildApp({ config: testConfig(), database: t.database, clock, logger: false });
    const app = await second;
    try {
      clock.advance(1000);
      const res = await app.inject({
        method: 'POST',
        url: '/api/stories',
        headers: {
          'content-type': 'application/json',
          cookie: [...parent.browser.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
        },
        payload: JSON.stringify(storyInput({ childName: 'Wren', theme: 'Courage', length: 'Medium' })),
      });
      expect(res.statusCode, res.body).toBe(201);
      const firstParts = new Set((await partsOf(first.id)).parts);
      expect((await partsOf(res.json().id)).parts.filter((p) => firstParts.has(p))).toEqual([]);
    } finally {
      await app.close();
    }
  });

  it('moves with a guest’s stories into the account', async () => {
    const guest = await asGuest(t.app);
    const before = await tell(guest.browser, {
      childName: 'Pip',
      theme: 'Sharing',
      guestSessionId: guest.sessionId,
      length: 'Short',
    });
    const account = await signUp(t.app, guest.browser);
    const claim = await account.browser.post('/api/guest/claim', {
      guestSessionId: guest.sessionId,
      targetUserId: account.user.id,
    });
    expect(claim.statusCode, claim.body).toBe(200);
    const after = await tell(account.browser, { childName: 'Pip', theme: 'Sharing', length: 'Short' });
    const beforeParts = new Set((await partsOf(before.id)).parts);
    expect((await partsOf(after.id)).parts.filter((p) => beforeParts.has(p))).toEqual([]);
  });
});

describe("the story's pages and the child", () => {
  it('answers a setting for every paragraph, and the child’s look from the profile', async () => {
    const profile = (
      await parent.browser.post('/api/character-profiles', {
        name: 'Isla',
        age: 6,
        gender: 'Girl',
        hairColor: 'Red',
        eyeColor: 'Green',
      })
    ).json();
    const story = await tell(parent.browser, { childName: 'Isla', characterProfileId: profile.id });
    expect(story.sceneSettings).toHaveLength(storyParagraphs(story.storyContent).length);
    for (const s of story.sceneSettings) expect(SETTINGS).toContain(s);
    // The story opens at home (the bedroom, or just outside in the garden) and ends in bed.
    expect(['bedroom', 'garden']).toContain(story.sceneSettings[0]);
    expect(story.sceneSettings.at(-1)).toBe('bedroom');
    // A profile with no skin tone or hair style: the pictures guess neither.
    expect(story.childLook).toEqual({
      skinTone: null,
      hairStyle: null,
      hairColor: 'Red',
      eyeColor: 'Green',
      glasses: false,
      pyjamas: null,
    });
    const read = (await parent.browser.get(`/api/stories/${story.id}`)).json();
    expect(read.sceneSettings).toEqual(story.sceneSettings);
    const plain = await tell(parent.browser, { childName: 'Isla' });
    expect(plain.childLook).toBeNull();
  });

  it("keeps the profile's whole look, its favourite colour dressing the child", async () => {
    const profile = (
      await parent.browser.post('/api/character-profiles', {
        name: 'Mohammed',
        age: 7,
        hairColor: 'Black',
        eyeColor: 'Brown',
        skinTone: 'tone-6',
        hairStyle: 'cropped',
        glasses: true,
        favoriteColor: ' Dark Blue ',
      })
    ).json();
    const story = await tell(parent.browser, { childName: 'Mohammed', characterProfileId: profile.id });
    expect(story.childLook).toEqual({
      skinTone: 'tone-6',
      hairStyle: 'cropped',
      hairColor: 'Black',
      eyeColor: 'Brown',
      glasses: true,
      pyjamas: 'navy',
    });
  });

  it('takes the look of a child with no profile (guest or typed in), and the profile wins over it', async () => {
    const guest = await asGuest(t.app);
    const look = {
      skinTone: 'tone-8',
      hairStyle: 'puffs',
      hairColor: 'Black',
      eyeColor: null,
      glasses: false,
    };
    const story = await tell(guest.browser, { childName: 'Amara', childLook: look });
    expect(story.childLook).toEqual({ ...look, pyjamas: null });
    const read = (await guest.browser.get(`/api/stories/${story.id}`)).json();
    expect(read.childLook).toEqual(story.childLook);
    // Nothing chosen is no look.
    const none = await tell(guest.browser, {
      childName: 'Amara',
      childLook: { skinTone: null, hairStyle: null, hairColor: null, eyeColor: null, glasses: false },
    });
    expect(none.childLook).toBeNull();

    const profile = (
      await parent.browser.post('/api/character-profiles', {
        name: 'Leo',
        skinTone: 'tone-2',
        hairStyle: 'wavy',
      })
    ).json();
    const fromProfile = await tell(parent.browser, {
      childName: 'Leo',
      characterProfileId: profile.id,
      childLook: look,
    });
    expect(fromProfile.childLook).toMatchObject({ skinTone: 'tone-2', hairStyle: 'wavy' });
  });

  it.each([
    [
      { skinTone: 'tone-9' },
      'Skin tone must be one of: tone-1, tone-2, tone-3, tone-4, tone-5, tone-6, tone-7, tone-8.',
    ],
    [
      { hairStyle: 'mohawk' },
      'Hair style must be one of: short, cropped, long, curly, coily, braids, puffs, bun, bob, wavy.',
    ],
    [{ hairColor: 'plaid' }, expect.stringContaining('Hair colour must be one of: Blonde')],
    [{ glasses: 'yes' }, 'Glasses must be true or false.'],
    [
      { skinTone: 'tone-1', nose: 'button' },
      'childLook: send an object of skinTone, hairStyle, hairColor, eyeColor and glasses (each optional).',
    ],
    [
      'tone-1',
      'childLook: send an object of skinTone, hairStyle, hairColor, eyeColor and glasses (each optional).',
    ],
  ])('refuses the look %j with a 400 that says what to send', async (childLook, message) => {
    const res = await parent.browser.post('/api/stories', storyInput({ childName: 'Amara', childLook }));
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().message).toEqual(message);
  });

  it('writes the name as a parent would', async () => {
    const story = await tell(parent.browser, { childName: 'zoë' });
    expect(story.childName).toBe('Zoë');
    expect(story.storyContent).toContain('Zoë');
    expect(story.storyContent).not.toMatch(/\bzoë\b/);
  });

  it('takes the child’s age by hand (1-12), and refuses another with a message a person can act on', async () => {
    const little = await tell(parent.browser, { childName: 'Alfie', childAge: 3 });
    expect(little.metadata.ageRange).toBe('1-3');
    const eldest = await tell(parent.browser, { childName: 'Alfie', childAge: 11 });
    expect(eldest.metadata.ageRange).toBe('10-12');
    for (const childAge of [0, 13, 2.5, 'three']) {
      const res = await parent.browser.post('/api/stories', storyInput({ childAge }));
      expect(res.statusCode, String(childAge)).toBe(400);
      expect(res.json().message).toMatch(/age/);
    }
  });

  it("answers what each page's picture shows besides its place, as the story keeps it ('garden:snow')", async () => {
    const story = await tell(parent.browser, { childName: 'Ivy', theme: 'Courage' });
    const n = storyParagraphs(story.storyContent).length;
    expect(story.scenePictures).toHaveLength(n);
    const kept = story.sceneSettings.map((s: string, i: number) => (i === 1 ? `${s}:snow` : s));
    await t.database.db.update(stories).set({ settings: kept }).where(eq(stories.id, story.id));
    const read = (await parent.browser.get(`/api/stories/${story.id}`)).json();
    expect(read.sceneSettings).toEqual(story.sceneSettings);
    expect(read.scenePictures).toEqual(Array.from({ length: n }, (_, i) => (i === 1 ? 'snow' : null)));
    // A stored value the product does not know is read as a story from before settings, never a 500.
    await t.database.db
      .update(stories)
      .set({ settings: kept.map((s: string, i: number) => (i === 1 ? 'garden:hail' : s)) })
      .where(eq(stories.id, story.id));
    const odd = await parent.browser.get(`/api/stories/${story.id}`);
    expect(odd.statusCode).toBe(200);
    expect(odd.json().scenePictures).toEqual(Array.from({ length: n }, () => null));
  });

  it('a story from before settings still answers one per paragraph: home at both ends, the theme’s place between', async () => {
    const story = await tell(parent.browser, { childName: 'Old', theme: 'Learning' });
    await t.database.db.update(stories).set({ settings: null }).where(eq(stories.id, story.id));
    const read = (await parent.browser.get(`/api/stories/${story.id}`)).json();
    const n = storyParagraphs(read.storyContent).length;
    expect(read.sceneSettings).toEqual(
      Array.from({ length: n }, (_, i) => (i === 0 || i === n - 1 ? 'bedroom' : 'library')),
    );
  });
});
