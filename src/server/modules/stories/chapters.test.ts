/**
 * Tomorrow's chapter on POST /api/stories (issue 30, DECISIONS §10): Premium, the owner's own story of the
 * same child; the chapter keeps the companion and theme, opens on last night, and the last one closes the
 * series. Every refusal is a 4xx a parent can act on, and saves and spends nothing.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { fixedClock } from '../../clock.js';
import { stories } from '../../db/schema.js';
import { callersForSuite, grantPlan, storyInput, type SignedInBrowser } from '../../test-support/browser.js';
import { createTestApp, testAppForSuite } from '../../test-support/test-app.js';
import { CHAPTER_MESSAGES } from './chapters.js';

const clock = fixedClock('2030-05-10T12:00:00Z');
const t = testAppForSuite(() => createTestApp({ clock }));
const { parent, other, standard, guest } = callersForSuite(t, ['parent', 'other', 'standard'], ['guest']);

async function tell(who: SignedInBrowser, body: Record<string, unknown>) {
  clock.advance(1000);
  return who.browser.post('/api/stories', storyInput({ userId: who.user.id, ...body }));
}
async function told(who: SignedInBrowser, body: Record<string, unknown>) {
  const res = await tell(who, body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}
const rowOf = async (id: string) =>
  (await t.database.db.select().from(stories).where(eq(stories.id, id)))[0]!;
const count = async () => (await t.database.db.select({ id: stories.id }).from(stories)).length;

describe("tomorrow's chapter", () => {
  it('continues the story: same companion and theme, last night recalled, chapter 2; the last closes it', async () => {
    const first = await told(parent, { childName: 'Noor', animal: 'Lion', theme: 'Adventure' });
    expect(first).toMatchObject({ chapter: 1, continuesStoryId: null, closesSeries: false });

    // The form may send anything for companion and theme: the chapter keeps last night's.
    const second = await told(parent, {
      childName: 'Noor',
      animal: 'Bear',
      theme: 'Kindness',
      continuesStoryId: first.id,
    });
    expect(second).toMatchObject({
      animal: 'Lion',
      theme: 'Adventure',
      chapter: 2,
      continuesStoryId: first.id,
      closesSeries: false,
    });
    const secondRow = await rowOf(second.id);
    expect(secondRow.parts[0]).toMatch(/^chapter\.r\./);
    expect(secondRow.parts.at(-1)).not.toMatch(/^chapter\./);

    const third = await told(parent, { childName: 'Noor', continuesStoryId: second.id, lastChapter: true });
    expect(third).toMatchObject({ chapter: 3, closesSeries: true });
    const thirdRow = await rowOf(third.id);
    expect(thirdRow.parts[0]).toMatch(/^chapter\.r\./);
    expect(thirdRow.parts.at(-1)).toMatch(/^chapter\.f\./);

    // Nothing follows the last chapter, and a story has one next chapter only.
    const before = await count();
    const after = await tell(parent, { childName: 'Noor', continuesStoryId: third.id });
    expect(after.statusCode).toBe(400);
    expect(after.json().message).toBe(CHAPTER_MESSAGES.ended);
    const again = await tell(parent, { childName: 'Noor', continuesStoryId: first.id });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(CHAPTER_MESSAGES.hasNext);
    expect(await count()).toBe(before);

    // Deleting a chapter leaves the next one standing, on its own.
    expect((await parent.browser.delete(`/api/stories/${first.id}`)).statusCode).toBe(204);
    expect((await rowOf(second.id)).continuesStoryId).toBeNull();
  });

  it('a series for two children from profiles: each chapter keeps the brother, and names both', async () => {
    const profile = async (name: string, gender: string, age: number) => {
      const res = await parent.browser.post('/api/character-profiles', { name, gender, age });
      expect(res.statusCode, res.body).toBe(201);
      return res.json().id as string;
    };
    const [mina, omar] = [await profile('Mina', 'Girl', 6), await profile('Omar', 'Boy', 4)];
    const first = await told(parent, {
      childName: 'Mina',
      characterProfileId: mina,
      animal: 'Owl',
      theme: 'Adventure',
      siblings: [{ name: 'Omar', characterProfileId: omar }],
    });
    const second = await told(parent, {
      childName: 'Mina',
      characterProfileId: mina,
      continuesStoryId: first.id,
    });
    const third = await told(parent, {
      childName: 'Mina',
      characterProfileId: mina,
      continuesStoryId: second.id,
      lastChapter: true,
    });
    for (const [n, story] of [first, second, third].entries()) {
      expect(story.chapter).toBe(n + 1);
      expect(story.siblings.map((s: { name: string }) => s.name)).toEqual(['Omar']);
      // Drawn in his profile's look on every page.
      expect(story.siblings[0].look).toMatchObject({ glasses: false });
      expect(story.storyContent).toMatch(/\bOmar\b/);
      expect(story.storyContent).toMatch(/\bMina\b/);
    }
    expect(third.closesSeries).toBe(true);
    expect((await rowOf(second.id)).siblingKeys).toEqual([`p:${omar}`]);
  });

  it('the library groups a series: its chapters stand together, newest first, and come forward with each', async () => {
    const shelf = async (limit: number) => {
      const ids: string[] = [];
      let url: string | null = `/api/stories/user?limit=${limit}`;
      while (url) {
        const res = await parent.browser.get(url);
        expect(res.statusCode, res.body).toBe(200);
        ids.push(...(res.json() as { id: string }[]).map((s) => s.id));
        const cursor = res.headers['x-next-cursor'];
        url = typeof cursor === 'string' ? `/api/stories/user?limit=${limit}&cursor=${cursor}` : null;
      }
      return ids;
    };
    const one = await told(parent, { childName: 'Zadie', animal: 'Fox', theme: 'Courage', length: 'Short' });
    const other = await told(parent, { childName: 'Omar', length: 'Short' });
    const two = await told(parent, { childName: 'Zadie', continuesStoryId: one.id, length: 'Short' });
    const third = await told(parent, { childName: 'Omar', length: 'Short' });
    // The series stands at the front with its second chapter, the first right behind it.
    expect((await shelf(100)).slice(0, 4)).toEqual([third.id, two.id, one.id, other.id]);
    const three = await told(parent, { childName: 'Zadie', continuesStoryId: two.id, length: 'Short' });
    const all = await shelf(100);
    expect(all.slice(0, 4)).toEqual([three.id, two.id, one.id, third.id]);
    // A page a story at a time walks the same shelf, whatever page a series is cut at.
    expect(await shelf(1)).toEqual(all);
    // Recent stories on home stay in the order they were made.
    const recent = (await parent.browser.get('/api/stories/recent')).json() as { id: string }[];
    expect(recent.slice(0, 3).map((s) => s.id)).toEqual([three.id, third.id, two.id]);
  });

  it('the fifth chapter closes the series by itself', async () => {
    let story = await told(parent, { childName: 'Idris', animal: 'Owl', theme: 'Courage', length: 'Short' });
    for (let n = 2; n <= 5; n++) {
      story = await told(parent, { childName: 'Idris', continuesStoryId: story.id, length: 'Short' });
      expect(story.chapter).toBe(n);
      expect(story.closesSeries).toBe(n === 5);
    }
    const sixth = await tell(parent, { childName: 'Idris', continuesStoryId: story.id });
    expect(sixth.statusCode).toBe(400);
  });

  it('refuses, with a message to act on and nothing saved: not Premium, not yours, another child, bad ids', async () => {
    await grantPlan(t.database, standard.user.id, 'STANDARD');
    const mine = await told(parent, { childName: 'Noor', animal: 'Fox', theme: 'Friendship' });
    const before = await count();

    const notPremium = await tell(standard, { childName: 'Noor', continuesStoryId: mine.id });
    expect(notPremium.statusCode).toBe(403);
    expect(notPremium.json().message).toBe(CHAPTER_MESSAGES.premium);

    const asGuest = await guest.browser.post(
      '/api/stories',
      storyInput({ guestSessionId: guest.sessionId, continuesStoryId: mine.id }),
    );
    expect(asGuest.statusCode).toBe(403);

    const notYours = await tell(other, { childName: 'Noor', continuesStoryId: mine.id });
    expect(notYours.statusCode).toBe(404);
    expect(notYours.json().message).toBe(CHAPTER_MESSAGES.notFound);

    const otherChild = await tell(parent, { childName: 'Sami', continuesStoryId: mine.id });
    expect(otherChild.statusCode).toBe(400);
    expect(otherChild.json().message).toBe(CHAPTER_MESSAGES.otherChild('Noor'));

    const unknown = await tell(parent, {
      childName: 'Noor',
      continuesStoryId: '00000000-0000-4000-8000-000000000000',
    });
    expect(unknown.statusCode).toBe(404);

    const notAnId = await tell(parent, { childName: 'Noor', continuesStoryId: 'last-night' });
    expect(notAnId.statusCode).toBe(400);
    expect(notAnId.json().message).toContain('continuesStoryId is not a story id');

    const momentOnLast = await tell(parent, {
      childName: 'Noor',
      continuesStoryId: mine.id,
      lastChapter: true,
      moment: 'new-pet',
    });
    expect(momentOnLast.statusCode).toBe(400);
    expect(momentOnLast.json().message).toBe(CHAPTER_MESSAGES.momentOnLast);

    expect(await count()).toBe(before);
  });
});
