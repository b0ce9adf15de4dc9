import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../shared/messages.js';
import { Browser, signUp, uniqueUsername } from '../test-support/browser.js';
import { freePort } from '../test-support/server-process.js';
import { createTestApp, type TestApp } from '../test-support/test-app.js';
import { describeWith } from '../test-support/services.js';

const limits = {
  RATE_LIMIT_LOGIN_PER_15_MIN: '3',
  RATE_LIMIT_REGISTER_PER_HOUR: '4',
  RATE_LIMIT_GUEST_SESSIONS_PER_HOUR: '2',
};

const registration = () => {
  const username = uniqueUsername();
  return { username, password: 'correct horse battery', email: `${username}@example.com` };
};

describe('rate limits (in memory)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: limits });
  });
  afterAll(async () => {
    await t?.close();
  });

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

// Several instances share one Redis: a limit reached through one is reached for all.
const redisServer = ['/usr/bin/redis-server', '/usr/local/bin/redis-server'].find((p) => fs.existsSync(p));
describeWith(redisServer)('rate limits shared through Redis (REDIS_URL)', () => {
  let redis: ChildProcess;
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    const port = await freePort();
    redis = spawn(redisServer!, ['--port', String(port), '--save', '', '--appendonly', 'no'], {
      stdio: 'ignore',
    });
    await new Promise((r) => setTimeout(r, 300));
    const env = { ...limits, REDIS_URL: `redis://127.0.0.1:${port}` };
    a = await createTestApp({ env });
    b = await createTestApp({ env });
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    redis?.kill();
  });

  it('guest sessions counted on one instance count on the other', async () => {
    const inject = (app: TestApp) =>
      app.app.inject({ method: 'POST', url: '/api/guest/session', remoteAddress: '192.0.2.99' });
    expect((await inject(a)).statusCode).toBe(201);
    expect((await inject(b)).statusCode).toBe(201);
    expect((await inject(a)).statusCode).toBe(429);
    expect((await inject(b)).statusCode).toBe(429);
  });

  it('failed sign-ins counted on one instance count on the other', async () => {
    const username = uniqueUsername('redis');
    const login = (app: TestApp) =>
      new Browser(app.app).post('/api/login', { username, password: 'guess guess' });
    expect((await login(a)).statusCode).toBe(401);
    expect((await login(b)).statusCode).toBe(401);
    expect((await login(a)).statusCode).toBe(401);
    expect((await login(b)).statusCode).toBe(429);
  });
});
