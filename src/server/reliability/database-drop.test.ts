/**
 * The database connection dropped under the servers' feet (issue 26): `pg_terminate_backend` on every
 * backend of two instances, five times, while both create stories. Neither process dies, a request caught
 * by the drop answers 503 with a message and Retry-After (never a 500, never a reset), retrying it works,
 * every acknowledged story is in the database, no story was half-written (the allowance counter agrees
 * with the stories), and each instance recovers by itself. Then the database out of reach for a while
 * (a relay that cuts and refuses connections): 503 and /readyz 503 meanwhile, serving again once it is back
 * (docs/decisions/021-connection-loss-and-stopping.md).
 */
import net from 'node:net';
import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startServerProcess, type ServerProcess } from '../test-support/server-process.js';
import { describeWith } from '../test-support/services.js';
import {
  boundedLoad,
  expectJson,
  freshPostgresDatabase,
  HttpVisitor,
  type Outcome,
  pollFor,
  postgresUrl,
  randomLoopbackAddress,
  recordFigure,
  type FreshDatabase,
} from './support.js';

const ROUNDS = 5;
const WRITERS_PER_INSTANCE = 8;

interface Create {
  instance: 'a' | 'b';
  childName: string;
  outcome: Outcome;
}

describeWith(postgresUrl, 'TEST_DATABASE_URL')(
  'database connections dropped under load (needs TEST_DATABASE_URL)',
  { timeout: 300_000 },
  () => {
    let database: FreshDatabase;
    let databaseName: string;
    let a: ServerProcess;
    let b: ServerProcess;
    const visitors: HttpVisitor[] = [];

    beforeAll(async () => {
      database = await freshPostgresDatabase(postgresUrl!, 'drop');
      databaseName = new URL(database.url).pathname.slice(1);
      const env = {
        DATABASE_URL: database.url,
        RATE_LIMIT_REGISTER_PER_HOUR: '1000',
        LIMIT_EXEMPT_USER_IDS: '1,2',
      };
      [a, b] = await Promise.all([startServerProcess(env), startServerProcess(env)]);
      await Promise.all([a.ready(), b.ready()]);
    });
    afterAll(async () => {
      for (const v of visitors) v.close();
      for (const server of [a, b]) {
        if (server && server.child.exitCode === null && server.child.signalCode === null) {
          server.child.kill('SIGKILL');
          await server.exited;
        }
      }
      await database?.drop();
    });

    /** Ends every connection the servers hold to the test database; returns how many were ended. */
    async function terminateBackends(): Promise<number> {
      const admin = new pg.Client({ connectionString: postgresUrl });
      await admin.connect();
      try {
        const { rows } = await admin.query<{ ended: boolean }>(
          'SELECT pg_terminate_backend(pid) AS ended FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()',
          [databaseName],
        );
        return rows.filter((r) => r.ended).length;
      } finally {
        await admin.end();
      }
    }

    async function query<T extends pg.QueryResultRow>(text: string, values: unknown[] = []): Promise<T[]> {
      const client = new pg.Client({ connectionString: database.url });
      await client.connect();
      try {
        return (await client.query<T>(text, values)).rows;
      } finally {
        await client.end();
      }
    }

    const alive = (server: ServerProcess) =>
      server.child.exitCode === null && server.child.signalCode === null;

    it('five drops under story creation on two instances: both keep serving, 503 not 500, no acknowledged write lost', async () => {
      const address = randomLoopbackAddress();
      const makeWriter = async (server: ServerProcess, n: number) => {
        const v = new HttpVisitor(server.url, { localAddress: address, timeoutMs: 30_000 });
        visitors.push(v);
        const username = `drop_${n}_${Math.random().toString(36).slice(2, 8)}`;
        const user = expectJson<{ id: number }>(
          await v.post('/api/register', {
            username,
            password: 'correct horse battery',
            email: `${username}@example.com`,
          }),
          201,
        );
        return { v, user };
      };
      // One account per instance, the database's first two: LIMIT_EXEMPT_USER_IDS lifts their allowance.
      const writers = { a: await makeWriter(a, 1), b: await makeWriter(b, 2) };
      expect([writers.a.user.id, writers.b.user.id]).toEqual([1, 2]);

      const creates: Create[] = [];
      let stopLoad = false;
      let sequence = 0;
      const load = (instance: 'a' | 'b') =>
        boundedLoad({
          workers: WRITERS_PER_INSTANCE,
          maxRequests: 20_000,
          maxMs: 240_000,
          stop: () => stopLoad,
          task: async () => {
            const childName = `Kid ${instance} ${sequence++}`;
            const outcome = await writers[instance].v.post('/api/stories', {
              childName,
              animal: 'Bear',
              theme: 'Sharing',
              length: 'Short',
              userId: writers[instance].user.id,
            });
            creates.push({ instance, childName, outcome });
            return 'continue';
          },
        });
      const acknowledgedOn = (instance: 'a' | 'b') =>
        creates.filter(
          (c) => c.instance === instance && c.outcome.kind === 'response' && c.outcome.status === 201,
        ).length;
      const loads = Promise.all([load('a'), load('b')]);

      const ended: number[] = [];
      try {
        for (let round = 0; round < ROUNDS; round++) {
          // Both instances are writing (again) before each drop: recovered by themselves.
          const before = { a: acknowledgedOn('a'), b: acknowledgedOn('b') };
          await pollFor(
            async () =>
              (acknowledgedOn('a') >= before.a + 10 && acknowledgedOn('b') >= before.b + 10) ||
              !alive(a) ||
              !alive(b)
                ? true
                : undefined,
            { timeoutMs: 60_000, everyMs: 20, what: `both instances to write before drop ${round + 1}` },
          );
          expect(alive(a), a.output()).toBe(true);
          expect(alive(b), b.output()).toBe(true);
          ended.push(await terminateBackends());
        }
        // And after the last one.
        const before = { a: acknowledgedOn('a'), b: acknowledgedOn('b') };
        await pollFor(
          async () =>
            (acknowledgedOn('a') >= before.a + 10 && acknowledgedOn('b') >= before.b + 10) ||
            !alive(a) ||
            !alive(b)
              ? true
              : undefined,
          { timeoutMs: 60_000, everyMs: 20, what: 'both instances to write after the last drop' },
        );
      } finally {
        stopLoad = true;
        await loads;
      }

      expect(alive(a), a.output()).toBe(true);
      expect(alive(b), b.output()).toBe(true);
      expect(ended.every((n) => n > 0)).toBe(true);

      // Every answer is whole: a 201, or a 503 that says what happened and when to try again.
      const notAnswered = creates.filter((c) => c.outcome.kind !== 'response').map((c) => c.outcome);
      expect(notAnswered).toEqual([]);
      const failed = creates.filter((c) => c.outcome.kind === 'response' && c.outcome.status !== 201);
      const badFailures = failed.filter((c) => {
        const o = c.outcome as Extract<Outcome, { kind: 'response' }>;
        if (o.status !== 503 || !o.headers['retry-after']) return true;
        const message = (JSON.parse(o.body) as { message?: unknown }).message;
        return typeof message !== 'string' || !/try again/i.test(message);
      });
      expect(badFailures.map((c) => c.outcome)).toEqual([]);
      // The drops did catch requests on their way (else this test proved nothing about them).
      expect(failed.length).toBeGreaterThan(0);

      // Every acknowledged story is in the database.
      const acknowledged = creates
        .filter((c) => c.outcome.kind === 'response' && c.outcome.status === 201)
        .map((c) => (JSON.parse((c.outcome as { body: string }).body) as { id: string }).id);
      const stored = new Set((await query<{ id: string }>('SELECT id FROM stories')).map((r) => r.id));
      expect(acknowledged.filter((id) => !stored.has(id))).toEqual([]);

      // Nothing half-written: each account's allowance counter is the number of its stories.
      for (const { user } of Object.values(writers)) {
        const [usage] = await query<{ n: number }>(
          'SELECT coalesce(sum(story_count), 0)::int AS n FROM user_monthly_usage WHERE user_id = $1',
          [user.id],
        );
        const [count] = await query<{ n: number }>(
          'SELECT count(*)::int AS n FROM stories WHERE user_id = $1',
          [user.id],
        );
        expect(usage!.n).toBe(count!.n);
      }

      // A request the drop caught is safe to retry: sent again, it is created.
      for (const c of failed.slice(0, 10)) {
        const server = c.instance === 'a' ? a : b;
        writers[c.instance].v.baseUrl = server.url;
        expectJson(
          await writers[c.instance].v.post('/api/stories', {
            childName: c.childName,
            animal: 'Bear',
            theme: 'Sharing',
            length: 'Short',
            userId: writers[c.instance].user.id,
          }),
          201,
        );
      }

      // Both report ready again.
      for (const server of [a, b]) {
        const probe = new HttpVisitor(server.url);
        visitors.push(probe);
        expect(expectJson<{ status: string }>(await probe.get('/readyz'), 200).status).toBe('ready');
      }

      recordFigure('databaseDrop', {
        rounds: ROUNDS,
        backendsEnded: ended,
        creates: creates.length,
        acknowledged: acknowledged.length,
        answered503: failed.length,
      });
    });
  },
);

/**
 * A TCP relay between a server and PostgreSQL that can cut every connection and refuse new ones for a
 * while (an outage, a failover), then let them through again.
 */
async function databaseRelay(target: URL) {
  const sockets = new Set<net.Socket>();
  let down = false;
  const relay = net.createServer((client) => {
    if (down) return client.destroy();
    const upstream = net.connect(Number(target.port || 5432), target.hostname);
    for (const s of [client, upstream]) {
      sockets.add(s);
      s.on('close', () => sockets.delete(s));
      s.on('error', () => {
        client.destroy();
        upstream.destroy();
      });
    }
    client.pipe(upstream).pipe(client);
  });
  await new Promise<void>((resolve) => relay.listen(0, '127.0.0.1', resolve));
  const { port } = relay.address() as net.AddressInfo;
  const url = new URL(target);
  url.hostname = '127.0.0.1';
  url.port = String(port);
  return {
    url: url.toString(),
    /** Ends every relayed connection and refuses new ones (the connection is reset at once). */
    cut() {
      down = true;
      for (const s of sockets) s.destroy();
    },
    restore() {
      down = false;
    },
    close: () => new Promise<void>((resolve) => relay.close(() => resolve())),
  };
}

describeWith(postgresUrl, 'TEST_DATABASE_URL')(
  'the database out of reach for a while (needs TEST_DATABASE_URL)',
  { timeout: 180_000 },
  () => {
    it('answers 503 with Retry-After and /readyz 503 meanwhile, and serves again by itself when it is back', async () => {
      const database = await freshPostgresDatabase(postgresUrl!, 'outage');
      const relay = await databaseRelay(new URL(database.url));
      const server = await startServerProcess({ DATABASE_URL: relay.url });
      const visitor = new HttpVisitor(server.url);
      try {
        await server.ready();
        const story = { childName: 'Noor', animal: 'Fox', theme: 'Family', length: 'Short' };
        const { sessionId } = expectJson<{ sessionId: string }>(
          await visitor.post('/api/guest/session'),
          201,
        );
        expectJson(await visitor.post('/api/stories', { ...story, guestSessionId: sessionId }), 201);

        relay.cut();
        const readyz = await visitor.get('/readyz');
        expect(expectJson<{ status: string }>(readyz, 503).status).toBe('unavailable');
        const caught = await visitor.post('/api/stories', { ...story, guestSessionId: sessionId });
        expect(expectJson<{ message: string }>(caught, 503).message).toMatch(/try again/i);
        expect(caught.kind === 'response' && Number(caught.headers['retry-after'])).toBeGreaterThan(0);
        expect(server.child.exitCode).toBeNull();

        relay.restore();
        await pollFor(
          async () => {
            const outcome = await visitor.get('/readyz');
            return outcome.kind === 'response' && outcome.status === 200 ? true : undefined;
          },
          { timeoutMs: 30_000, everyMs: 100, what: '/readyz to answer 200 again' },
        );
        // The request that was refused, sent again, is done once.
        expectJson(await visitor.post('/api/stories', { ...story, guestSessionId: sessionId }), 201);
        expect(
          expectJson<{ count: number }>(await visitor.get(`/api/stories/guest-count/${sessionId}`), 200)
            .count,
        ).toBe(2);
        expect(server.child.exitCode).toBeNull();
      } finally {
        visitor.close();
        server.child.kill('SIGKILL');
        await server.exited;
        await relay.close();
        await database.drop();
      }
    });
  },
);
