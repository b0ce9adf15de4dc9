import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openingPictureUrl } from '../shared/media.js';
import { asGuest, storyInput } from './test-support/browser.js';
import { createTestApp, type TestApp } from './test-support/test-app.js';

let t: TestApp;
let clientDir: string;

beforeAll(async () => {
  clientDir = fs.mkdtempSync(path.join(os.tmpdir(), 'client-'));
  fs.mkdirSync(path.join(clientDir, 'assets'));
  fs.writeFileSync(
    path.join(clientDir, 'index.html'),
    '<!doctype html><head><title>Bedtime</title></head><div id="root"></div>',
  );
  fs.writeFileSync(path.join(clientDir, 'assets', 'index-abc123.js'), 'console.log("hi")');
  fs.writeFileSync(path.join(clientDir, 'assets', 'index-abc123.js.br'), 'brotli bytes');
  fs.writeFileSync(path.join(clientDir, 'assets', 'index-abc123.js.gz'), 'gzip bytes');
  fs.writeFileSync(path.join(clientDir, 'sw.js'), 'const BUILD = {"version":"0123456789ab","files":["/"]};');
  fs.writeFileSync(path.join(clientDir, 'manifest.webmanifest'), '{"name":"Moonlit Tales"}');
  // The build's manifest: the entry with what it imports, and pages loaded on demand with theirs.
  fs.mkdirSync(path.join(clientDir, '.vite'));
  fs.writeFileSync(
    path.join(clientDir, '.vite', 'manifest.json'),
    JSON.stringify({
      'index.html': { file: 'assets/index-abc123.js', isEntry: true, imports: ['_react.js'] },
      '_react.js': { file: 'assets/react-1.js' },
      '_catalogue.js': { file: 'assets/catalogue-2.js', imports: ['_react.js'] },
      'app/pages/home-page.tsx': {
        file: 'assets/home-page-3.js',
        isDynamicEntry: true,
        imports: ['_react.js', '_catalogue.js'],
      },
      'app/pages/story-page.tsx': {
        file: 'assets/story-page-4.js',
        isDynamicEntry: true,
        imports: ['_react.js'],
      },
    }),
  );
  t = await createTestApp({ clientDir });
});
afterAll(async () => {
  await t?.close();
});

describe('health', () => {
  it('/healthz and /readyz answer 200 while the database answers', async () => {
    expect((await t.app.inject('/healthz')).statusCode).toBe(200);
    const ready = await t.app.inject('/readyz');
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready' });
  });
});

describe('errors', () => {
  it('an unknown /api path answers 404 JSON', async () => {
    const res = await t.app.inject('/api/nothing-here');
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(res.json().message).toMatch(/No such API endpoint/);
  });

  it('a mutation that is not JSON answers 415 with a message', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/anything',
      headers: { 'content-type': 'text/plain' },
      payload: 'hello',
    });
    expect(res.statusCode).toBe(415);
    expect(res.json().message).toMatch(/application\/json/);
  });

  it('a mutation from another website answers 403', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/anything',
      headers: { 'content-type': 'application/json', origin: 'https://evil.example' },
      payload: '{}',
    });
    expect(res.statusCode).toBe(403);
  });
});

describe('security headers', () => {
  it('HTML carries a CSP that forbids framing, nosniff and a referrer policy', async () => {
    const res = await t.app.inject('/');
    expect(res.headers['content-security-policy']).toMatch(/frame-ancestors 'none'/);
    expect(res.headers['content-security-policy']).toMatch(/script-src 'self'/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });

  it('JSON answers carry nosniff and a locked-down CSP', async () => {
    const res = await t.app.inject('/healthz');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
  });
});

describe('client assets', () => {
  it('serves index.html for client routes with 200 and for unknown paths with 404', async () => {
    for (const route of [
      '/',
      '/auth',
      '/library',
      '/characters',
      '/subscription',
      '/subscription/success',
      '/story/abc',
    ]) {
      const res = await t.app.inject(route);
      expect(res.statusCode, route).toBe(200);
      expect(res.body).toContain('<div id="root">');
      expect(res.headers['cache-control']).toBe('no-cache');
    }
    const missing = await t.app.inject('/no/such/page');
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain('<div id="root">');
  });

  it('serves hashed assets as immutable with an ETag, and 304 on revalidation', async () => {
    const res = await t.app.inject('/assets/index-abc123.js');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const again = await t.app.inject({
      url: '/assets/index-abc123.js',
      headers: { 'if-none-match': String(res.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    expect((await t.app.inject('/assets/missing.js')).statusCode).toBe(404);
  });

  it('sends the precompressed variant the browser accepts, each with its own tag; any tag revalidates', async () => {
    const br = await t.app.inject({
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'gzip, br' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.body).toBe('brotli bytes');
    expect(br.headers.vary).toBe('Accept-Encoding');
    const gz = await t.app.inject({ url: '/assets/index-abc123.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    const plain = await t.app.inject('/assets/index-abc123.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(new Set([br.headers.etag, gz.headers.etag, plain.headers.etag]).size).toBe(3);
    const revalidated = await t.app.inject({
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'gzip', 'if-none-match': String(br.headers.etag) },
    });
    expect(revalidated.statusCode).toBe(304);
  });

  it("names each route's page code in a modulepreload, beside the app's (not what the entry already loads)", async () => {
    const preloads = (body: string) =>
      [...body.matchAll(/rel="modulepreload" crossorigin href="([^"]+)"/g)].map((m) => m[1]);
    const home = await t.app.inject('/');
    expect(preloads(home.body)).toEqual(['/assets/home-page-3.js', '/assets/catalogue-2.js']);
    const story = await t.app.inject('/story/3f1c2b9e-8d4a-4c7b-9e2f-1a2b3c4d5e6f');
    expect(preloads(story.body)).toEqual(['/assets/story-page-4.js']);
    // A route whose page the manifest does not list, and an unknown path: the plain index.html.
    expect(preloads((await t.app.inject('/library')).body)).toEqual([]);
    const missing = await t.app.inject('/no/such/page');
    expect(missing.statusCode).toBe(404);
    expect(preloads(missing.body)).toEqual([]);
    // Compressed like the rest, and the same bytes once decompressed.
    const br = await t.app.inject({ url: '/', headers: { 'accept-encoding': 'br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(br.rawPayload).toString('utf8')).toBe(home.body);
    expect(br.headers.etag).not.toBe(home.headers.etag);
  });

  it('/story/{id} names the story in a preload, so it is fetched while the code downloads', async () => {
    const id = '3f1c2b9e-8d4a-4c7b-9e2f-1a2b3c4d5e6f';
    const res = await t.app.inject(`/story/${id}`);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(
      `<link rel="preload" href="/api/stories/${id}" as="fetch" crossorigin="use-credentials" />`,
    );
    expect(res.headers.etag).not.toBe((await t.app.inject('/')).headers.etag);
    // Anything else there is not a story id: no story preload (the page's code only), nothing of it echoed.
    const odd = await t.app.inject('/story/%22%3E%3Cscript%3E');
    expect(odd.body).not.toContain('rel="preload"');
    expect(odd.body).toContain('/assets/story-page-4.js');
    expect(odd.body).not.toContain('<script>');
  });

  it("/story/{id} names the book's opening picture for whoever may read the story, and for nobody else", async () => {
    const pictureLine = (body: string) =>
      /<link rel="preload" href="([^"]+)" as="image" fetchpriority="high" \/>/.exec(body)?.[1];
    const guest = await asGuest(t.app);
    const created = await guest.browser.post('/api/stories', {
      ...storyInput({ hairColor: 'Red', eyeColor: 'Green' }),
      guestSessionId: guest.sessionId,
    });
    expect(created.statusCode).toBe(201);
    const story = created.json();
    const expected = openingPictureUrl(story);
    expect(expected).toMatch(/^\/media\/pages\/[a-z-]+\/bear\.svg/);
    // Its owner: the picture, as the reader's first page draws it (the &s of its query escaped).
    const owner = await guest.browser.get(`/story/${story.id}`);
    expect(pictureLine(owner.body)?.replaceAll('&amp;', '&')).toBe(expected);
    // A stranger, the story not shared: nothing of it (the page answers as for any story id).
    const stranger = await t.app.inject(`/story/${story.id}`);
    expect(stranger.statusCode).toBe(200);
    expect(pictureLine(stranger.body)).toBeUndefined();
    expect(stranger.headers.etag).not.toBe(owner.headers.etag);
    // Shared: anybody may read it, so anybody's page names it.
    expect((await guest.browser.patch(`/api/stories/${story.id}`, { isPublic: true })).statusCode).toBe(200);
    const shared = await t.app.inject(`/story/${story.id}`);
    expect(pictureLine(shared.body)?.replaceAll('&amp;', '&')).toBe(expected);
    // Looking the picture up counts no read: the reader's own request does.
    const read = await guest.browser.get(`/api/stories/${story.id}`);
    expect(read.json().readCount).toBe(1);
  });

  it('never serves a precompressed variant by its own name (it would be octet-stream)', async () => {
    const res = await t.app.inject('/assets/index-abc123.js.br');
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).not.toBe('application/octet-stream');
  });

  it('serves the service worker from the root, checked at every visit, allowed the whole site', async () => {
    const res = await t.app.inject('/sw.js');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers['service-worker-allowed']).toBe('/');
    // The worker's own policy: it may fetch from this site (the API's 'none' would stop it fetching at all).
    expect(res.headers['content-security-policy']).toBe("default-src 'self'; frame-ancestors 'none'");
    expect(res.body).toContain('0123456789ab');
    const again = await t.app.inject({
      url: '/sw.js',
      headers: { 'if-none-match': String(res.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    expect(again.headers['service-worker-allowed']).toBe('/');
    // Hashed assets are not workers.
    expect((await t.app.inject('/assets/index-abc123.js')).headers['service-worker-allowed']).toBeUndefined();
  });

  it('serves the web manifest as application/manifest+json, revalidated', async () => {
    const res = await t.app.inject('/manifest.webmanifest');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/manifest+json');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.json()).toEqual({ name: 'Moonlit Tales' });
  });

  it('never serves files outside the client folder', async () => {
    const res = await t.app.inject('/..%2f..%2fetc%2fpasswd');
    expect(res.body).not.toContain('root:');
  });
});
