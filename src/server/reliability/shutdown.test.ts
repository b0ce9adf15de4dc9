/**
 * Graceful stop under load: SIGTERM while many requests are on their way. Every request that got an
 * answer got a whole, valid one (none cut off mid-response), the requests in flight when the signal came
 * were answered, none was reset (a request after the signal is answered on its kept-alive connection or
 * refused on a new one), every acknowledged story is there after a restart, and the process exits 0.
 * (embedded-guards.test.ts beside it shows the same for one slow request whose body is still arriving; the
 * last test here holds kept-alive connections and requests in flight across the signal.)
 */
import net from 'node:net';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { startServerProcess, type ServerProcess } from '../test-support/server-process.js';
import {
  boundedLoad,
  cleanupsAfterAll,
  expectJson,
  freshPostgresDatabase,
  HttpVisitor,
  inBatches,
  killAtCleanup,
  type Outcome,
  postgresUrl,
  recordFigure,
  soak,
  tempDir,
  waitFor,
} from './support.js';
import { itWith } from '../test-support/services.js';

const WORKERS = 16;

const cleanups = cleanupsAfterAll();

async function start(env: Record<string, string>): Promise<ServerProcess> {
  const server = await startServerProcess({ LIMIT_EXEMPT_USER_IDS: '1', ...env });
  killAtCleanup(cleanups, server);
  await server.ready();
  return server;
}

interface Sent {
  what: 'create' | 'read' | 'list' | 'health';
  sentAt: number;
  doneAt: number;
  outcome: Outcome;
}

/** A whole answer that is what the route promises: JSON of the right shape, or the 503 of a closing server. */
function validity(sent: Sent): string | null {
  const { outcome } = sent;
  if (outcome.kind !== 'response') return null;
  let body: unknown;
  try {
    body = JSON.parse(outcome.body);
  } catch {
    return `${sent.what}: ${outcome.status} with a body that is not JSON: ${outcome.body.slice(0, 100)}`;
  }
  const b = body as Record<string, unknown>;
  if (outcome.status === 503) return typeof b.message === 'string' ? null : `503 without a message`;
  const ok =
    (sent.what === 'create' && outcome.status === 201 && typeof b.id === 'string') ||
    (sent.what === 'read' && outcome.status === 200 && typeof b.storyContent === 'string') ||
    (sent.what === 'list' && outcome.status === 200 && Array.isArray(body)) ||
    (sent.what === 'health' && outcome.status === 200 && b.status === 'ok');
  return ok ? null : `${sent.what}: unexpected ${outcome.status} ${outcome.body.slice(0, 200)}`;
}

async function sigtermUnderLoad(kind: 'pglite' | 'postgres', env: Record<string, string>) {
  const server = await start(env);
  const visitor = new HttpVisitor(server.url, { timeoutMs: 20_000 });
  cleanups.push(() => visitor.close());
  const user = expectJson<{ id: number }>(
    await visitor.post('/api/register', {
      username: `shutdown_${kind}`,
      password: 'correct horse battery',
      email: `shutdown_${kind}@example.com`,
    }),
    201,
  );
  const first = expectJson<{ id: string }>(
    await visitor.post('/api/stories', {
      childName: 'Ada',
      animal: 'Fox',
      theme: 'Courage',
      length: 'Short',
    }),
    201,
  );

  const sent: Sent[] = [];
  let signalledAt = Infinity;
  const plan: Sent['what'][] = ['create', 'create', 'read', 'list', 'health'];
  const load = boundedLoad({
    workers: WORKERS,
    maxRequests: soak ? 50_000 : 10_000,
    maxMs: 60_000,
    stop: () => false,
    task: async (index) => {
      const what = plan[index % plan.length]!;
      const sentAt = Date.now();
      const outcome =
        what === 'create'
          ? await visitor.post('/api/stories', {
              childName: `Kid ${index}`,
              animal: 'Bear',
              theme: 'Sharing',
              length: 'Short',
              userId: user.id,
            })
          : what === 'read'
            ? await visitor.get(`/api/stories/${first.id}`)
            : what === 'list'
              ? await visitor.get('/api/stories/user')
              : await visitor.get('/healthz');
      sent.push({ what, sentAt, doneAt: Date.now(), outcome });
      // After the signal, a worker stops at its first unanswered request (the port is closed by then).
      return outcome.kind === 'response' ? 'continue' : 'stop-worker';
    },
  });
  await waitFor(
    () => sent.filter((s) => s.what === 'create' && s.outcome.kind === 'response').length >= 40,
    60_000,
    'load to build up',
  );
  signalledAt = Date.now();
  server.child.kill('SIGTERM');
  const exit = await server.exited;
  await load;

  const truncated = sent.filter((s) => s.outcome.kind === 'truncated');
  const invalid = sent.map(validity).filter((v): v is string => v !== null);
  const beforeSignal = sent.filter((s) => s.sentAt < signalledAt);
  const answeredAfterSignal = sent.filter(
    (s) => s.outcome.kind === 'response' && s.sentAt < signalledAt && s.doneAt >= signalledAt,
  );
  const unansweredBeforeSignal = sent.filter(
    (s) => s.outcome.kind === 'no-response' && s.doneAt < signalledAt,
  );
  // Every request sent before the signal was answered; after it, a request on a kept-alive connection is
  // answered with `Connection: close`, and the next one, on a new connection, is refused: never a reset
  // (before issue 26, 3-7 requests written to idle kept-alive connections were reset in 3 of 5 rounds).
  const sentBeforeSignalUnanswered = sent.filter(
    (s) => s.outcome.kind === 'no-response' && s.sentAt < signalledAt,
  );
  const notRefused = sent.filter(
    (s) =>
      s.outcome.kind === 'no-response' &&
      (s.outcome.reusedSocket || !s.outcome.error.startsWith('ECONNREFUSED')),
  );
  const refusals = [
    ...new Set(
      sent.flatMap((s) => (s.outcome.kind === 'no-response' ? [s.outcome.error.split(':')[0]] : [])),
    ),
  ];
  const acknowledged = sent
    .filter((s) => s.what === 'create' && s.outcome.kind === 'response' && s.outcome.status === 201)
    .map((s) => (JSON.parse((s.outcome as { body: string }).body) as { id: string }).id);

  expect(exit.code, server.output()).toBe(0);
  expect(truncated.map((s) => s.outcome)).toEqual([]);
  expect(invalid).toEqual([]);
  // Nothing failed while the server was running normally.
  expect(unansweredBeforeSignal.map((s) => s.outcome)).toEqual([]);
  // Requests were in flight when the signal came, and they were answered.
  expect(answeredAfterSignal.length).toBeGreaterThan(0);
  expect(sentBeforeSignalUnanswered.map((s) => s.outcome)).toEqual([]);
  expect(notRefused.map((s) => s.outcome)).toEqual([]);

  // Every story acknowledged, before or during the stop, is there after a restart.
  const again = await start(env);
  visitor.baseUrl = again.url;
  const missing: string[] = [];
  await inBatches(acknowledged, 8, async (id) => {
    const outcome = await visitor.get(`/api/stories/${id}`);
    if (outcome.kind !== 'response' || outcome.status !== 200) missing.push(id);
  });
  expect(missing).toEqual([]);
  again.child.kill('SIGTERM');
  expect((await again.exited).code).toBe(0);

  const statuses: Record<string, number> = {};
  for (const s of sent) {
    const key = s.outcome.kind === 'response' ? String(s.outcome.status) : s.outcome.kind;
    statuses[key] = (statuses[key] ?? 0) + 1;
  }
  const figures = {
    requests: sent.length,
    sentBeforeSignal: beforeSignal.length,
    inFlightAtSignalAnswered: answeredAfterSignal.length,
    outcomes: statuses,
    truncated: truncated.length,
    sentBeforeSignalUnanswered: sentBeforeSignalUnanswered.length,
    resets: notRefused.length,
    refusals,
    acknowledgedStoriesFoundAfterRestart: acknowledged.length - missing.length,
    exitCode: exit.code,
  };
  recordFigure(`shutdown.${kind}`, figures);
}

describe('SIGTERM under load', { timeout: 300_000 }, () => {
  it('embedded database: answers every request in flight in full, keeps every acknowledged write, exits 0', async () => {
    const dir = tempDir(cleanups, 'stop');
    await sigtermUnderLoad('pglite', { DATA_DIR: path.join(dir, 'data') });
  });

  itWith(postgresUrl, 'TEST_DATABASE_URL')(
    'PostgreSQL (needs TEST_DATABASE_URL): answers every request in flight in full, keeps every acknowledged write, exits 0',
    async () => {
      const database = await freshPostgresDatabase(postgresUrl!, 'stop');
      cleanups.push(() => database.drop());
      await sigtermUnderLoad('postgres', { DATABASE_URL: database.url });
    },
  );
});

/** A request written by hand on its own kept-alive connection, its body held back until `finish()`. */
function heldRequest(port: number, pathname: string, body: string) {
  const socket = net.connect(port, '127.0.0.1');
  let received = '';
  socket.on('data', (d: Buffer) => (received += d.toString()));
  const closed = new Promise<{ error: string | null }>((resolve) => {
    let error: string | null = null;
    socket.on('error', (e: NodeJS.ErrnoException) => (error = e.code ?? e.message));
    socket.on('close', () => resolve({ error }));
  });
  const connected = new Promise<void>((resolve) => socket.on('connect', () => resolve()));
  return {
    async start() {
      await connected;
      // HTTP/1.1 without `Connection: close`: the connection is meant to be kept alive.
      socket.write(
        `POST ${pathname} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n${body.slice(0, 1)}`,
      );
    },
    /** Sends the rest of the body; resolves with what came back once the server closed the connection. */
    async finish() {
      socket.write(body.slice(1));
      const { error } = await closed;
      return { received, error };
    },
  };
}

describe('SIGTERM with kept-alive connections', { timeout: 180_000 }, () => {
  it('answers every request received, and each one sent on a kept-alive connection after the signal, with Connection: close; resets none', async () => {
    const dir = tempDir(cleanups, 'keepalive');
    // A long grace and idle window: the test waits for events, never on the clock.
    const server = await start({
      DATA_DIR: path.join(dir, 'data'),
      LOG_LEVEL: 'debug',
      RATE_LIMIT_GUEST_SESSIONS_PER_HOUR: '1000',
      SHUTDOWN_GRACE_SECONDS: '60',
      SHUTDOWN_IDLE_SECONDS: '30',
      // The held requests' bodies arrive only at the end: longer than any run of this test takes.
      REQUEST_TIMEOUT_SECONDS: '170',
    });
    // Twelve browsers, each with one connection kept alive after a first answer, idle when the signal comes.
    const kept = Array.from({ length: 12 }, () => new HttpVisitor(server.url, { timeoutMs: 30_000 }));
    cleanups.push(() => kept.forEach((v) => v.close()));
    for (const v of kept) expectJson(await v.get('/healthz'), 200);
    // Four requests received and in flight (their bodies still arriving), each on a kept-alive connection.
    const held = Array.from({ length: 4 }, () => heldRequest(server.port, '/api/guest/session', '{}'));
    for (const h of held) await h.start();
    const arrived = () => server.output().match(/"route":"\/api\/guest\/session"/g)?.length ?? 0;
    await waitFor(() => arrived() >= held.length, 30_000, 'the held requests to arrive');

    server.child.kill('SIGTERM');
    await server.printed(/shutting down: finishing requests in flight/);
    // Each kept-alive connection is used once more after the signal: half read, half write.
    const last = await Promise.all(
      kept.map((v, i) => (i % 2 ? v.get('/healthz') : v.post('/api/guest/session'))),
    );
    const finished = await Promise.all(held.map((h) => h.finish()));
    // A new connection is refused: the port was closed at the signal.
    const latecomer = new HttpVisitor(server.url);
    cleanups.push(() => latecomer.close());
    const late = await latecomer.get('/healthz');
    const exit = await server.exited;

    const summary = last.map((o) =>
      o.kind === 'response' ? `${o.status} connection: ${o.headers.connection}` : `${o.kind} ${o.error}`,
    );
    expect(summary).toEqual(kept.map((_, i) => `${i % 2 ? 200 : 201} connection: close`));
    for (const f of finished) {
      expect(f.error).toBeNull();
      expect(f.received).toMatch(/^HTTP\/1\.1 201 /);
      expect(f.received).toMatch(/\r\nconnection: close\r\n/i);
    }
    expect(late.kind === 'no-response' && late.error.startsWith('ECONNREFUSED')).toBe(true);
    expect(exit.code, server.output().slice(-2000)).toBe(0);
  });
});
