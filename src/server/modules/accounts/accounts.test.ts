import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../shared/messages.js';
import { fixedClock } from '../../clock.js';
import { sessions, userProfiles, users } from '../../db/schema.js';
import { Browser, signUp, uniqueUsername } from '../../test-support/browser.js';
import { createTestApp, testAppForSuite } from '../../test-support/test-app.js';
import { hashSessionToken } from './accounts.service.js';

const clock = fixedClock('2030-03-10T12:00:00Z');

const t = testAppForSuite(() =>
  createTestApp({ clock, env: { RATE_LIMIT_REGISTER_PER_HOUR: '1000', SESSION_DAYS: '30' } }),
);

const registration = (overrides: Record<string, unknown> = {}) => {
  const username = uniqueUsername();
  return { username, password: 'correct horse battery', email: `${username}@example.com`, ...overrides };
};

describe('POST /api/register', () => {
  it('creates the account, its parent profile, signs in and answers 201 with the user (no secrets)', async () => {
    const browser = new Browser(t.app);
    const input = registration();
    const res = await browser.post('/api/register', input);
    expect(res.statusCode).toBe(201);
    const user = res.json();
    expect(Object.keys(user).sort()).toEqual(['createdAt', 'email', 'emailVerified', 'id', 'username']);
    expect(user).toMatchObject({ username: input.username, email: input.email });
    expect(res.body).not.toMatch(/scrypt|password|stripe/i);

    const [profile] = await t.database.db.select().from(userProfiles).where(eq(userProfiles.userId, user.id));
    expect(profile?.role).toBe('parent');
    const [row] = await t.database.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.passwordHash).toMatch(/^scrypt\$/);

    const me = await browser.get('/api/user');
    expect(me.statusCode).toBe(200);
    expect(me.json()).toEqual(user);
  });

  it('sets an HttpOnly, SameSite=Lax session cookie holding a random token; only its hash is stored', async () => {
    const browser = new Browser(t.app);
    const res = await browser.post('/api/register', registration());
    const sid = res.cookies.find((c) => c.name === 'sid')!;
    expect(sid.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(sid.httpOnly).toBe(true);
    expect(String(sid.sameSite).toLowerCase()).toBe('lax');
    expect(sid.path).toBe('/');
    expect(sid.secure).toBeUndefined(); // PUBLIC_URL is http in this app
    const expires = sid.expires!.getTime();
    expect(expires).toBe(clock.now().getTime() + 30 * 86_400_000);

    const stored = await t.database.db.select().from(sessions).where(eq(sessions.userId, res.json().id));
    expect(stored).toHaveLength(1);
    expect(stored[0]!.tokenHash).toBe(hashSessionToken(sid.value));
    expect(stored[0]!.tokenHash).not.toContain(sid.value);
  });

  it('refuses a username taken in any letter case with 409', async () => {
    const first = registration();
    expect((await new Browser(t.app).post('/api/register', first)).statusCode).toBe(201);
    const res = await new Browser(t.app).post(
      '/api/register',
      registration({ username: first.username.toUpperCase() }),
    );
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(MESSAGES.usernameTaken);
  });

  it('refuses a spelling-twin of a taken username (dotted I, fullwidth letters) with 409', async () => {
    const first = registration({ username: uniqueUsername('kim') });
    expect((await new Browser(t.app).post('/api/register', first)).statusCode).toBe(201);
    const twins = [
      first.username.replace('i', '\u0130'),
      first.username.replace('k', '\uff2b'),
      first.username.toUpperCase().replaceAll('_', '\uff3f'),
    ];
    for (const username of twins) {
      const res = await new Browser(t.app).post('/api/register', registration({ username }));
      expect([username, res.statusCode, res.json().message]).toEqual([username, 409, MESSAGES.usernameTaken]);
    }
    // ... and every spelling signs in to the one account.
    const signedIn = await new Browser(t.app).post('/api/login', {
      username: twins[0],
      password: first.password,
    });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().username).toBe(first.username);
  });

  it.each([
    ['password'],
    ['12345678'],
    ['        '],
    ['PASSWORD'],
    ['ｐａｓｓｗｏｒｄ'],
    ['qwertyuiop'],
    ['aaaaaaaaaa'],
    ['iloveyou'],
  ])('refuses the common password %j with 400 and a message about the password', async (password) => {
    const input = registration({ password });
    const res = await new Browser(t.app).post('/api/register', input);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(MESSAGES.passwordTooCommon);
    expect(res.json().message).toMatch(/password/i); // the form writes it under the password field
    const signIn = { username: input.username, password };
    expect((await new Browser(t.app).post('/api/login', signIn)).statusCode).toBe(401);
  });

  it('refuses usernames with invisible characters, so no two names look alike', async () => {
    const base = uniqueUsername('zw');
    for (const sneaky of [`${base}\u200b`, `\u200d${base}`, `${base.slice(0, 3)}\u202e${base.slice(3)}`]) {
      const res = await new Browser(t.app).post('/api/register', registration({ username: sneaky }));
      expect(res.statusCode, JSON.stringify(sneaky)).toBe(400);
      expect(res.json().message).toMatch(/visible characters/);
    }
    expect(
      (await new Browser(t.app).post('/api/register', registration({ username: base }))).statusCode,
    ).toBe(201);
  });

  it('two simultaneous registrations of one name: one 201, one 409', async () => {
    const input = registration();
    const results = await Promise.all([
      new Browser(t.app).post('/api/register', input),
      new Browser(t.app).post('/api/register', { ...input, username: input.username.toUpperCase() }),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409]);
  });

  it.each([
    ['username of 2 characters', { username: 'ab' }, 400],
    ['username of 3 characters', { username: `a${Math.random().toString(36).slice(2, 4)}` }, 201],
    ['username of 50 characters', { username: `u${uniqueUsername().padEnd(49, 'x')}`.slice(0, 50) }, 201],
    ['username of 51 characters', { username: 'u'.repeat(51) }, 400],
    ['password of 7 characters', { password: 'seven77' }, 400],
    ['password of 8 characters', { password: 'eight888' }, 201],
    ['an invalid email', { email: 'not-an-email' }, 400],
    ['a missing password', { password: undefined }, 400],
    ['a numeric username', { username: 12345 }, 400],
    ['an unknown field', { isAdmin: true }, 400],
  ])('%s answers %i', async (_label, overrides, status) => {
    const body = registration(overrides);
    const res = await new Browser(t.app).post('/api/register', JSON.parse(JSON.stringify(body)));
    expect(res.statusCode).toBe(status);
    if (status === 400) expect(res.json().message).toEqual(expect.any(String));
  });

  it('names the rule a person broke', async () => {
    const short = await new Browser(t.app).post('/api/register', registration({ password: 'short' }));
    expect(short.json().message).toBe('Your password must be at least 8 characters.');
    const name = await new Browser(t.app).post('/api/register', registration({ username: 'ab' }));
    expect(name.json().message).toBe('Your username must be 3 to 50 characters.');
  });
});

describe('malformed bodies never cause a 5xx', () => {
  const bodies: [string, string][] = [
    ['invalid JSON', '{"username": '],
    ['an array', '[1,2,3]'],
    ['a string', '"hello"'],
    ['null', 'null'],
    [
      'a __proto__ key',
      '{"username":"abcdef","password":"12345678","email":"a@b.co","__proto__":{"isAdmin":true}}',
    ],
    ['a constructor.prototype key', '{"constructor":{"prototype":{"polluted":true}}}'],
    [
      'a huge username',
      JSON.stringify({ username: 'x'.repeat(60_000), password: '12345678', email: 'a@b.co' }),
    ],
    ['a body above the limit', JSON.stringify({ username: 'x'.repeat(70_000) })],
    ['deep nesting', '['.repeat(5000) + ']'.repeat(5000)],
  ];
  for (const url of ['/api/register', '/api/login']) {
    it.each(bodies)(`${url} with %s answers 4xx with a message`, async (_label, payload) => {
      const res = await new Browser(t.app).post(url, payload);
      expect(res.statusCode).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
      expect(res.json().message).toEqual(expect.any(String));
      expect(({} as Record<string, unknown>).isAdmin).toBeUndefined();
      expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    });
  }

  it('a form-encoded body answers 415', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'username=a&password=b',
    });
    expect(res.statusCode).toBe(415);
  });

  it('a sign-in from another website answers 403', async () => {
    const res = await new Browser(t.app).post(
      '/api/login',
      { username: 'someone', password: 'whatever1' },
      { origin: 'https://evil.example' },
    );
    expect(res.statusCode).toBe(403);
  });
});

describe('POST /api/login', () => {
  it('signs in with the right password (username in any case) and answers the user', async () => {
    const { user, password } = await signUp(t.app);
    const browser = new Browser(t.app);
    const res = await browser.post('/api/login', { username: user.username.toUpperCase(), password });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(user);
    expect((await browser.get('/api/user')).json().id).toBe(user.id);
  });

  it('answers 401 with the same message for a wrong password and an unknown username', async () => {
    const { user } = await signUp(t.app);
    const wrong = await new Browser(t.app).post('/api/login', {
      username: user.username,
      password: 'wrong password',
    });
    const unknown = await new Browser(t.app).post('/api/login', {
      username: 'nobody_here_x',
      password: 'wrong password',
    });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ message: MESSAGES.invalidCredentials });
    expect(unknown.json()).toEqual(wrong.json());
    expect(wrong.cookies.find((c) => c.name === 'sid' && c.value !== '')).toBeUndefined();
  });

  it('takes about as long for an unknown username as for a wrong password', async () => {
    const { user } = await signUp(t.app);
    const time = async (username: string) => {
      const samples: number[] = [];
      for (let i = 0; i < 5; i++) {
        const start = performance.now();
        await new Browser(t.app).post('/api/login', { username, password: 'wrong password' });
        samples.push(performance.now() - start);
      }
      return samples.sort((a, b) => a - b)[2]!;
    };
    await time(user.username); // warm-up
    const known = await time(user.username);
    const unknown = await time('nobody_at_all_zz');
    expect(unknown).toBeGreaterThan(known * 0.4);
    expect(unknown).toBeLessThan(known * 2.5);
  });

  it('issues a new token at every sign-in and ends the one it replaces in this browser', async () => {
    const { browser, user, password } = await signUp(t.app);
    const first = browser.cookies.get('sid')!;
    const res = await browser.post('/api/login', { username: user.username, password });
    const second = browser.cookies.get('sid')!;
    expect(res.statusCode).toBe(200);
    expect(second).not.toBe(first);
    const old = new Browser(t.app);
    old.cookies.set('sid', first);
    expect((await old.get('/api/user')).statusCode).toBe(401);
    expect((await browser.get('/api/user')).statusCode).toBe(200);
  });

  it('sessions in two browsers are independent', async () => {
    const { browser, user, password } = await signUp(t.app);
    const other = new Browser(t.app);
    await other.post('/api/login', { username: user.username, password });
    expect((await browser.get('/api/user')).statusCode).toBe(200);
    expect((await other.get('/api/user')).statusCode).toBe(200);
  });
});

describe('GET /api/user', () => {
  it('answers 401 with nobody signed in, or an unknown or malformed token', async () => {
    expect((await new Browser(t.app).get('/api/user')).statusCode).toBe(401);
    for (const token of ['x'.repeat(43), 'not a token', '']) {
      const b = new Browser(t.app);
      b.cookies.set('sid', token);
      const res = await b.get('/api/user');
      expect(res.statusCode).toBe(401);
      expect(res.json().message).toBe(MESSAGES.signInRequired);
    }
  });

  it('refuses an expired session', async () => {
    const { browser } = await signUp(t.app);
    const token = browser.cookies.get('sid')!;
    clock.advance(30 * 86_400_000 + 1000);
    try {
      const stale = new Browser(t.app);
      stale.cookies.set('sid', token);
      const res = await stale.get('/api/user');
      expect(res.statusCode).toBe(401);
      // ...and tells the browser to drop the cookie.
      expect(res.cookies.find((c) => c.name === 'sid')?.value).toBe('');
    } finally {
      clock.set('2030-03-10T12:00:00Z');
    }
  });
});

describe('POST /api/logout', () => {
  it('ends the session row, clears the cookie and answers 200; the old token no longer works', async () => {
    const { browser, user } = await signUp(t.app);
    const token = browser.cookies.get('sid')!;
    const res = await browser.post('/api/logout');
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toEqual(expect.any(String));
    const cleared = res.cookies.find((c) => c.name === 'sid')!;
    expect(cleared.value).toBe('');
    expect(cleared.httpOnly).toBe(true);
    expect(browser.cookies.has('sid')).toBe(false);
    const rows = await t.database.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(rows).toHaveLength(0);
    const replay = new Browser(t.app);
    replay.cookies.set('sid', token);
    expect((await replay.get('/api/user')).statusCode).toBe(401);
  });

  it('answers 200 when nobody is signed in', async () => {
    expect((await new Browser(t.app).post('/api/logout')).statusCode).toBe(200);
  });

  it('accepts an empty JSON object as its body', async () => {
    expect((await new Browser(t.app).post('/api/logout', {})).statusCode).toBe(200);
  });
});

describe('cookies over https', () => {
  it('are Secure when PUBLIC_URL is https', async () => {
    const secure = await createTestApp({ env: { PUBLIC_URL: 'https://stories.example' } });
    try {
      const res = await secure.app.inject({
        method: 'POST',
        url: '/api/register',
        headers: { 'content-type': 'application/json' },
        payload: registration(),
      });
      expect(res.statusCode).toBe(201);
      // Named with the __Host- prefix (http/cookies.test.ts has the rest).
      expect(res.cookies.find((c) => c.name === '__Host-sid')?.secure).toBe(true);
      const guest = await secure.app.inject({ method: 'POST', url: '/api/guest/session' });
      expect(guest.cookies.find((c) => c.name === '__Host-guest_session')?.secure).toBe(true);
    } finally {
      await secure.close();
    }
  });
});
