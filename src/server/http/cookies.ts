import type { CookieSerializeOptions } from '@fastify/cookie';

export const SESSION_COOKIE = 'sid';
export const GUEST_COOKIE = 'guest_session';

const base = (secure: boolean): CookieSerializeOptions => ({
  httpOnly: true,
  sameSite: 'lax',
  secure,
  path: '/',
});

export function sessionCookieOptions(expiresAt: Date, secure: boolean): CookieSerializeOptions {
  return { ...base(secure), expires: expiresAt };
}
export function guestCookieOptions(expiresAt: Date, secure: boolean): CookieSerializeOptions {
  return { ...base(secure), expires: expiresAt };
}
export function clearedCookieOptions(secure: boolean): CookieSerializeOptions {
  return base(secure);
}
