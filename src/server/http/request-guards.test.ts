/**
 * The NUL guard (found by the fuzzing in src/server/reliability/fuzz.test.ts): PostgreSQL cannot store
 * U+0000, and before the guard a NUL in a name, a path or a form answered 500.
 */
import Fastify from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { Browser, signUp, type SignedInBrowser } from '../test-support/browser.js';
import { createTestApp, testAppForSuite } from '../test-support/test-app.js';
import { registerErrorHandling } from './errors.js';
import { containsNul, NUL_REFUSED_MESSAGE } from './request-guards.js';

let parent: SignedInBrowser;
const t = testAppForSuite(() => createTestApp());

beforeAll(async () => {
  parent = await signUp(t.app);
});

describe('text with a NUL character', () => {
  it.each([
    [
      'a story',
      '/api/stories',
      { childName: 'Mi\u0000a', animal: 'Bear', theme: 'Friendship', length: 'Short' },
    ],
    ['a tag', '/api/stories', { childName: 'Mia', animal: 'Bear', theme: 'Friendship', tags: ['a\u0000'] }],
    ['a profile', '/api/character-profiles', { name: 'Ada', interests: ['owls\u0000'] }],
    ['a sign-in', '/api/login', { username: 'ab\u0000cd', password: 'whatever it is' }],
    ['a registration', '/api/register', { username: 'ab\u0000cd', password: 'long enough', email: 'a@b.co' }],
    ['a key', '/api/character-profiles', { name: 'Ada', ['x\u0000']: 1 }],
  ])('in %s answers 400 with a message and stores nothing', async (_label, url, body) => {
    const res = await parent.browser.post(url, body);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(NUL_REFUSED_MESSAGE);
  });

  it('in a path or a query answers 400, never 500', async () => {
    for (const url of [
      '/api/subscription/verify-session/cs%00',
      '/demo-checkout/cs%00',
      '/api/stories/guest-count/a%00b',
      '/api/user?x=%00',
    ]) {
      const res = await parent.browser.get(url);
      expect(res.statusCode, url).toBe(400);
    }
  });

  it('in the demo checkout form answers 400', async () => {
    const res = await parent.browser.request(
      'POST',
      '/demo-checkout/complete',
      'session_id=a%00b&action=pay',
      {
        'content-type': 'application/x-www-form-urlencoded',
        origin: 'http://localhost:3000',
      },
    );
    expect(res.statusCode).toBe(400);
  });

  it('is found at any depth without recursion', () => {
    let deep: unknown = 'x\u0000';
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expect(containsNul(deep)).toBe(true);
    expect(containsNul({ a: [{ b: 'fine' }], c: 1, d: null })).toBe(false);
    expect(containsNul(Buffer.from('\u0000'))).toBe(false); // raw webhook bytes are the signature's business
  });

  it('a webhook body (raw bytes) is not read as text', async () => {
    const res = await new Browser(t.app).post('/api/subscription/webhook', '{"a":"\\u0000"}', {
      'stripe-signature': 't=1,v1=00',
    });
    expect(res.statusCode).toBe(404); // demo payments: no webhooks; not a 400 from the guard
  });
});

describe('the error handler', () => {
  it('answers 400, not 500, for text the database cannot store (SQLSTATE 22021, 22P05)', async () => {
    const app = Fastify();
    registerErrorHandling(app);
    app.get('/nul', async () => {
      throw Object.assign(new Error('query failed'), { cause: { code: '22021' } });
    });
    app.get('/encoding', async () => {
      throw Object.assign(new Error('untranslatable'), { code: '22P05' });
    });
    for (const url of ['/nul', '/encoding']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(400);
      expect(res.json().message).toMatch(/cannot be stored/);
    }
    await app.close();
  });
});
