/**
 * Lists come a page at a time (docs/product.md; the outside probe got 792 stories as one 3.2 MB answer):
 * `?limit=` (default 50, at most 100) and an opaque cursor in `X-Next-Cursor` and a `Link` header,
 * newest first, every story exactly once.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { LIST_PAGE } from '../../../shared/api-contracts.js';
import { MESSAGES } from '../../../shared/messages.js';
import { fixedClock } from '../../clock.js';
import { stories } from '../../db/schema.js';
import { grantPlan, signUp, storyInput, type SignedInBrowser } from '../../test-support/browser.js';
import { createTestApp, testAppForSuite } from '../../test-support/test-app.js';

const clock = fixedClock('2030-06-01T12:00:00Z');
let parent: SignedInBrowser;
const made: string[] = [];

const t = testAppForSuite(() => createTestApp({ clock }));

beforeAll(async () => {
  parent = await signUp(t.app);
  await grantPlan(t.database, parent.user.id, 'PREMIUM');
  for (let i = 0; i < 7; i++) {
    clock.advance(1000);
    const res = await parent.browser.post('/api/stories', storyInput({ childName: `Kid${i}` }));
    expect(res.statusCode, res.body).toBe(201);
    made.unshift(res.json().id); // newest first
  }
});

async function walk(path: string, limit: number) {
  const seen: string[] = [];
  let url: string | null = `${path}?limit=${limit}`;
  let pages = 0;
  while (url) {
    const res = await parent.browser.get(url);
    expect(res.statusCode, res.body).toBe(200);
    const page = res.json() as { id: string }[];
    expect(page.length).toBeLessThanOrEqual(limit);
    seen.push(...page.map((s) => s.id));
    const cursor = res.headers['x-next-cursor'];
    if (cursor) {
      expect(res.headers.link).toContain('rel="next"');
      expect(res.headers.link).toContain(`cursor=${cursor}`);
    }
    url = cursor ? `${path}?limit=${limit}&cursor=${cursor}` : null;
    pages++;
  }
  return { seen, pages };
}

describe('story lists, a page at a time', () => {
  it.each(['/api/stories', '/api/stories/user'])(
    '%s: every story once, newest first, in pages',
    async (path) => {
      const { seen, pages } = await walk(path, 3);
      expect(seen).toEqual(made);
      expect(pages).toBe(3);
    },
  );

  it('favourites page the same way', async () => {
    for (const id of made.slice(0, 5)) {
      expect(
        (await parent.browser.request('PATCH', `/api/stories/${id}`, { isFavorite: true })).statusCode,
      ).toBe(200);
    }
    const { seen } = await walk('/api/stories/favorites', 2);
    expect(seen).toEqual(made.slice(0, 5));
  });

  it('answers at most 50 without a limit, and refuses more than 100 or a bad cursor with a message', async () => {
    // 60 more stories, written straight to the table (the allowance is not what is tested here).
    const [first] = await t.database.db.select().from(stories).limit(1);
    const base = clock.now().getTime();
    await t.database.db.insert(stories).values(
      Array.from({ length: 60 }, (_, i) => ({
        ...first!,
        id: crypto.randomUUID(),
        createdAt: new Date(base - 86_400_000 - i * 1000),
        shelvedAt: new Date(base - 86_400_000 - i * 1000),
      })),
    );
    const res = await parent.browser.get('/api/stories/user');
    expect(res.json()).toHaveLength(LIST_PAGE.default);
    expect(res.headers['x-next-cursor']).toBeTruthy();
    expect((await walk('/api/stories/user', 100)).seen).toHaveLength(67);

    const tooMany = await parent.browser.get('/api/stories/user?limit=101');
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().message).toMatch(/limit must be a number from 1 to 100/);
    const id = '6f1c2b9e-3d4a-4e5f-8a7b-9c0d1e2f3a4b';
    const crafted = [
      'yesterday|42',
      `2026-01-01T00:00:00.000Z|${id}`, // an older release's cursor: no chapter
      `2026-01-01T00:00:00.000Z|0|${id}`,
      `2026-01-01T00:00:00.000Z|1|${id}|more`,
    ];
    for (const cursor of ['nonsense', ...crafted.map((c) => Buffer.from(c).toString('base64url'))]) {
      const bad = await parent.browser.get(`/api/stories/user?cursor=${cursor}`);
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toBe(MESSAGES.badListCursor);
    }
  });

  it("refuses a crafted cursor whose date is outside years 1 to 9999, or is not the cursor's own form, with 400", async () => {
    const id = '6f1c2b9e-3d4a-4e5f-8a7b-9c0d1e2f3a4b';
    const dates = [
      '+275760-09-13T00:00:00.000Z',
      '+010000-01-01T00:00:00.000Z',
      '0000-01-01T00:00:00.000Z',
      '-000001-01-01T00:00:00.000Z',
      '-271821-04-20T00:00:00.000Z',
      '1',
      '2030-02-30T00:00:00.000Z',
    ];
    for (const date of dates) {
      const cursor = Buffer.from(`${date}|1|${id}`).toString('base64url');
      const bad = await parent.browser.get(`/api/stories/user?cursor=${cursor}`);
      expect(bad.statusCode, date).toBe(400);
      expect(bad.json().message).toBe(MESSAGES.badListCursor);
    }
    const garbage = Buffer.from([0xff, 0xfe, 0x00, 0x7c, 0x80]).toString('base64url');
    expect((await parent.browser.get(`/api/stories/user?cursor=${garbage}`)).statusCode).toBe(400);
    expect((await parent.browser.get('/api/stories/user?cursor=%00%7C')).statusCode).toBe(400);
  });
});
