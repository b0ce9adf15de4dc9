/**
 * Sends a picture the product drew: strong ETag, 304 on If-None-Match, gzip when the browser takes it
 * (SVG shrinks about five-fold), and a cache lifetime that suits the URL.
 */
import zlib from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { matchesEtag } from '../../http/conditional-get.js';
import type { MediaAsset } from './preview.service.js';

export const SVG_TYPE = 'image/svg+xml';

export const CACHE = {
  /**
   * A shared story's preview: a browser may keep it but asks again every time (a 304 while it is still
   * shared), so an unshare takes effect at once; no shared cache keeps it.
   */
  shared: 'private, no-cache',
  /** A private story's preview, seen by its owner only: kept by no cache, so a device forgets it. */
  owner: 'no-store',
  /**
   * Named URLs (/media/companions/bear.svg): a week, then revalidated by ETag, so redrawn art reaches
   * everyone within days.
   */
  week: 'public, max-age=604800, stale-while-revalidate=86400',
} as const;

const gzipped = new WeakMap<MediaAsset, Buffer>();
function gzipOf(asset: MediaAsset): Buffer {
  let body = gzipped.get(asset);
  if (!body) {
    body = zlib.gzipSync(asset.body, { level: 9 });
    gzipped.set(asset, body);
  }
  return body;
}

export function sendSvg(
  request: FastifyRequest,
  reply: FastifyReply,
  asset: MediaAsset,
  cacheControl: string,
): FastifyReply {
  const plainTag = `"${asset.hash}"`;
  const gzipTag = `"${asset.hash}-gz"`;
  const useGzip = /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''));
  reply.header('Content-Type', SVG_TYPE);
  reply.header('Cache-Control', cacheControl);
  reply.header('Vary', 'Accept-Encoding');
  reply.header('ETag', useGzip ? gzipTag : plainTag);
  if (matchesEtag(request.headers['if-none-match'], [plainTag, gzipTag])) return reply.status(304).send();
  if (useGzip) {
    reply.header('Content-Encoding', 'gzip');
    return reply.status(200).send(gzipOf(asset));
  }
  return reply.status(200).send(asset.body);
}
