/**
 * The product's two cookies: the signed-in session and the guest session. Over https (PUBLIC_URL) they
 * carry the `__Host-` prefix, which a browser accepts only with Secure, Path=/ and no Domain: no
 * subdomain and no plain-http answer can set or shadow them (docs/decisions/024-the-device-forgets.md).
 * Over plain http (development, tests) a browser refuses a `__Host-` cookie, so they keep plain names.
 */
import type { CookieSerializeOptions } from '@fastify/cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** The names before the prefix; over https they are still read until the browsers' copies expire. */
const PLAIN = { session: 'sid', guest: 'guest_session' } as const;
const HOST = { session: '__Host-sid', guest: '__Host-guest_session' } as const;

export type CookieKind = keyof typeof PLAIN;

export function cookieName(kind: CookieKind, secure: boolean): string {
  return (secure ? HOST : PLAIN)[kind];
}

/**
 * The cookie's value: under its name for this site, else, over https, under the plain name a browser kept
 * from before the prefix (a transition: SESSION_DAYS after the release that brought the prefix, no such
 * cookie is left; signing in, out or deleting the account clears it at once).
 */
export function readCookie(request: FastifyRequest, kind: CookieKind, secure: boolean): string | null {
  return (
    request.cookies[cookieName(kind, secure)] ?? (secure ? request.cookies[PLAIN[kind]] : undefined) ?? null
  );
}

const base = (secure: boolean): CookieSerializeOptions => ({
  httpOnly: true,
  sameSite: 'lax',
  secure,
  path: '/',
});

/** Sets the cookie (no Domain: a host-only cookie); over https the plain-named copy from before goes. */
export function setCookie(
  reply: FastifyReply,
  kind: CookieKind,
  value: string,
  expiresAt: Date,
  secure: boolean,
): void {
  reply.setCookie(cookieName(kind, secure), value, { ...base(secure), expires: expiresAt });
  if (secure) reply.clearCookie(PLAIN[kind], base(secure));
}

/** Clears the cookie under every name it may have in this browser. */
export function clearCookie(reply: FastifyReply, kind: CookieKind, secure: boolean): void {
  reply.clearCookie(cookieName(kind, secure), base(secure));
  if (secure) reply.clearCookie(PLAIN[kind], base(secure));
}
