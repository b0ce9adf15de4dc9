import zlib from 'node:zlib';
import { eq } from 'drizzle-orm';
import { XMLValidator } from 'fast-xml-parser';
import { beforeAll, describe, expect, it } from 'vitest';
import { COMPANIONS, THEMES } from '../../../shared/catalogue.js';
import { companionImageUrl, pagePictureUrl, themeSceneUrl } from '../../../shared/media.js';
import { SETTINGS } from '../../../shared/settings.js';
import { fixedClock } from '../../clock.js';
import { stories, storyIllustrations } from '../../db/schema.js';
import { type Browser, callersForSuite, storyInput } from '../../test-support/browser.js';
import { createTestApp, testAppForSuite } from '../../test-support/test-app.js';
import { EYE_PAINT, HAIR_PAINT, SKIN_PAINT } from './art/child.js';
import { childPortraitUrl, PYJAMA_PAINT } from '../../../shared/looks.js';
import { CACHE } from './media-response.js';
import { recentlyUsed } from './preview.service.js';

const clock = fixedClock('2030-05-10T12:00:00Z');

const PREVIEW_URL = /^\/media\/previews\/[0-9a-f-]{36}\/[0-9a-f]{24}\.svg$/;
const SVG_CSP = "default-src 'none'; style-src 'unsafe-inline'";

const t = testAppForSuite(() => createTestApp({ clock, env: { RATE_LIMIT_REGISTER_PER_HOUR: '1000' } }));
const { owner, stranger, guest, otherGuest, anonymous } = callersForSuite(
  t,
  ['owner', 'stranger'],
  ['guest', 'otherGuest'],
);

async function createStory(browser: Browser, overrides: Record<string, unknown> = {}) {
  clock.advance(1000);
  const res = await browser.post('/api/stories', storyInput(overrides));
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: string; childName: string; bookPreviewUrl: string | null };
}

async function generate(browser: Browser, id: string) {
  return browser.post(`/api/stories/${id}/generate-preview`);
}

async function illustrations(storyId: string) {
  return t.database.db
    .select()
    .from(storyIllustrations)
    .where(eq(storyIllustrations.storyId, storyId))
    .orderBy(storyIllustrations.pageNumber);
}

describe('POST /api/stories/:id/generate-preview', () => {
  it('the owner gets a preview URL, stored on the story with a row per page', async () => {
    const story = await createStory(owner.browser);
    const res = await generate(owner.browser, story.id);
    expect(res.statusCode, res.body).toBe(200);
    const { previewUrl } = res.json();
    expect(previewUrl).toMatch(PREVIEW_URL);
    expect(previewUrl).toContain(story.id);
    expect(Object.keys(res.json())).toEqual(['previewUrl']);

    const read = await owner.browser.get(`/api/stories/${story.id}`);
    expect(read.json().bookPreviewUrl).toBe(previewUrl);

    const pages = await illustrations(story.id);
    expect(pages.map((p) => [p.pageNumber, p.imageUrl])).toEqual([
      [1, `${previewUrl}#cover`],
      [2, `${previewUrl}#spread`],
    ]);
    expect(pages[0]!.caption).toBe("Mia's Magical Adventure");
  });

  it('generating again answers the same URL and keeps one row per page (upsert)', async () => {
    const story = await createStory(owner.browser);
    const first = (await generate(owner.browser, story.id)).json().previewUrl;
    const again = await generate(owner.browser, story.id);
    expect(again.statusCode).toBe(200);
    expect(again.json().previewUrl).toBe(first);
    expect(await illustrations(story.id)).toHaveLength(2);
  });

  it('the guest session that made a story may generate its preview', async () => {
    const story = await createStory(guest.browser);
    const res = await generate(guest.browser, story.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().previewUrl).toMatch(PREVIEW_URL);
  });

  it('anyone else gets 404 like the stories API; nobody at all gets 401', async () => {
    const userStory = await createStory(owner.browser);
    const guestStory = await createStory(guest.browser);
    // Even a public story is previewed by its owner only.
    await owner.browser.patch(`/api/stories/${userStory.id}`, { isPublic: true });

    for (const id of [userStory.id, guestStory.id]) {
      expect((await generate(stranger.browser, id)).statusCode).toBe(404);
      expect((await generate(otherGuest.browser, id)).statusCode).toBe(404);
      const anon = await generate(anonymous, id);
      expect(anon.statusCode).toBe(401);
      expect(anon.json().message).toMatch(/sign in/i);
    }
    expect((await generate(guest.browser, userStory.id)).statusCode).toBe(404);
    expect((await generate(owner.browser, guestStory.id)).statusCode).toBe(404);

    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-story', '%3Cscript%3E']) {
      expect((await generate(owner.browser, id)).statusCode).toBe(404);
    }
    // Nothing was written for the refused callers.
    expect(await illustrations(guestStory.id)).toHaveLength(0);
  });

  it('a cross-site request is refused', async () => {
    const story = await createStory(owner.browser);
    const res = await owner.browser.post(`/api/stories/${story.id}/generate-preview`, undefined, {
      origin: 'https://evil.example',
    });
    expect(res.statusCode).toBe(403);
  });
});

describe('GET /media/previews/:storyId/:hash.svg', () => {
  let url: string;
  let storyId: string;

  beforeAll(async () => {
    const story = await createStory(owner.browser, { childName: 'Ava', animal: 'Owl', theme: 'Kindness' });
    storyId = story.id;
    url = (await generate(owner.browser, story.id)).json().previewUrl;
  });

  it('answers its owner the SVG, kept by no cache, with an ETag and a locked CSP', async () => {
    const res = await owner.browser.get(url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/svg+xml');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['content-security-policy']).toBe(SVG_CSP);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers.etag).toMatch(/^"[0-9a-f]{24}"$/);
    expect(res.headers['set-cookie']).toBeUndefined();
    expect(XMLValidator.validate(res.body)).toBe(true);
    expect(res.body).toContain('Ava’s');
    expect(res.body).toContain('Magical Adventure');
  });

  it("a private story's picture answers anyone but its owner exactly as a missing one", async () => {
    const missing = url.replace(storyId, '00000000-0000-4000-8000-000000000000');
    const shape = (r: { statusCode: number; headers: Record<string, unknown>; body: string }) => ({
      status: r.statusCode,
      type: r.headers['content-type'],
      cache: r.headers['cache-control'],
      body: r.body,
    });
    for (const caller of [anonymous, stranger.browser, guest.browser, otherGuest.browser]) {
      const res = await caller.get(url);
      expect(res.statusCode).toBe(404);
      expect(shape(res)).toEqual(shape(await caller.get(missing)));
      expect(res.body).not.toContain('Ava');
    }
  });

  it("a guest's story: the guest session that made it sees its picture, no other", async () => {
    const story = await createStory(guest.browser, { childName: 'Gus' });
    const previewUrl = (await generate(guest.browser, story.id)).json().previewUrl;
    const mine = await guest.browser.get(previewUrl);
    expect(mine.statusCode).toBe(200);
    expect(mine.body).toContain('Gus');
    expect(mine.headers['cache-control']).toBe('no-store');
    expect((await otherGuest.browser.get(previewUrl)).statusCode).toBe(404);
    expect((await owner.browser.get(previewUrl)).statusCode).toBe(404);
  });

  it('sharing shows the picture to strangers, never kept for long; unsharing takes it back at once', async () => {
    const story = await createStory(owner.browser, { childName: 'Sol' });
    const previewUrl = (await generate(owner.browser, story.id)).json().previewUrl;
    expect((await anonymous.get(previewUrl)).statusCode).toBe(404);

    expect((await owner.browser.patch(`/api/stories/${story.id}`, { isPublic: true })).statusCode).toBe(200);
    const seen = await anonymous.get(previewUrl);
    expect(seen.statusCode).toBe(200);
    expect(seen.body).toContain('Sol');
    // A stranger's browser may keep it only to ask again each time; no shared cache keeps it at all.
    expect(seen.headers['cache-control']).toBe('private, no-cache');
    const revalidated = await anonymous.get(previewUrl, { 'if-none-match': seen.headers.etag as string });
    expect(revalidated.statusCode).toBe(304);

    expect((await owner.browser.patch(`/api/stories/${story.id}`, { isPublic: false })).statusCode).toBe(200);
    for (const ask of [
      () => anonymous.get(previewUrl),
      () => anonymous.get(previewUrl, { 'if-none-match': seen.headers.etag as string }),
      () => stranger.browser.get(previewUrl),
    ]) {
      const gone = await ask();
      expect(gone.statusCode).toBe(404);
      expect(gone.headers['cache-control']).toBe('no-store');
      expect(gone.body).not.toContain('Sol');
    }
    expect((await owner.browser.get(previewUrl)).statusCode).toBe(200);
  });

  it('is the same bytes every time (drawn again from the stored story), and 304 on If-None-Match', async () => {
    const a = await owner.browser.get(url);
    const b = await owner.browser.get(url);
    expect(b.body).toBe(a.body);
    expect(b.headers.etag).toBe(a.headers.etag);
    const cached = await owner.browser.get(url, { 'if-none-match': a.headers.etag as string });
    expect(cached.statusCode).toBe(304);
    expect(cached.body).toBe('');
    expect(cached.headers.etag).toBe(a.headers.etag);
    expect(cached.headers['cache-control']).toBe('no-store');
    expect((await owner.browser.get(url, { 'if-none-match': '"something-else"' })).statusCode).toBe(200);
  });

  it('is gzipped for browsers that take it', async () => {
    const plain = await owner.browser.get(url);
    const res = await owner.browser.get(url, { 'accept-encoding': 'gzip, deflate, br' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers.vary).toBe('Accept-Encoding');
    expect(zlib.gunzipSync(res.rawPayload).toString()).toBe(plain.body);
    expect(res.rawPayload.length).toBeLessThan(plain.body.length / 3);
    const again = await owner.browser.get(url, {
      'accept-encoding': 'gzip',
      'if-none-match': res.headers.etag as string,
    });
    expect(again.statusCode).toBe(304);
  });

  it('refuses unknown stories, unknown hashes and stories without a preview with 404', async () => {
    const fresh = await createStory(owner.browser);
    const hash = url.split('/').pop()!;
    const cases = [
      url.replace(/[0-9a-f]{24}\.svg$/, `${'0'.repeat(24)}.svg`),
      url.replace('.svg', '.png'),
      url.replace(storyId, '00000000-0000-4000-8000-000000000000'),
      `/media/previews/${fresh.id}/${hash}`,
      `/media/previews/not-a-uuid/${hash}`,
      `/media/previews/${storyId}/..%2F..%2Fetc%2Fpasswd`,
    ];
    for (const path of cases) {
      const res = await owner.browser.get(path);
      expect(res.statusCode, path).toBe(404);
    }
  });

  it('draws the child with the look the story kept from the profile, as its pages do', async () => {
    const profile = await owner.browser.post('/api/character-profiles', {
      name: 'Zoe',
      gender: 'Girl',
      hairColor: 'Green',
      eyeColor: 'Violet',
      skinTone: 'tone-7',
      hairStyle: 'puffs',
    });
    expect(profile.statusCode, profile.body).toBe(201);
    const story = await createStory(owner.browser, {
      childName: 'Zoe',
      characterProfileId: profile.json().id,
    });
    const first = (await generate(owner.browser, story.id)).json().previewUrl;
    const svg = (await owner.browser.get(first)).body;
    expect(svg).toContain(HAIR_PAINT.Green);
    expect(svg).toContain(EYE_PAINT.Violet);
    expect(svg).toContain(SKIN_PAINT['tone-7']);

    // A later edit of the profile changes neither this story's pages nor its book: one child throughout.
    await owner.browser.patch(`/api/character-profiles/${profile.json().id}`, { hairColor: 'Pink' });
    const old = await owner.browser.get(first);
    expect(old.statusCode).toBe(200);
    expect(old.body).toBe(svg);
    const second = (await generate(owner.browser, story.id)).json().previewUrl;
    expect(second).toBe(first);
  });

  it('a URL made before the pictures were redrawn sends the reader to the current one', async () => {
    const story = await createStory(owner.browser);
    const made = (await generate(owner.browser, story.id)).json().previewUrl;
    // As if the art had changed since: the recorded drawing no longer gives the recorded hash.
    const [cover] = await illustrations(story.id);
    await t.database.db
      .update(storyIllustrations)
      .set({ metadata: { ...cover!.metadata, look: { hairColor: 'Blue' } } })
      .where(eq(storyIllustrations.id, cover!.id));
    const res = await owner.browser.get(made);
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toMatch(PREVIEW_URL);
    expect(res.headers.location).not.toBe(made);
    expect(res.headers['cache-control']).toBe('no-store');
    expect((await owner.browser.get(res.headers.location as string)).statusCode).toBe(200);
  });

  it('a hostile child name is text in the picture, never markup', async () => {
    const story = await createStory(owner.browser, { childName: '<script>alert(1)</script>' });
    const previewUrl = (await generate(owner.browser, story.id)).json().previewUrl;
    const res = await owner.browser.get(previewUrl);
    expect(res.statusCode).toBe(200);
    expect(XMLValidator.validate(res.body)).toBe(true);
    expect(res.body).not.toContain('<script');
    expect(res.body).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    const [row] = await t.database.db.select().from(stories).where(eq(stories.id, story.id));
    expect(row!.bookPreviewUrl).toBe(previewUrl);
  });
});

/**
 * A drawn picture at `url` as every media route answers it (docs/product.md, "4.7 Pictures and the book
 * preview"): an SVG under the locked CSP, valid XML, an ETag, and 304 with no body when asked again with it.
 */
async function expectCachedPicture(url: string) {
  const res = await anonymous.get(url);
  expect(res.statusCode, url).toBe(200);
  expect(res.headers['content-type']).toBe('image/svg+xml');
  expect(res.headers['content-security-policy']).toBe(SVG_CSP);
  expect(res.headers.etag).toMatch(/^"[0-9a-f]{24}"$/);
  expect(XMLValidator.validate(res.body)).toBe(true);
  const again = await anonymous.get(url, { 'if-none-match': res.headers.etag as string });
  expect(again.statusCode, url).toBe(304);
  expect(again.body).toBe('');
  return res;
}

/** A media path that names nothing: 404, in JSON, like every other miss. */
async function expectMediaNotFound(path: string) {
  const res = await anonymous.get(path);
  expect(res.statusCode, path).toBe(404);
  expect(res.headers['content-type'], path).toMatch(/^application\/json/);
  expect(res.json(), path).toEqual({ message: 'Not found.' });
}

describe('GET /media/companions/:slug.svg and /media/scenes/:slug.svg', () => {
  it('answers every companion and scene at the URL the client builds, cached with an ETag', async () => {
    const urls = [...COMPANIONS.map(companionImageUrl), ...THEMES.map(themeSceneUrl)];
    const bodies = new Set<string>();
    for (const url of urls) {
      const res = await expectCachedPicture(url);
      expect(res.headers['cache-control']).toMatch(/^public, max-age=\d{6,}/);
      bodies.add(res.body);
    }
    expect(bodies.size).toBe(32);
  });

  it('needs no session: a signed-in browser gets the same picture and keeps its cookies', async () => {
    const res = await owner.browser.get(companionImageUrl('Bear'));
    expect(res.statusCode).toBe(200);
    expect(res.headers['set-cookie']).toBeUndefined();
    expect(res.body).toBe((await anonymous.get(companionImageUrl('Bear'))).body);
  });

  it('refuses unknown slugs with 404', async () => {
    for (const path of [
      '/media/companions/dragon.svg',
      '/media/companions/bear.png',
      '/media/companions/bear',
      '/media/companions/Bear.svg',
      '/media/companions/__proto__.svg',
      '/media/scenes/space.svg',
      '/media/scenes/friendship',
      '/media/scenes/constructor.svg',
    ]) {
      await expectMediaNotFound(path);
    }
  });
});

describe("GET /media/pages/:setting/:companion.svg (the picture book's pages)", () => {
  it('answers every setting at the URL the client builds: SVG, a week in caches, an ETag, 304 when unchanged', async () => {
    const bodies = new Set<string>();
    for (const [i, setting] of SETTINGS.entries()) {
      const res = await expectCachedPicture(pagePictureUrl(setting, COMPANIONS[i % COMPANIONS.length]!));
      expect(res.headers['cache-control']).toBe(CACHE.week);
      bodies.add(res.body);
    }
    expect(bodies.size).toBe(SETTINGS.length);
  });

  it("draws the child in the query's look; without one, a child with no skin or hair guessed", async () => {
    const url = pagePictureUrl('orchard', 'Bear', {
      skinTone: 'tone-2',
      hairStyle: 'braids',
      hairColor: 'Green',
      eyeColor: 'Violet',
      glasses: true,
    });
    expect(url).toBe(
      '/media/pages/orchard/bear.svg?skinTone=tone-2&hairStyle=braids&hairColor=Green&eyeColor=Violet&glasses=true',
    );
    const res = await anonymous.get(url);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(HAIR_PAINT.Green);
    expect(res.body).toContain(EYE_PAINT.Violet);
    expect(res.body).toContain(SKIN_PAINT['tone-2']);

    const plain = await anonymous.get(pagePictureUrl('orchard', 'Bear'));
    expect(plain.statusCode).toBe(200);
    for (const skin of Object.values(SKIN_PAINT)) expect(plain.body).not.toContain(skin);
    expect(plain.body).not.toContain(HAIR_PAINT.Green);
    expect(plain.headers.etag).not.toBe(res.headers.etag);
    // An If-None-Match for another look is no match.
    const other = await anonymous.get(url, { 'if-none-match': plain.headers.etag as string });
    expect(other.statusCode).toBe(200);
  });

  it('draws brothers and sisters beside the child, each in their own look; refuses a look it does not know', async () => {
    const url = pagePictureUrl('orchard', 'Bear', { hairColor: 'Red' }, null, [
      { look: { skinTone: 'tone-5', hairStyle: 'coily', hairColor: 'Black', glasses: true } },
      { look: null },
    ]);
    expect(url).toBe(
      '/media/pages/orchard/bear.svg?hairColor=Red&siblings=tone-5~coily~Black~~true~%2C~~~~~',
    );
    const three = await expectCachedPicture(url);
    expect(three.body).toContain('<title>Bear and the children in');
    expect(three.body).toContain(SKIN_PAINT['tone-5']);
    expect(three.body).toContain(HAIR_PAINT.Red);
    expect(three.body).toContain(HAIR_PAINT.Black);
    const one = await anonymous.get(pagePictureUrl('orchard', 'Bear', { hairColor: 'Red' }));
    expect(one.body).toContain('<title>Bear and the child in');
    expect(one.body).not.toContain(SKIN_PAINT['tone-5']);
    for (const wrong of ['tone-9~~~~~', '~~~~~~~', 'a,b,c', '~~~~~,~~~~~,~~~~~', '~~~~maybe~'])
      expect((await anonymous.get(`/media/pages/orchard/bear.svg?siblings=${wrong}`)).statusCode, wrong).toBe(
        404,
      );
  });

  it('gzips for browsers that take it, with its own ETag, and needs no session', async () => {
    const url = pagePictureUrl('castle', 'Lion', { hairColor: 'Blonde', eyeColor: 'Blue' });
    const plain = await anonymous.get(url);
    const res = await t.app.inject({ url, headers: { 'accept-encoding': 'gzip' } });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers.etag).toBe(`"${(plain.headers.etag as string).slice(1, -1)}-gz"`);
    expect(zlib.gunzipSync(res.rawPayload).toString()).toBe(plain.body);
    const signedIn = await owner.browser.get(url);
    expect(signedIn.headers['set-cookie']).toBeUndefined();
    expect(signedIn.body).toBe(plain.body);
  });

  it('pagePictureUrl writes a look in one order and leaves out what is not given, so its URLs answer', async () => {
    expect(
      pagePictureUrl('moon', 'Star Voyager', { eyeColor: 'Amber', hairColor: 'Blonde', glasses: false }),
    ).toBe('/media/pages/moon/star-voyager.svg?hairColor=Blonde&eyeColor=Amber');
    expect(pagePictureUrl('beach', 'Fox', null)).toBe('/media/pages/beach/fox.svg');
    expect(pagePictureUrl('beach', 'Fox', { skinTone: null, hairStyle: null, glasses: false })).toBe(
      '/media/pages/beach/fox.svg',
    );
    const res = await anonymous.get(
      pagePictureUrl('moon', 'Star Voyager', { hairColor: 'Blonde', pyjamas: 'navy' }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(PYJAMA_PAINT.navy);
  });

  it("draws the paragraph's variant (?scene=snow) where the place takes one, and refuses one it does not know", async () => {
    const url = pagePictureUrl('garden', 'Bear', { hairColor: 'Red' }, 'snow');
    expect(url).toBe('/media/pages/garden/bear.svg?scene=snow&hairColor=Red');
    const snowy = await expectCachedPicture(url);
    expect(snowy.body).toContain(', with snow on the ground and falling</title>');
    const plain = await anonymous.get(pagePictureUrl('garden', 'Bear', { hairColor: 'Red' }));
    expect(plain.body).not.toContain('snow');
    expect(snowy.headers.etag).not.toBe(plain.headers.etag);
    await expectMediaNotFound('/media/pages/garden/bear.svg?scene=hail');
    // Indoors, the variant is a detail of the window: the bedroom is drawn as it is.
    const bedroom = await anonymous.get(pagePictureUrl('bedroom', 'Bear', null, 'snow'));
    expect(bedroom.statusCode).toBe(200);
    expect(bedroom.body).toBe((await anonymous.get(pagePictureUrl('bedroom', 'Bear'))).body);
  });

  it('ignores query parameters it does not know', async () => {
    const plain = await anonymous.get('/media/pages/forest/owl.svg');
    const extra = await anonymous.get('/media/pages/forest/owl.svg?seed=7&utm_source=x');
    expect(extra.statusCode).toBe(200);
    expect(extra.body).toBe(plain.body);
  });

  it('refuses unknown settings, companions and colours with a 404 in JSON, like the other media', async () => {
    for (const path of [
      '/media/pages/space/bear.svg',
      '/media/pages/Orchard/bear.svg',
      '/media/pages/__proto__/bear.svg',
      '/media/pages/constructor/bear.svg',
      '/media/pages/orchard/dragon.svg',
      '/media/pages/orchard/Bear.svg',
      '/media/pages/orchard/bear.png',
      '/media/pages/orchard/bear',
      '/media/pages/orchard/__proto__.svg',
      '/media/pages/orchard/bear.svg?hairColor=Rainbow',
      '/media/pages/orchard/bear.svg?hairColor=green',
      '/media/pages/orchard/bear.svg?hairColor=',
      '/media/pages/orchard/bear.svg?eyeColor=Red',
      '/media/pages/orchard/bear.svg?hairColor=Red&hairColor=Blue',
      '/media/pages/orchard/bear.svg?eyeColor=Blue%22%3E%3Cscript%3E',
      '/media/pages/orchard/bear.svg?skinTone=tone-9',
      '/media/pages/orchard/bear.svg?skinTone=Tone-1',
      '/media/pages/orchard/bear.svg?hairStyle=mohawk',
      '/media/pages/orchard/bear.svg?glasses=1',
      '/media/pages/orchard/bear.svg?glasses=false',
      '/media/pages/orchard/bear.svg?pyjamas=%23ff0000',
      '/media/children/portrait.svg?skinTone=tone-0',
      '/media/children/portrait.svg?hairStyle=short&hairStyle=long',
      '/media/pages/orchard/..%2F..%2Fetc%2Fpasswd',
    ]) {
      await expectMediaNotFound(path);
    }
  });
});

describe('GET /media/children/portrait.svg (the profile avatar)', () => {
  it('draws the look asked for, cached like the pages; the same child as the page pictures', async () => {
    const look = { skinTone: 'tone-8', hairStyle: 'coily', hairColor: 'Black', eyeColor: 'Hazel' } as const;
    const url = childPortraitUrl(look);
    expect(url).toBe(
      '/media/children/portrait.svg?skinTone=tone-8&hairStyle=coily&hairColor=Black&eyeColor=Hazel',
    );
    const res = await expectCachedPicture(url);
    expect(res.headers['cache-control']).toBe(CACHE.week);
    expect(res.body).toContain(SKIN_PAINT['tone-8']);
    expect(res.body).toContain(HAIR_PAINT.Black);
    expect(res.body).toContain(EYE_PAINT.Hazel);
    const page = await anonymous.get(pagePictureUrl('bedroom', 'Owl', look));
    for (const paint of [SKIN_PAINT['tone-8'], HAIR_PAINT.Black, EYE_PAINT.Hazel])
      expect(page.body).toContain(paint);

    const none = await anonymous.get(childPortraitUrl(null));
    expect(none.statusCode).toBe(200);
    for (const skin of Object.values(SKIN_PAINT)) expect(none.body).not.toContain(skin);
  });
});

describe('recentlyUsed (the bounded cache of drawn pages)', () => {
  it('keeps at most its limit, dropping the least recently used', () => {
    const cache = recentlyUsed<string>(2);
    let built = 0;
    const get = (key: string) => cache.get(key, () => `${key}${++built}`);
    expect(get('a')).toBe('a1');
    expect(get('b')).toBe('b2');
    expect(get('a')).toBe('a1'); // a hit: a is now the most recent
    expect(get('c')).toBe('c3'); // b goes
    expect(cache.size).toBe(2);
    expect(get('a')).toBe('a1');
    expect(get('b')).toBe('b4'); // drawn again
    expect(cache.size).toBe(2);
  });
});
