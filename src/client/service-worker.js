/**
 * The service worker (docs/decisions/014-offline-and-print.md), written by hand: the build
 * (scripts/service-worker-plugin.ts) fills in BUILD below with this release's version and the files of its
 * app shell, and writes the result to /sw.js.
 *
 * - The app shell (index.html as '/', the hashed /assets/, icons, manifest) is cached at install, per
 *   release.
 * - Pages (navigations) go to the network first, so a new release is never hidden behind an old
 *   index.html; the cached shell answers only when the network cannot.
 * - Hashed /assets/ never change: cache first.
 * - A story (GET /api/stories/{id}) and its pictures (/media/) go to the network first and keep a copy,
 *   so every story opened once reads again offline; a story made here (POST /api/stories) is kept from the
 *   server's answer, since the page shows it without asking for it again; so do its recordings' list and each page of audio once
 *   played (a loved one's voice, docs/product.md §14). So do the few reads that let the app know the parent
 *   offline: who is signed in (/api/user), their plan, the month's count, and their story lists (home's
 *   recent stories, the library). Nothing else of the API is touched: sign-in, payments and every write
 *   always go to the server.
 * - Only OK answers are kept; a story the server no longer shows (deleted, made private) is forgotten.
 *   Everything kept is forgotten when someone signs in or out or deletes their account, and when the server
 *   says nobody is signed in any more (an expired session) after someone was. The page forgets it too
 *   (lib/offline.ts), for a page the worker does not control (after a hard reload).
 */

const BUILD = __SW_BUILD__;
const SHELL_CACHE = `shell-${BUILD.version}`;
/** Stories and their pictures outlive releases: a new release must not forget what was read. */
const STORIES_CACHE = 'stories-v1';
/** The app shell's page: the server answers index.html at '/' (and 404 at /index.html). */
const SHELL_PAGE = '/';
const CACHES = [SHELL_CACHE, STORIES_CACHE];
const STORY_READ = /^\/api\/stories\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** The account's reads kept for offline: who, which plan, how many this month, which stories. */
const ACCOUNT_READ =
  /^\/api\/(user|subscription\/status\/\d+|stories(\/recent|\/user|\/favorites|\/count\/\d+|\/guest-count\/[\w-]+)?)$/;
const WHO = '/api/user';
const STORIES = '/api/stories';
/** A story's recordings, and a page of one's audio (fetched whole by the player: never a byte range). */
const RECORDING_READ = /^\/api\/stories\/[0-9a-f-]{36}\/recordings(\/[0-9a-f-]{36}\/pages\/\d{1,3})?$/i;
/** Answers that say the story is gone for this reader: its kept copy goes too. */
const GONE = new Set([401, 403, 404, 410]);
/** Who is here changes: the stories kept for the last person are not the next one's to read offline. */
const SIGN_IN_OR_OUT = new Set(['/api/login', '/api/register', '/api/logout', '/api/account']);

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(SHELL_CACHE)
      // `reload`: fetch past the HTTP cache, so the shell cached is this release's, not a stale copy.
      .then((cache) => cache.addAll(BUILD.files.map((url) => new Request(url, { cache: 'reload' }))))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) => Promise.all(names.filter((n) => !CACHES.includes(n)).map((n) => caches.delete(n))))
      .then(() => self.clients.claim()),
  );
});

self.addEventListener('fetch', (event) => {
  const request = event.request;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (request.method !== 'GET') {
    if (SIGN_IN_OR_OUT.has(url.pathname)) event.waitUntil(caches.delete(STORIES_CACHE));
    else if (request.method === 'POST' && url.pathname === STORIES) event.respondWith(keepMade(request));
    return;
  }

  if (request.mode === 'navigate') {
    event.respondWith(networkFirstPage(request));
  } else if (
    url.pathname.startsWith('/assets/') ||
    (url.pathname !== SHELL_PAGE && BUILD.files.includes(url.pathname))
  ) {
    event.respondWith(cacheFirst(request));
  } else if (
    STORY_READ.test(url.pathname) ||
    ACCOUNT_READ.test(url.pathname) ||
    url.pathname.startsWith('/media/') ||
    (RECORDING_READ.test(url.pathname) && !request.headers.has('range'))
  ) {
    event.respondWith(networkFirstKept(request, url));
  }
  // Anything else (the rest of the API, health checks) is the browser's own business.
});

/** A server that answers but cannot serve (a proxy's 502, 503 while restarting) is as good as none. */
const unavailable = (response) => response.status >= 500;

async function networkFirstPage(request) {
  let response;
  try {
    response = await fetch(request);
    if (!unavailable(response)) return response;
  } catch (error) {
    response = error;
  }
  const shell = await caches.match(SHELL_PAGE, { cacheName: SHELL_CACHE });
  if (shell) return shell;
  if (response instanceof Response) return response;
  throw response;
}

async function cacheFirst(request) {
  const cached = await caches.match(request, { cacheName: SHELL_CACHE });
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok && response.type === 'basic') {
    const copy = response.clone();
    void caches.open(SHELL_CACHE).then((cache) => cache.put(request, copy));
  }
  return response;
}

/**
 * A story just made: the answer is the story, as GET /api/stories/{id} would answer it; keep it under that
 * address, so tonight's story reads offline without having been asked for again.
 */
async function keepMade(request) {
  const response = await fetch(request);
  if (response.status === 201 && response.type === 'basic') {
    try {
      const story = await response.clone().json();
      const address = `${STORIES}/${story.id}`;
      if (typeof story.id === 'string' && STORY_READ.test(address)) {
        const cache = await caches.open(STORIES_CACHE);
        await cache.put(
          new Request(new URL(address, self.location.origin)),
          new Response(JSON.stringify(story), {
            headers: { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' },
          }),
        );
      }
    } catch {
      // Not kept: the story still reads online, and is kept the first time it is opened.
    }
  }
  return response;
}

async function networkFirstKept(request, url) {
  const cache = await caches.open(STORIES_CACHE);
  let response;
  try {
    response = await fetch(request);
  } catch (error) {
    const kept = await cache.match(request, { ignoreVary: true });
    if (kept) return kept;
    throw error;
  }
  if (response.ok && response.type === 'basic') {
    await cache.put(request, response.clone());
  } else if (GONE.has(response.status)) {
    // Nobody is signed in any more where someone was (the session expired): all of theirs goes.
    if (url.pathname === WHO && (await cache.match(WHO, { ignoreVary: true }))) {
      await caches.delete(STORIES_CACHE);
      return response;
    }
    await cache.delete(request, { ignoreVary: true });
  } else if (unavailable(response)) {
    return (await cache.match(request, { ignoreVary: true })) ?? response;
  }
  return response;
}
