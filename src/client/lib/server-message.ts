import { ApiError } from './api-client';

/**
 * The server's own words: the `message` of its JSON error body, or undefined. Unlike
 * ApiError.serverMessage, a bare status text or a proxy's HTML page does not count: a parent should see
 * the screen's own kind fallback instead.
 */
export function jsonServerMessage(error: unknown): string | undefined {
  if (!(error instanceof ApiError)) return undefined;
  try {
    const body: unknown = JSON.parse(error.body);
    if (body && typeof body === 'object' && 'message' in body && typeof body.message === 'string') {
      return body.message.trim() || undefined;
    }
  } catch {
    // not JSON
  }
  return undefined;
}
