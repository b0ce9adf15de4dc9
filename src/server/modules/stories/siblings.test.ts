/**
 * Brothers and sisters in one story on POST /api/stories (issue 30): typed by anyone or from an account's
 * profiles; one story from the allowance; the title names every child; the story counts in each child's
 * memory; who leads changes from one story together to the next; bad input is a 400 that saves nothing.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { fixedClock } from '../../clock.js';
import { stories } from '../../db/schema.js';
import { callersForSuite, grantPlan, storyInput } from '../../test-support/browser.js';
import { createTestApp, testAppForSuite } from '../../test-support/test-app.js';
import { storiesRepo } from './stories.repo.js';

const clock = fixedClock('2030-05-10T12:00:00Z');
const t = testAppForSuite(() => createTestApp({ clock }));
const { userA, userB, guestA } = callersForSuite(t, ['userA', 'userB'], ['guestA']);

const named = (text: string, name: string) => new RegExp(`\\b${name}\\b`).test(text);

describe('brothers and sisters in one story', () => {
  it("a guest's story with a sister: both named in the story and the title, one story spent, kept", async () => {
    const before = (await guestA.browser.get(`/api/stories/guest-count/${guestA.sessionId}`)).json();
    const res = await guestA.browser.post(
      '/api/stories',
      storyInput({
        guestSessionId: guestA.sessionId,
        childName: 'Maya',
        siblings: [{ name: 'Ada', age: 4, gender: 'Girl' }],
        length: 'Medium',
      }),
    );
    expect(res.statusCode, res.body).toBe(201);
    const story = res.json();
    expect(story.childName).toBe('Maya');
    // Typed in: no look to draw her by (the pictures guess nothing).
    expect(story.siblings).toEqual([{ name: 'Ada', look: null }]);
    expect(story.title).toMatch(/^Maya, Ada |^Maya and Ada: /);
    expect(named(story.storyContent, 'Ada')).toBe(true);
    expect(named(story.storyContent, 'Maya')).toBe(true);
    const after = (await guestA.browser.get(`/api/stories/guest-count/${guestA.sessionId}`)).json();
    expect(after.count).toBe(before.count + 1);
    const [row] = await t.database.db.select().from(stories).where(eq(stories.id, story.id));
    expect(row!.siblings).toEqual([
      { name: 'Ada', age: 4, gender: 'Girl', characterProfileId: null, look: null },
    ]);
    expect(row!.siblingKeys).toEqual(['n:ada']);
    expect(row!.leadKey).toBe('n:maya');
    // Read back, the story still names its sister.
    expect((await guestA.browser.get(`/api/stories/${story.id}`)).json().siblings).toEqual(story.siblings);
  });

  it('two brothers and sisters from profiles: their own names; the lead changes story by story', async () => {
    const profile = async (name: string, gender: string, age: number, look = {}) => {
      const res = await userA.browser.post('/api/character-profiles', { name, gender, age, ...look });
      expect(res.statusCode, res.body).toBe(201);
      return res.json().id as string;
    };
    const [maya, leo, ada] = [
      await profile('Maya', 'Girl', 6),
      await profile('Leo', 'Boy', 8, { skinTone: 'tone-4', hairStyle: 'cropped' }),
      await profile('Ada', 'Girl', 3),
    ];
    const leads: string[] = [];
    for (let night = 0; night < 4; night++) {
      const res = await userA.browser.post(
        '/api/stories',
        storyInput({
          userId: userA.user.id,
          childName: 'Maya',
          characterProfileId: maya,
          // The name sent beside a profile is the profile's to give.
          siblings: [
            { name: 'typed', characterProfileId: leo },
            { name: 'Ada', characterProfileId: ada },
          ],
        }),
      );
      expect(res.statusCode, res.body).toBe(201);
      const story = res.json();
      expect(story.siblings.map((s: { name: string }) => s.name)).toEqual(['Leo', 'Ada']);
      // The pictures draw Leo as his profile has him.
      expect(story.siblings[0].look).toMatchObject({ skinTone: 'tone-4', hairStyle: 'cropped' });
      for (const name of ['Maya', 'Leo', 'Ada']) expect(named(story.title, name), story.title).toBe(true);
      leads.push(story.title.split(/[,:]/)[0]);
      expect(story.childName).toBe('Maya');
      clock.advance(24 * 60 * 60 * 1000);
    }
    expect(leads).toEqual(['Maya', 'Leo', 'Ada', 'Maya']);

    // The stories count in each child's memory: Ada's alone finds the four.
    const told = await storiesRepo(t.database.db).recentTold({ userId: userA.user.id }, [`p:${ada}`], 30);
    expect(told).toHaveLength(4);
  });

  it('on Premium, a brother from his profile is told in his own details; on Standard, in none', async () => {
    const profile = async (body: Record<string, unknown>) => {
      const res = await userB.browser.post('/api/character-profiles', body);
      expect(res.statusCode, res.body).toBe(201);
      return res.json().id as string;
    };
    const maya = await profile({ name: 'Maya', gender: 'Girl', age: 6, hairColor: 'Black' });
    const leo = await profile({
      name: 'Leo',
      gender: 'Boy',
      age: 8,
      hairColor: 'Auburn',
      eyeColor: 'Violet',
      favoriteColor: 'Lilac',
    });
    const tell = async () => {
      const res = await userB.browser.post(
        '/api/stories',
        storyInput({
          userId: userB.user.id,
          childName: 'Maya',
          characterProfileId: maya,
          siblings: [{ name: 'Leo', characterProfileId: leo }],
        }),
      );
      expect(res.statusCode, res.body).toBe(201);
      clock.advance(60_000);
      return res.json() as { title: string; storyContent: string };
    };
    await grantPlan(t.database, userB.user.id, 'STANDARD');
    expect((await tell()).storyContent).not.toMatch(/auburn|violet|lilac/i);
    await grantPlan(t.database, userB.user.id, 'PREMIUM');
    // The lead changes story by story (Leo, then Maya): with Maya leading, Leo is told in his own details.
    const stories = [await tell(), await tell()];
    const mayas = stories.find((s) => s.title.startsWith('Maya'))!;
    expect(mayas.storyContent).toMatch(/\bLeo(?:'s)?\b[^.!?]*\b(auburn|violet|lilac)\b/i);
  });

  it('a story for one child remembers the stories they heard as a brother or sister', async () => {
    const res = await userB.browser.post(
      '/api/stories',
      storyInput({ userId: userB.user.id, childName: 'Sam', siblings: [{ name: 'Kit' }] }),
    );
    expect(res.statusCode, res.body).toBe(201);
    const told = await storiesRepo(t.database.db).recentTold({ userId: userB.user.id }, ['n:kit'], 30);
    expect(told.map((s) => s.title)).toEqual([res.json().title]);
    // Another owner's children are not in it.
    const none = await storiesRepo(t.database.db).recentTold({ userId: userA.user.id }, ['n:kit'], 30);
    expect(none).toEqual([]);
  });

  it('more than 2, a bad name, a repeated name or a stranger’s profile: a clear 4xx, nothing saved', async () => {
    const count = async () =>
      (await t.database.db.select().from(stories).where(eq(stories.userId, userB.user.id))).length;
    const before = await count();
    const post = (siblings: unknown, childName = 'Sam') =>
      userB.browser.post('/api/stories', storyInput({ userId: userB.user.id, childName, siblings }));
    const cases: [unknown, number, RegExp][] = [
      [[{ name: 'Kit' }, { name: 'Ada' }, { name: 'Leo' }], 400, /at most 2 brothers or sisters/],
      [[{ name: '12' }], 400, /name needs at least one letter/],
      [[{ name: 'K' }], 400, /name must be 2 to 30 characters/],
      [[{ name: '' }], 400, /Please enter the name of each brother or sister/],
      [[{ name: 'Kit', age: 40 }], 400, /age must be a number from 1 to 12/],
      [[{ name: 'sam ' }], 400, /needs a name of their own/],
      [[{ name: 'Kit' }, { name: 'KIT' }], 400, /needs a name of their own/],
      [[{ name: 'Kit', characterProfileId: '6f1c1d2e-1111-4c4c-8888-123456789abc' }], 404, /not found/i],
      ['Kit', 400, /list of brothers and sisters/],
    ];
    for (const [siblings, status, message] of cases) {
      const res = await post(siblings);
      expect(res.statusCode, `${JSON.stringify(siblings)}: ${res.body}`).toBe(status);
      expect(res.json().message).toMatch(message);
    }
    expect(await count()).toBe(before);
  });
});
