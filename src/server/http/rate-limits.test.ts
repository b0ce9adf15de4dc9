import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../shared/messages.js';
import { Browser, signUp, uniqueUsername } from '../test-support/browser.js';
import { createTestApp, type TestApp, testAppForSuite } from '../test-support/test-app.js';

const limits = {
  RATE_LIMIT_LOGIN_PER_15_MIN: '3',
  RATE_LIMIT_REGISTER_PER_HOUR: '4',
  RATE_LIMIT_GUEST_SESSIONS_PER_HOUR: '2',
  RATE_LIMIT_LOGIN_FAILURES_PER_ADDRESS_PER_15_MIN: '20',
};

const loginFrom = (t: TestApp, remoteAddress: string, username: string, password: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/login',
    remoteAddress,
    headers: { 'content-type': 'application/json' },
    payload: { username, password },
  });

const registration = () => {
  const username = uniqueUsername();
  return { username, password: 'correct horse battery', email: `${username}@example.com` };
};

describe('rate limits (in memory)', () => {
  const t = testAppForSuite(() => createTestApp({ env: limits }));

  it('failed sign-ins per username: the (max+1)th attempt answers 429, even with the right password', async () => {
    const { user, password } = await signUp(t.app);
    const b = new Browser(t.app);
    for (let i = 0; i < 3; i++) {
      expect(
        (await b.post('/api/login', { username: user.username, password: 'wrong password' })).statusCode,
      ).toBe(401);
    }
    const blocked = await b.post('/api/login', { username: user.username.toUpperCase(), password });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toBe(MESSAGES.tooManySignIns);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    // From another address too: the limit is the username's.
    const elsewhere = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      remoteAddress: '203.0.113.9',
      headers: { 'content-type': 'application/json' },
      payload: { username: user.username, password },
    });
    expect(elsewhere.statusCode).toBe(429);
  });

  it('a locked username stays locked in every spelling of it (issue 26)', async () => {
    const username = uniqueUsername('kim');
    const password = 'correct horse battery';
    const made = await t.app.inject({
      method: 'POST',
      url: '/api/register',
      remoteAddress: '198.51.100.250',
      headers: { 'content-type': 'application/json' },
      payload: { username, password, email: `${username}@example.com` },
    });
    expect(made.statusCode).toBe(201);
    for (let i = 0; i < 3; i++) {
      expect((await loginFrom(t, '198.51.100.1', username, 'wrong password')).statusCode).toBe(401);
    }
    const fullwidth = [...username.toUpperCase()]
      .map((c) => (c >= '!' && c <= '~' ? String.fromCodePoint(c.codePointAt(0)! + 0xfee0) : c))
      .join('');
    const spellings = [
      username.replace('i', '\u0130'), // 'kİm_…': the dotted capital I
      username.toUpperCase(),
      fullwidth,
      username.replace('i', '\uff49'), // one fullwidth letter
      username.normalize('NFKD'),
      ` ${username.replace('k', 'K')} `,
    ];
    for (const [n, spelling] of spellings.entries()) {
      const res = await loginFrom(t, `198.51.100.${10 + n}`, spelling, password);
      expect([spelling, res.statusCode]).toEqual([spelling, 429]);
    }
  });

  it('successful sign-ins do not count', async () => {
    const { user, password } = await signUp(t.app);
    for (let i = 0; i < 6; i++) {
      expect(
        (await new Browser(t.app).post('/api/login', { username: user.username, password })).statusCode,
      ).toBe(200);
    }
    expect(
      (await new Browser(t.app).post('/api/login', { username: user.username, password: 'nope nope' }))
        .statusCode,
    ).toBe(401);
    expect(
      (await new Browser(t.app).post('/api/login', { username: user.username, password })).statusCode,
    ).toBe(200);
  });

  it("one username's failures do not lock out another", async () => {
    for (let i = 0; i < 4; i++)
      await new Browser(t.app).post('/api/login', { username: 'target_x', password: 'guess guess' });
    const { user, password } = await signUp(t.app);
    expect(
      (await new Browser(t.app).post('/api/login', { username: user.username, password })).statusCode,
    ).toBe(200);
  });

  it('spraying one password over many usernames from one address is cut off (per-address failures)', async () => {
    const { user, password } = await signUp(t.app);
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++)
      statuses.push((await loginFrom(t, '198.51.100.50', `sprayed_${i}`, 'Password123!')).statusCode);
    expect(statuses.slice(0, 20).every((s) => s === 401)).toBe(true);
    expect(statuses[20]).toBe(429);
    // Even the right password of a real account is refused from that address for now...
    const blocked = await loginFrom(t, '198.51.100.50', user.username, password);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toBe(MESSAGES.tooManySignIns);
    // ...and not from another.
    expect((await loginFrom(t, '198.51.100.51', user.username, password)).statusCode).toBe(200);
  });

  it('registrations per address per hour answer 429 past the limit; another address is unaffected', async () => {
    const inject = (remoteAddress: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/register',
        remoteAddress,
        headers: { 'content-type': 'application/json' },
        payload: registration(),
      });
    const statuses = [];
    for (let i = 0; i < 5; i++) statuses.push((await inject('198.51.100.7')).statusCode);
    expect(statuses).toEqual([201, 201, 201, 201, 429]);
    const refused = await inject('198.51.100.7');
    expect(refused.json().message).toBe(MESSAGES.tooManyRegistrations);
    expect((await inject('198.51.100.8')).statusCode).toBe(201);
  });

  it('guest sessions per address per hour answer 429 past the limit', async () => {
    const inject = () =>
      t.app.inject({ method: 'POST', url: '/api/guest/session', remoteAddress: '192.0.2.44' });
    expect((await inject()).statusCode).toBe(201);
    expect((await inject()).statusCode).toBe(201);
    const refused = await inject();
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(MESSAGES.tooManyGuestSessions);
  });
});

describe('rate limits while Redis is unreachable', () => {
  // Nothing listens on port 1: every Redis call fails. The limits must not switch off.
  const t = testAppForSuite(() => createTestApp({ env: { ...limits, REDIS_URL: 'redis://127.0.0.1:1' } }));

  it('count in this process instead, and /readyz says degraded while serving', async () => {
    const inject = () =>
      t.app.inject({ method: 'POST', url: '/api/guest/session', remoteAddress: '192.0.2.60' });
    expect((await inject()).statusCode).toBe(201);
    expect((await inject()).statusCode).toBe(201);
    expect((await inject()).statusCode).toBe(429);
    const username = uniqueUsername('noredis');
    for (let i = 0; i < 3; i++)
      expect((await loginFrom(t, '192.0.2.61', username, 'guess guess')).statusCode).toBe(401);
    expect((await loginFrom(t, '192.0.2.61', username, 'guess guess')).statusCode).toBe(429);
    const ready = await t.app.inject('/readyz');
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toMatchObject({ status: 'degraded' });
  });
});

describe('client addresses behind proxies (TRUST_PROXY)', () => {
  const guestFrom = (t: TestApp, forwardedFor: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/guest/session',
      remoteAddress: '10.0.0.5',
      headers: { 'x-forwarded-for': forwardedFor },
    });

  it('off by default, even in production: X-Forwarded-For cannot lift the per-address limits', async () => {
    const t = await createTestApp({ env: { ...limits, NODE_ENV: 'production', PAYMENT_PROVIDER: 'demo' } });
    try {
      const statuses = [];
      for (let i = 0; i < 4; i++) statuses.push((await guestFrom(t, `203.0.113.${i + 1}`)).statusCode);
      expect(statuses).toEqual([201, 201, 429, 429]);
    } finally {
      await t.close();
    }
  });

  it('TRUST_PROXY=1 takes the address the one proxy in front reports', async () => {
    const t = await createTestApp({ env: { ...limits, TRUST_PROXY: '1' } });
    try {
      const statuses = [];
      for (let i = 0; i < 4; i++) statuses.push((await guestFrom(t, `203.0.113.${i + 1}`)).statusCode);
      expect(statuses).toEqual([201, 201, 201, 201]);
      // A client's own forged entry sits further left: only the proxy's (rightmost) counts.
      expect((await guestFrom(t, '198.18.0.1, 203.0.113.9')).statusCode).toBe(201);
      expect((await guestFrom(t, '198.18.0.2, 203.0.113.9')).statusCode).toBe(201);
      expect((await guestFrom(t, '198.18.0.3, 203.0.113.9')).statusCode).toBe(429);
    } finally {
      await t.close();
    }
  });
});
