/**
 * Rate limits shared through Redis (REDIS_URL, docs/security.md): a limit reached through one instance is
 * reached for all. The test starts a Redis server of its own on a free port (a fresh count every run, and
 * nothing left in the machine's Redis), and waits until it says it accepts connections. The in-process limits and the
 * fallback while Redis is unreachable are in src/server/http/rate-limits.test.ts.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { Browser, uniqueUsername } from '../test-support/browser.js';
import { freePort } from '../test-support/server-process.js';
import { describeWith } from '../test-support/services.js';
import { createTestApp, type TestApp } from '../test-support/test-app.js';

const limits = {
  RATE_LIMIT_LOGIN_PER_15_MIN: '3',
  RATE_LIMIT_GUEST_SESSIONS_PER_HOUR: '2',
  RATE_LIMIT_LOGIN_FAILURES_PER_ADDRESS_PER_15_MIN: '20',
};

const redisServer = ['/usr/bin/redis-server', '/usr/local/bin/redis-server'].find((p) => fs.existsSync(p));

/** Resolves once the Redis server says it accepts connections; rejects if it exits first. */
function accepting(redis: ChildProcess): Promise<void> {
  return new Promise((resolve, reject) => {
    let out = '';
    redis.stdout!.on('data', (d: Buffer) => {
      out += d.toString();
      if (out.includes('Ready to accept connections')) resolve();
    });
    redis.once('exit', (code) =>
      reject(new Error(`redis-server exited (code ${code}) before it was ready:\n${out}`)),
    );
  });
}

describeWith(redisServer, 'redis-server')('rate limits shared through Redis (REDIS_URL)', () => {
  let redis: ChildProcess;
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    const port = await freePort();
    redis = spawn(redisServer!, ['--port', String(port), '--save', '', '--appendonly', 'no'], {
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    await accepting(redis);
    const env = { ...limits, REDIS_URL: `redis://127.0.0.1:${port}` };
    a = await createTestApp({ env });
    b = await createTestApp({ env });
  }, 60_000);
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
