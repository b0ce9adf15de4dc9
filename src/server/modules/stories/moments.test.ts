/**
 * Life moments on POST /api/stories (issue 30, DECISIONS §10): any plan, any theme; the story raises the
 * moment after its opening, rehearses it on the way and ends on it; an unknown moment is a 400 that saves
 * nothing.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MOMENTS } from '../../../shared/moments.js';
import { fixedClock } from '../../clock.js';
import { stories } from '../../db/schema.js';
import { callersForSuite, storyInput } from '../../test-support/browser.js';
import { createTestApp, testAppForSuite } from '../../test-support/test-app.js';

const clock = fixedClock('2030-05-10T12:00:00Z');
const t = testAppForSuite(() => createTestApp({ clock }));
const { userA, guestA } = callersForSuite(t, ['userA'], ['guestA']);

describe('a story for a life moment', () => {
  it("a guest's story meets the moment: raised second, rehearsed on the way, closed last; kept and returned", async () => {
    const res = await guestA.browser.post(
      '/api/stories',
      storyInput({ guestSessionId: guestA.sessionId, moment: 'dentist-visit', length: 'Short' }),
    );
    expect(res.statusCode, res.body).toBe(201);
    const story = res.json();
    expect(story.moment).toBe('dentist-visit');
    const [row] = await t.database.db.select().from(stories).where(eq(stories.id, story.id));
    expect(row!.moment).toBe('dentist-visit');
    const parts = row!.parts;
    expect(parts[1]).toMatch(/^moment\.dentist-visit\.r\./);
    expect(parts.some((p) => /^moment\.dentist-visit\.h\./.test(p))).toBe(true);
    expect(parts.at(-1)).toMatch(/^moment\.dentist-visit\.c\./);
    expect(story.storyContent).toMatch(/dentist/i);

    const read = await guestA.browser.get(`/api/stories/${story.id}`);
    expect(read.json().moment).toBe('dentist-visit');
  });

  it('a story without a moment says so (null), and tells no moment passage', async () => {
    const res = await userA.browser.post('/api/stories', storyInput({ userId: userA.user.id }));
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().moment).toBeNull();
    const [row] = await t.database.db.select().from(stories).where(eq(stories.id, res.json().id));
    expect(row!.parts.some((p) => p.startsWith('moment.'))).toBe(false);
  });

  it('an unknown moment is a 400 a parent can act on, and nothing is saved', async () => {
    const before = await t.database.db.select().from(stories).where(eq(stories.userId, userA.user.id));
    for (const moment of ['first-day-at-work', 42, 'DENTIST-VISIT']) {
      const res = await userA.browser.post('/api/stories', storyInput({ userId: userA.user.id, moment }));
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().message).toContain('That is not a moment we know');
    }
    const after = await t.database.db.select().from(stories).where(eq(stories.userId, userA.user.id));
    expect(after).toHaveLength(before.length);
  });

  it('every moment of the catalogue makes a story on a free theme for a signed-in parent', async () => {
    for (const moment of MOMENTS) {
      const res = await userA.browser.post(
        '/api/stories',
        storyInput({ userId: userA.user.id, moment, theme: 'Kindness', childName: 'Omar' }),
      );
      expect(res.statusCode, `${moment}: ${res.body}`).toBe(201);
      expect(res.json().moment).toBe(moment);
    }
  });
});
