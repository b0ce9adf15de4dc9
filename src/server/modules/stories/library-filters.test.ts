/**
 * The library finds a story again (issue 32): `/api/stories/user` and `/favorites` search the title, the
 * child's name and the text, and narrow by child, theme and companion, on the server, across pages.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { COMPANIONS, THEMES } from '../../../shared/catalogue.js';
import { buildApp } from '../../app.js';
import { fixedClock } from '../../clock.js';
import { grantPlan, signUp, storyInput, type SignedInBrowser } from '../../test-support/browser.js';
import { createTestApp, testAppForSuite, testConfig } from '../../test-support/test-app.js';

const clock = fixedClock('2030-06-01T12:00:00Z');
let parent: SignedInBrowser;
let stranger: SignedInBrowser;
interface Made {
  id: string;
  title: string;
  storyContent: string;
}
const made: Record<string, Made> = {};

const t = testAppForSuite(() => createTestApp({ clock }));

const nights = {
  mayaBear: { childName: 'Maya', animal: 'Bear', theme: 'Friendship' },
  mayaOwl: { childName: 'Maya', animal: 'Owl', theme: 'Courage' },
  leoBear: { childName: 'Leo', animal: 'Bear', theme: 'Courage' },
  leoFox: { childName: 'Leo', animal: 'Fox', theme: 'Kindness' },
} as const;

beforeAll(async () => {
  parent = await signUp(t.app);
  stranger = await signUp(t.app);
  await grantPlan(t.database, parent.user.id, 'PREMIUM');
  for (const [key, night] of Object.entries(nights)) {
    clock.advance(1000);
    const res = await parent.browser.post('/api/stories', storyInput(night));
    expect(res.statusCode, res.body).toBe(201);
    made[key] = res.json();
  }
  // Another parent's Maya: never in this parent's lists, whatever is asked.
  const other = await stranger.browser.post('/api/stories', storyInput({ childName: 'Maya', animal: 'Owl' }));
  expect(other.statusCode, other.body).toBe(201);
  made.stranger = other.json();
});

async function ids(url: string): Promise<string[]> {
  const res = await parent.browser.get(url);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { id: string }[]).map((s) => s.id);
}
const idOf = (...keys: string[]) => keys.map((k) => made[k]!.id);

describe('library search and filters', () => {
  it('filters by child (any case), theme and companion, newest first, only the parent’s own', async () => {
    expect(await ids('/api/stories/user?child=maya')).toEqual(idOf('mayaOwl', 'mayaBear'));
    expect(await ids('/api/stories/user?theme=Courage')).toEqual(idOf('leoBear', 'mayaOwl'));
    expect(await ids('/api/stories/user?companion=Bear')).toEqual(idOf('leoBear', 'mayaBear'));
    expect(await ids('/api/stories/user?theme=Courage&companion=Bear&child=Leo')).toEqual(idOf('leoBear'));
    expect(await ids('/api/stories/user?child=Nobody')).toEqual([]);
  });

  it('searches the title, the child’s name and the story’s text', async () => {
    // A word of the title that is not the name ('Leo and the Posy': 'posy'), whatever quest it told.
    const title = made.leoFox!.title;
    const word = title
      .split(' ')
      .filter((w) => !['Leo', 'and', 'the', 'a', 'an'].includes(w))
      .reduce((a, b) => (b.length > a.length ? b : a));
    expect(await ids(`/api/stories/user?q=${encodeURIComponent(word.toLowerCase())}`)).toContain(
      made.leoFox!.id,
    );
    // A name, in any case ('MAYA': a shorter piece like 'may' is also a word in the stories' text).
    expect(await ids('/api/stories/user?q=MAYA')).toEqual(idOf('mayaOwl', 'mayaBear'));
    // A phrase from the middle of one story's text.
    const text = made.mayaOwl!.storyContent;
    const phrase = text.slice(Math.floor(text.length / 2), Math.floor(text.length / 2) + 40);
    const found = await ids(`/api/stories/user?q=${encodeURIComponent(phrase)}`);
    expect(found).toContain(made.mayaOwl!.id);
    expect(found).not.toContain(made.stranger!.id);
  });

  it('takes % and _ as letters, not wildcards', async () => {
    expect(await ids('/api/stories/user?q=%25')).toEqual([]);
    expect(await ids('/api/stories/user?q=_')).toEqual([]);
  });

  it('an empty field is ignored', async () => {
    expect(await ids('/api/stories/user?q=&child=&theme=&companion=')).toHaveLength(4);
  });

  it('pages through a narrowed list, the next link keeping what was asked', async () => {
    const first = await parent.browser.get('/api/stories/user?child=Maya&limit=1');
    expect(first.json().map((s: { id: string }) => s.id)).toEqual(idOf('mayaOwl'));
    expect(first.headers.link).toContain('child=Maya');
    const cursor = first.headers['x-next-cursor'] as string;
    const second = await parent.browser.get(`/api/stories/user?child=Maya&limit=1&cursor=${cursor}`);
    expect(second.json().map((s: { id: string }) => s.id)).toEqual(idOf('mayaBear'));
    expect(second.headers['x-next-cursor']).toBeUndefined();
  });

  it('filters the favourites the same way', async () => {
    for (const key of ['mayaBear', 'leoBear']) {
      const res = await parent.browser.request('PATCH', `/api/stories/${made[key]!.id}`, {
        isFavorite: true,
      });
      expect(res.statusCode).toBe(200);
    }
    expect(await ids('/api/stories/favorites?child=Leo')).toEqual(idOf('leoBear'));
    expect(await ids('/api/stories/favorites?companion=Owl')).toEqual([]);
  });

  it('refuses an unknown theme or companion and a long search with a 400 that says what is allowed', async () => {
    const theme = await parent.browser.get('/api/stories/user?theme=Pirates');
    expect(theme.statusCode).toBe(400);
    expect(theme.json().message).toContain(`theme must be one of: ${THEMES.join(', ')}.`);
    const companion = await parent.browser.get('/api/stories/favorites?companion=Dragon');
    expect(companion.statusCode).toBe(400);
    expect(companion.json().message).toContain(`companion must be one of: ${COMPANIONS[0]}`);
    const long = await parent.browser.get(`/api/stories/user?q=${'a'.repeat(101)}`);
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toContain('Search for at most 100 characters.');
  });

  it('/api/stories/children names the parent’s children once each, A to Z, and no one else’s', async () => {
    const res = await parent.browser.get('/api/stories/children');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ children: ['Leo', 'Maya'] });
    expect((await stranger.browser.get('/api/stories/children')).json()).toEqual({ children: ['Maya'] });
  });

  it('/api/stories/children is for signed-in users', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/stories/children' });
    expect(res.statusCode).toBe(401);
  });

  it('the access log keeps the route, never the child’s name or the words searched for', async () => {
    const lines: string[] = [];
    const app = await buildApp({
      config: testConfig(),
      database: t.database,
      clock,
      logger: { level: 'debug', stream: { write: (line: string) => lines.push(line) } },
    });
    try {
      const res = await app.inject({
        method: 'GET',
        url: '/api/stories/user?child=Maya&q=moonlit%20river&theme=Courage',
        headers: { cookie: [...parent.browser.cookies].map(([k, v]) => `${k}=${v}`).join('; ') },
      });
      expect(res.statusCode, res.body).toBe(200);
    } finally {
      await app.close();
    }
    const access = lines.filter((line) => line.includes('/api/stories/user'));
    expect(access.length).toBeGreaterThanOrEqual(2); // arriving (debug) and answered (info)
    for (const line of access) {
      expect(line).toContain('"route":"/api/stories/user"');
      expect(line).not.toMatch(/Maya|moonlit|Courage/);
    }
  });
});
