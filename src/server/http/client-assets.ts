/**
 * Serves the built client (dist/client): hashed assets cached for a year as immutable, precompressed
 * variants (.br, .gz) when the build wrote them, and index.html for the client's routes
 * (200 for a known route, 404 for any other path, so the app shows 'Page Not Found').
 *
 * /story/{id} gets index.html with one more line: a preload of the story itself, so the browser fetches it
 * while it still downloads the app's code instead of after running it (the story's text is the page's
 * largest paint). The client's own fetch of /api/stories/{id} then takes the preloaded answer.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isClientRoute } from '../../shared/routes.js';
import { matchesEtag } from './conditional-get.js';

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

/** /story/{id} with a story id (a UUID); anything else there is the client's to show as not found. */
const STORY_PAGE = /^\/story\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/i;

interface Asset {
  body: Buffer;
  br?: Buffer;
  gz?: Buffer;
  etag: string;
  type: string;
  immutable: boolean;
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
      });
    }
  };
  walk(root);
  return assets;
}

/** While the client is not built, look again at most this often (a build may finish after start-up). */
const RESCAN_MS = 5_000;

export function registerClientAssets(app: FastifyInstance, clientDir: string): void {
  const root = path.resolve(clientDir);
  // The build is listed once, so an unknown path costs a lookup and nothing is kept for it: memory
  // stays flat however many distinct URLs are asked for (docs/security.md, bounded caches).
  let build = readBuild(root);
  let scannedAt = Date.now();

  function load(urlPath: string): Asset | null {
    if (!build.has('/index.html') && Date.now() - scannedAt > RESCAN_MS) {
      build = readBuild(root);
      scannedAt = Date.now();
    }
    return build.get(urlPath) ?? null;
  }

  // Variants of index.html with a story preload, by story id (a few hundred bytes each, bounded).
  const storyPages = new Map<string, Asset>();
  function storyPage(index: Asset, id: string): Asset {
    let page = storyPages.get(id);
    if (!page) {
      const preload = `<link rel="preload" href="/api/stories/${id}" as="fetch" crossorigin="use-credentials" />`;
      const body = Buffer.from(index.body.toString('utf8').replace('</head>', `    ${preload}\n  </head>`));
      // Too small to be worth compressing per story: no .br or .gz variant.
      page = { body, etag: `"${index.etag.slice(1, 17)}-${id}"`, type: index.type, immutable: false };
      if (storyPages.size >= 1000) storyPages.delete(storyPages.keys().next().value!);
      storyPages.set(id, page);
    }
    return page;
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
    if (story) return send(request, reply, storyPage(index, story[1]!));
    return send(request, reply, index, isClientRoute(pathname) ? 200 : 404);
  });
}
