/**
 * The account export is bounded work (issue 26: 2,000 stories were 18.7 MB built in memory, and ten at
 * once doubled the resident size): it reads the stories a page at a time while it writes, one export of
 * an account runs at a time, and a few an hour.
 */
import crypto from 'node:crypto';
import net from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../shared/messages.js';
import { fixedClock } from '../../clock.js';
import * as schema from '../../db/schema.js';
import type { ActorUser } from '../../http/actor.js';
import { grantPlan, signUp, storyInput, type SignedInBrowser } from '../../test-support/browser.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import { accountDataService } from './account-data.service.js';

const clock = fixedClock('2030-06-01T18:00:00Z');
/** As in the probe: 2,000 stories (~7 MB of JSON here), more than a loopback socket's buffers hold. */
const STORIES = 2000;
let t: TestApp;
let owner: SignedInBrowser;
let base: string;

/** `count` more stories of the user, copies of one made through the API, one second apart. */
async function addStories(userId: number, count: number, from: Date): Promise<string[]> {
  const [template] = await t.database.db
    .select()
    .from(schema.stories)
    .where(eq(schema.stories.userId, userId));
  const { id: _id, ...row } = template!;
  const rows = Array.from({ length: count }, (_, i) => ({
    ...row,
    id: crypto.randomUUID(),
    childName: `Child ${from.getTime() + i}`,
    createdAt: new Date(from.getTime() + i * 1000),
  }));
  for (let i = 0; i < rows.length; i += 500) {
    await t.database.db.insert(schema.stories).values(rows.slice(i, i + 500));
  }
  return rows.map((r) => r.id);
}

beforeAll(async () => {
  t = await createTestApp({
    clock,
    env: { RATE_LIMIT_REGISTER_PER_HOUR: '1000', RATE_LIMIT_EXPORTS_PER_HOUR: '4' },
  });
  owner = await signUp(t.app);
  await grantPlan(t.database, owner.user.id, 'PREMIUM');
  const first = await owner.browser.post('/api/stories', storyInput({ userId: owner.user.id }));
  expect(first.statusCode).toBe(201);
  await addStories(owner.user.id, STORIES - 1, new Date('2030-05-01T00:00:00Z'));
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as net.AddressInfo).port}`;
}, 120_000);
afterAll(async () => {
  await t?.close();
});

const cookieOf = (s: SignedInBrowser) =>
  [...s.browser.cookies].map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join('; ');
const exportOf = (s: SignedInBrowser) =>
  fetch(`${base}/api/account/export`, { headers: { cookie: cookieOf(s) } });

/**
 * An export asked for on a raw socket that reads the answer's head and then stops reading, as a slow
 * phone would: `rest()` reads the remainder.
 */
function heldExport(s: SignedInBrowser): Promise<{ head: string; rest(): Promise<string> }> {
  const port = new URL(base).port;
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(port), '127.0.0.1');
    let received = '';
    socket.on('error', reject);
    socket.write(
      `GET /api/account/export HTTP/1.1\r\nHost: 127.0.0.1\r\nCookie: ${cookieOf(s)}\r\nConnection: close\r\n\r\n`,
    );
    const onData = (d: Buffer) => {
      received += d.toString('latin1');
      const end = received.indexOf('\r\n\r\n');
      if (end < 0) return;
      socket.off('data', onData);
      socket.pause();
      resolve({
        head: received.slice(0, end),
        rest: () =>
          new Promise((done) => {
            socket.on('data', (more: Buffer) => (received += more.toString('latin1')));
            socket.on('end', () => done(received));
            socket.resume();
          }),
      });
    };
    socket.on('data', onData);
  });
}

describe('GET /api/account/export of a large account', () => {
  it('is sent as a stream of one valid JSON document holding every story in order', async () => {
    const res = await exportOf(owner);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-length')).toBeNull();
    expect(res.headers.get('transfer-encoding')).toBe('chunked');
    const data = (await res.json()) as Record<string, unknown> & { stories: { createdAt: string }[] };
    expect(Object.keys(data)).toEqual([
      'exportedAt',
      'about',
      'account',
      'parentProfile',
      'characterProfiles',
      'stories',
      'favourites',
      'storyPictures',
      'recordings',
      'readingProgress',
      'subscriptions',
      'checkouts',
      'bookOrders',
      'monthlyUsage',
      'signedInSessions',
    ]);
    expect(data.stories).toHaveLength(STORIES);
    const times = data.stories.map((s) => s.createdAt);
    expect([...times].sort()).toEqual(times);
    expect(new Set(data.stories.map((s) => (s as unknown as { id: string }).id)).size).toBe(STORIES);
  });

  it('one export of an account at a time: a second while the first is being sent answers 429', async () => {
    const first = await heldExport(owner);
    expect(first.head).toMatch(/^HTTP\/1\.1 200 /);
    // The first body is not read: the server is held by the socket's backpressure, mid-document.
    const second = await exportOf(owner);
    expect(second.status).toBe(429);
    expect(second.headers.get('retry-after')).toBeTruthy();
    expect(((await second.json()) as { message: string }).message).toBe(MESSAGES.exportInProgress);
    // Another account is not held up.
    const neighbour = await signUp(t.app);
    const theirs = await exportOf(neighbour);
    expect(theirs.status).toBe(200);
    await theirs.text();
    // The export was not built before it was sent: a story made now, the newest, is in it when read.
    const [newest] = await addStories(owner.user.id, 1, new Date('2031-01-01T00:00:00Z'));
    const whole = await first.rest();
    expect(whole.length).toBeGreaterThan(5_000_000);
    expect(whole).toContain(`"id": "${newest}"`);
    // Once the first is read to its end, the account may export again.
    await expect
      .poll(async () => {
        const again = await exportOf(owner);
        await again.text();
        return again.status;
      })
      .toBe(200);
  });

  it('a few an hour: then 429 saying when to try again', async () => {
    const other = await signUp(t.app);
    for (let i = 0; i < 4; i++) {
      const res = await exportOf(other);
      expect(res.status).toBe(200);
      await res.text();
    }
    const refused = await exportOf(other);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(3000);
    expect(((await refused.json()) as { message: string }).message).toBe(MESSAGES.tooManyExports(60));
  });
});

describe('the export service', () => {
  it('reads the stories a page at a time while it writes: a story added midway is in the document', async () => {
    const parent = await signUp(t.app);
    await grantPlan(t.database, parent.user.id, 'PREMIUM');
    expect(
      (await parent.browser.post('/api/stories', storyInput({ userId: parent.user.id }))).statusCode,
    ).toBe(201);
    await addStories(parent.user.id, 6, new Date('2030-05-01T00:00:00Z'));
    const service = accountDataService(t.database.db, clock, {
      accounts: { checkPassword: () => Promise.reject(new Error('not asked')), forgetUserSessions: () => {} },
      payments: {} as never,
      forgetStories: () => {},
      log: { warn() {}, error() {}, info() {} },
      exportPageSize: 3,
    });
    const { chunks } = await service.exportDocument({ id: parent.user.id } as ActorUser);
    let text = '';
    let added: string[] = [];
    for await (const chunk of chunks) {
      text += chunk;
      // After the first story is written, a newer one arrives: it is on a page not yet read.
      if (!added.length && text.includes('"stories": [\n    {')) {
        added = await addStories(parent.user.id, 1, new Date('2031-01-01T00:00:00Z'));
      }
    }
    const data = JSON.parse(text) as { stories: { id: string }[] };
    expect(data.stories).toHaveLength(8);
    expect(data.stories.at(-1)!.id).toBe(added[0]);
  });
});
