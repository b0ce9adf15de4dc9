/**
 * Conditional GET (RFC 9110 §13): entity tags and If-None-Match, so a client that already holds an answer
 * gets a 304 with no body instead of the same bytes again.
 */
import crypto from 'node:crypto';

/** Whether an If-None-Match header names one of the tags (weak comparison, as RFC 9110 asks for GET). */
export function matchesEtag(header: string | undefined, tags: readonly string[]): boolean {
  if (!header) return false;
  const strip = (t: string) => t.trim().replace(/^W\//, '');
  const wanted = new Set(tags.map(strip));
  return header.split(',').some((t) => t.trim() === '*' || wanted.has(strip(t)));
}

/** A weak tag for a representation: the same text gives the same tag. */
export function weakEtag(text: string): string {
  return `W/"${crypto.createHash('sha1').update(text).digest('base64url').slice(0, 22)}"`;
}
