/**
 * Serves the built client (dist/client): hashed assets cached for a year as immutable, precompressed
 * variants (.br, .gz) when the build wrote them, and index.html for the client's routes
 * (200 for a known route, 404 for any other path, so the app shows 'Page Not Found').
 *
 * Each route's index.html names its page's code (a modulepreload of the page's chunks, from the build's
 * manifest): every page loads on demand, and this way the browser fetches it beside the app's code
 * instead of after running it. /story/{id} gets two more lines: a preload of the story itself, so the
 * browser fetches it while it still downloads the code (the client's own fetch of /api/stories/{id} then
 * takes the preloaded answer), and, for a visitor who may read the story, of the picture its book opens
 * on (the page's largest paint).
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ROUTE_PAGES, routeOf, type RouteName } from '../../shared/routes.js';
import { matchesEtag } from './conditional-get.js';
import { escapeHtml } from './escape-html.js';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.txt': 'text/plain; charset=utf-8',
  '.woff2': 'font/woff2',
};

/** The service worker the build writes (scripts/service-worker-plugin.ts). */
export const SERVICE_WORKER_PATH = '/sw.js';

/** /story/{id} with a story id (a UUID); anything else there is the client's to show as not found. */
const STORY_PAGE = /^\/story\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/i;

interface Asset {
  body: Buffer;
  br?: Buffer;
  gz?: Buffer;
  etag: string;
  type: string;
  immutable: boolean;
  /** /sw.js: revalidated on every check (no-cache, like every unhashed file) and allowed the whole site. */
  serviceWorker?: boolean;
}

/** Every file of the build, read once. Precompressed variants (.br, .gz) ride along with their file. */
function readBuild(root: string): Map<string, Asset> {
  const assets = new Map<string, Asset>();
  const walk = (dir: string) => {
    let entries: fs.Dirent[];
    try {
      entries = fs.readdirSync(dir, { withFileTypes: true });
    } catch {
      return; // not built (yet)
    }
    for (const entry of entries) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        walk(file);
        continue;
      }
      if (!entry.isFile() || /\.(br|gz)$/.test(entry.name)) continue;
      const urlPath = '/' + path.relative(root, file).split(path.sep).join('/');
      const body = fs.readFileSync(file);
      const read = (suffix: string) =>
        fs.existsSync(file + suffix) ? fs.readFileSync(file + suffix) : undefined;
      const br = read('.br');
      const gz = read('.gz');
      assets.set(urlPath, {
        body,
        ...(br ? { br } : {}),
        ...(gz ? { gz } : {}),
        etag: `"${crypto.createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`,
        type: TYPES[path.extname(file)] ?? 'application/octet-stream',
        immutable: urlPath.startsWith('/assets/'),
        ...(urlPath === SERVICE_WORKER_PATH ? { serviceWorker: true } : {}),
      });
    }
  };
  walk(root);
  return assets;
}

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
}

/**
 * Per route, the files of its page that the entry does not already load: the page's chunk and what it
 * imports statically (Vite's manifest, keyed by source path: app/pages/{page}.tsx). None when not built.
 */
function pagePreloads(root: string): Map<RouteName, string[]> {
  const preloads = new Map<RouteName, string[]>();
  let manifest: Record<string, ManifestChunk>;
  try {
    manifest = JSON.parse(fs.readFileSync(path.join(root, '.vite/manifest.json'), 'utf8')) as Record<
      string,
      ManifestChunk
    >;
  } catch {
    return preloads;
  }
  const closure = (key: string, seen = new Set<string>()): Set<string> => {
    if (seen.has(key) || !manifest[key]) return seen;
    seen.add(key);
    for (const imported of manifest[key].imports ?? []) closure(imported, seen);
    return seen;
  };
  const entry = Object.keys(manifest).find((key) => manifest[key]!.isEntry);
  const withEntry = entry ? closure(entry) : new Set<string>();
  for (const route of Object.keys(ROUTE_PAGES) as RouteName[]) {
    const files = [...closure(`app/pages/${ROUTE_PAGES[route]}.tsx`)]
      .filter((key) => !withEntry.has(key))
      .map((key) => `/${manifest[key]!.file}`);
    preloads.set(route, files);
  }
  return preloads;
}

/** index.html with these lines added to its head. */
function withHead(index: Asset, lines: string[], etagSuffix: string): Asset {
  if (lines.length === 0) return index;
  const body = Buffer.from(
    index.body.toString('utf8').replace('</head>', `${lines.map((l) => `    ${l}\n`).join('')}  </head>`),
  );
  return {
    body,
    br: zlib.brotliCompressSync(body),
    gz: zlib.gzipSync(body),
    etag: `"${index.etag.slice(1, 17)}-${etagSuffix}"`,
    type: index.type,
    immutable: false,
  };
}

/** While the client is not built, look again at most this often (a build may finish after start-up). */
const RESCAN_MS = 5_000;

export interface ClientAssetsOptions {
  /**
   * The picture the story's book opens on (its largest paint), if this visitor may read the story: the
   * story page's HTML asks for it at once, beside the code, instead of once the code has read the story.
   */
  openingPicture?: (request: FastifyRequest, storyId: string) => Promise<string | null>;
}

export function registerClientAssets(
  app: FastifyInstance,
  clientDir: string,
  options: ClientAssetsOptions = {},
): void {
  const root = path.resolve(clientDir);
  // The build is listed once, so an unknown path costs a lookup and nothing is kept for it: memory
  // stays flat however many distinct URLs are asked for (docs/security.md, bounded caches).
  let build = readBuild(root);
  let preloads = pagePreloads(root);
  let scannedAt = Date.now();
  // index.html as each route serves it (with its page's preloads), made once per route.
  const routePages = new Map<RouteName, Asset>();
  // And per story (a few hundred bytes more each, bounded).
  const storyPages = new Map<string, Asset>();

  function load(urlPath: string): Asset | null {
    if (!build.has('/index.html') && Date.now() - scannedAt > RESCAN_MS) {
      build = readBuild(root);
      preloads = pagePreloads(root);
      routePages.clear();
      storyPages.clear();
      scannedAt = Date.now();
    }
    return build.get(urlPath) ?? null;
  }

  const modulePreloads = (route: RouteName) =>
    (preloads.get(route) ?? []).map((file) => `<link rel="modulepreload" crossorigin href="${file}" />`);

  function routePage(index: Asset, route: RouteName): Asset {
    let page = routePages.get(route);
    if (!page) {
      page = withHead(index, modulePreloads(route), route);
      routePages.set(route, page);
    }
    return page;
  }

  function storyPage(index: Asset, id: string, picture: string | null): Asset {
    const key = picture ? `${id} ${picture}` : id;
    let page = storyPages.get(key);
    if (!page) {
      const lines = [
        ...modulePreloads('story'),
        `<link rel="preload" href="/api/stories/${id}" as="fetch" crossorigin="use-credentials" />`,
      ];
      // Only the book shows it; a reader who keeps to the scroll mode loads one picture (~4 KB) for nothing.
      if (picture) {
        lines.push(`<link rel="preload" href="${escapeHtml(picture)}" as="image" fetchpriority="high" />`);
      }
      const tag = picture
        ? `${id}-${crypto.createHash('sha256').update(picture).digest('base64url').slice(0, 8)}`
        : id;
      page = withHead(index, lines, tag);
      if (storyPages.size >= 1000) storyPages.delete(storyPages.keys().next().value!);
      storyPages.set(key, page);
    }
    return page;
  }

  /** The visitor's opening picture of the story; none when that cannot be told (the page shows as before). */
  async function openingPicture(request: FastifyRequest, id: string): Promise<string | null> {
    if (!options.openingPicture) return null;
    try {
      return await options.openingPicture(request, id);
    } catch (error) {
      request.log.warn({ err: error }, 'story page: the opening picture could not be looked up');
      return null;
    }
  }

  function send(request: FastifyRequest, reply: FastifyReply, asset: Asset, status = 200) {
    const accepts = String(request.headers['accept-encoding'] ?? '');
    const encoding =
      asset.br && /\bbr\b/.test(accepts) ? 'br' : asset.gz && /\bgzip\b/.test(accepts) ? 'gzip' : null;
    // One tag per content coding (RFC 9110 §8.8.3): the bytes differ; any of them revalidates.
    const tagOf = (coding: string | null) => (coding ? `${asset.etag.slice(0, -1)}-${coding}"` : asset.etag);
    reply.header('Content-Type', asset.type);
    reply.header('ETag', tagOf(encoding));
    reply.header('Vary', 'Accept-Encoding');
    reply.header('Cache-Control', asset.immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
    if (asset.serviceWorker) reply.header('Service-Worker-Allowed', '/');
    if (
      status === 200 &&
      matchesEtag(request.headers['if-none-match'], [tagOf(null), tagOf('br'), tagOf('gzip')])
    ) {
      return reply.status(304).send();
    }
    if (encoding === 'br') {
      reply.header('Content-Encoding', 'br');
      return reply.status(status).send(asset.br);
    }
    if (encoding === 'gzip') {
      reply.header('Content-Encoding', 'gzip');
      return reply.status(status).send(asset.gz);
    }
    return reply.status(status).send(asset.body);
  }

  app.get('/*', async (request, reply) => {
    const pathname = decodeURIComponent(request.url.split('?')[0] ?? '/');
    if (pathname.startsWith('/api/')) {
      return reply.status(404).send({ message: `No such API endpoint: GET ${pathname}` });
    }
    if (pathname !== '/' && pathname !== '/index.html') {
      const asset = load(pathname);
      if (asset) return send(request, reply, asset);
      if (pathname.startsWith('/assets/')) return reply.status(404).send({ message: 'Not found.' });
    }
    const index = load('/index.html');
    if (!index) {
      return reply
        .status(503)
        .type('text/plain; charset=utf-8')
        .send('The web client has not been built. Run "npm run build" (npm start does it for you).');
    }
    const story = STORY_PAGE.exec(pathname);
    if (story)
      return send(request, reply, storyPage(index, story[1]!, await openingPicture(request, story[1]!)));
    const route = routeOf(pathname);
    if (route) return send(request, reply, routePage(index, route));
    // '/library/' is '/library' typed with a slash: sent there (the query kept), not 'Page Not Found'.
    const trimmed = pathname.replace(/\/+$/, '');
    if (trimmed !== pathname && trimmed !== '' && routeOf(trimmed)) {
      const query = request.url.indexOf('?');
      return reply.redirect(trimmed + (query >= 0 ? request.url.slice(query) : ''), 301);
    }
    return send(request, reply, index, 404);
  });
}
