/**
 * Mutations must be JSON and must not come from another site (docs/product.md §10): together with
 * SameSite=Lax cookies this closes cross-site request forgery. Webhooks and the demo checkout's own form
 * are the named exceptions.
 *
 * No text may carry the NUL character: PostgreSQL cannot store it, and a NUL in a name, a path or a form
 * used to reach the database as a 500 (docs/security.md).
 */
import type { FastifyInstance } from 'fastify';
import { HttpError } from './errors.js';

const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export const NUL_REFUSED_MESSAGE =
  'The request contains the NUL character (\\u0000), which no text here may hold. Remove it and try again.';

/** Whether a parsed body, params or query holds a string with U+0000 (keys included). Iterative: any depth. */
export function containsNul(value: unknown): boolean {
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const item = pending.pop();
    if (typeof item === 'string') {
      if (item.includes('\u0000')) return true;
    } else if (Array.isArray(item)) {
      for (const element of item) pending.push(element);
    } else if (item !== null && typeof item === 'object' && !Buffer.isBuffer(item)) {
      for (const [key, element] of Object.entries(item)) {
        if (key.includes('\u0000')) return true;
        pending.push(element);
      }
    }
  }
  return false;
}

export interface RequestGuardOptions {
  publicUrl: string;
  /** Paths whose mutations are exempt from the JSON rule (they check their own signature or token). */
  nonJsonPaths: readonly string[];
  /** Paths that take a sound recording (`audio/*`) instead of JSON: a recording's pages. */
  audioPaths?: RegExp;
}

export function registerRequestGuards(app: FastifyInstance, options: RequestGuardOptions): void {
  const allowedOrigin = new URL(options.publicUrl).origin;
  app.addHook('onRequest', async (request) => {
    if (!MUTATING.has(request.method)) return;
    const origin = request.headers.origin;
    if (origin && origin !== allowedOrigin) {
      const host = request.headers.host;
      // Same origin as the request itself (e.g. reached as 127.0.0.1 instead of PUBLIC_URL's host) is fine.
      const sameHost = host !== undefined && (origin === `http://${host}` || origin === `https://${host}`);
      if (!sameHost) throw new HttpError(403, 'Requests from other websites are not allowed.');
    }
    const pathname = request.url.split('?')[0] ?? '';
    if (options.nonJsonPaths.includes(pathname)) return;
    const hasBody =
      request.headers['content-length'] !== undefined && request.headers['content-length'] !== '0';
    const chunked = request.headers['transfer-encoding'] !== undefined;
    const type = String(request.headers['content-type'] ?? '');
    if (options.audioPaths?.test(pathname) && /^audio\//i.test(type)) return;
    if ((hasBody || chunked || type !== '') && !/^application\/json\b/i.test(type)) {
      throw new HttpError(
        415,
        'Send the request body as JSON, with the header Content-Type: application/json.',
      );
    }
  });
  // After parsing, before validation: every route, its params, query and body (a webhook's raw bytes excepted).
  app.addHook('preValidation', async (request) => {
    if (containsNul(request.params) || containsNul(request.query) || containsNul(request.body)) {
      throw new HttpError(400, NUL_REFUSED_MESSAGE);
    }
  });
}
