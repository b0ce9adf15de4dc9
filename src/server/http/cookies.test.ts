/**
 * The session and guest cookies' names and flags in both modes: `__Host-` over https (Secure, Path=/, no
 * Domain), plain names over http, and the plain name still read over https during the transition.
 */
import { describe, expect, it } from 'vitest';
import { Browser, signUp, storyInput } from '../test-support/browser.js';
import { createTestApp, testAppForSuite } from '../test-support/test-app.js';

type SetCookie = {
  name: string;
  value: string;
  secure?: boolean;
  path?: string;
  domain?: string;
  httpOnly?: boolean;
  sameSite?: string;
};

const https = testAppForSuite(() =>
  createTestApp({ env: { PUBLIC_URL: 'https://stories.example', RATE_LIMIT_REGISTER_PER_HOUR: '1000' } }),
);

function only(cookies: SetCookie[], name: string): SetCookie {
  const found = cookies.filter((c) => c.name === name);
  expect(found, name).toHaveLength(1);
  return found[0]!;
}

/** What a browser requires of a `__Host-` cookie, and what the product adds. */
function expectHostCookie(cookie: SetCookie) {
  expect(cookie.name.startsWith('__Host-')).toBe(true);
  expect(cookie.secure).toBe(true);
  expect(cookie.path).toBe('/');
  expect(cookie.domain).toBeUndefined();
  expect(cookie.httpOnly).toBe(true);
  expect(cookie.sameSite).toBe('Lax');
  expect(cookie.value).not.toBe('');
}

describe('over https (PUBLIC_URL https:)', () => {
  it('the session cookie is __Host-sid: Secure, Path=/, no Domain, HttpOnly; it signs the browser in', async () => {
    const { browser, user } = await signUp(https.app);
    expect(browser.cookies.has('sid')).toBe(false);
    expect(browser.cookies.has('__Host-sid')).toBe(true);
    const login = await new Browser(https.app).post('/api/login', {
      username: user.username,
      password: 'correct horse battery',
    });
    expect(login.statusCode).toBe(200);
    expectHostCookie(only(login.cookies as SetCookie[], '__Host-sid'));
    expect((await browser.get('/api/user')).json().id).toBe(user.id);
  });

  it('the guest cookie is __Host-guest_session, with the same flags, and makes the browser that guest', async () => {
    const browser = new Browser(https.app);
    const res = await browser.post('/api/guest/session');
    expect(res.statusCode).toBe(201);
    expectHostCookie(only(res.cookies as SetCookie[], '__Host-guest_session'));
    expect(browser.cookies.has('guest_session')).toBe(false);
    const made = await browser.post('/api/stories', storyInput({ guestSessionId: res.json().sessionId }));
    expect(made.statusCode, made.body).toBe(201);
  });

  it('a session cookie kept under the old name (sid) still works until sign-in or logout replaces it', async () => {
    const { browser, user } = await signUp(https.app);
    const token = browser.cookies.get('__Host-sid')!;
    const old = new Browser(https.app);
    old.cookies.set('sid', token);
    expect((await old.get('/api/user')).json().id).toBe(user.id);

    // Logout ends the session and clears the cookie under both names.
    const out = await old.post('/api/logout');
    expect(out.statusCode).toBe(200);
    const cleared = (out.cookies as SetCookie[]).filter((c) => c.value === '').map((c) => c.name);
    expect(cleared.sort()).toEqual(['__Host-sid', 'sid']);
    expect((await browser.get('/api/user')).statusCode).toBe(401);
  });

  it('signing in over an old-named cookie sets __Host-sid and clears the old one', async () => {
    const { browser, user } = await signUp(https.app);
    const old = new Browser(https.app);
    old.cookies.set('sid', browser.cookies.get('__Host-sid')!);
    const login = await old.post('/api/login', {
      username: user.username,
      password: 'correct horse battery',
    });
    expect(login.statusCode).toBe(200);
    expectHostCookie(only(login.cookies as SetCookie[], '__Host-sid'));
    expect(only(login.cookies as SetCookie[], 'sid').value).toBe('');
    expect([...old.cookies.keys()]).toEqual(['__Host-sid']);
  });
});

describe('over plain http (development)', () => {
  const http = testAppForSuite(() => createTestApp({ env: { PUBLIC_URL: 'http://localhost:3000' } }));

  it('the cookies keep their plain names and are not Secure (a browser refuses __Host- without it)', async () => {
    const { browser } = await signUp(http.app);
    expect(browser.cookies.has('sid')).toBe(true);
    const res = await new Browser(http.app).post('/api/guest/session');
    const guest = only(res.cookies as SetCookie[], 'guest_session');
    expect(guest.secure).toBeFalsy();
    expect(res.cookies.some((c) => c.name.startsWith('__Host-'))).toBe(false);
    expect((await browser.get('/api/user')).statusCode).toBe(200);
  });
});
