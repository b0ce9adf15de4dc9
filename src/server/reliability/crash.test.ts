/**
 * Crash: `kill -9` the server while it acknowledges story writes, restart it on the same data, and find
 * every acknowledged story again, for several rounds, on the embedded database and on PostgreSQL
 * (docs/security.md, "Losing a parent's stories"). SOAK=1 runs more rounds with more load.
 *
 * A write is acknowledged when its whole 201 answer arrived. Writes cut off by the kill may or may not
 * exist afterwards (nobody was told either way); none that was acknowledged may be missing.
 */
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { startServerProcess, type ServerProcess } from '../test-support/server-process.js';
import {
  boundedLoad,
  cleanupsAfterAll,
  expectJson,
  type FreshDatabase,
  freshPostgresDatabase,
  HttpVisitor,
  inBatches,
  killAtCleanup,
  postgresUrl,
  recordFigure,
  soak,
  tempDir,
  waitFor,
} from './support.js';
import { itWith } from '../test-support/services.js';

const ROUNDS = soak ? 12 : 3;
/** Acknowledged writes to wait for in a round before the kill (then a random moment more). */
const ACKS_BEFORE_KILL = soak ? 400 : 60;
const WORKERS = 8;

const cleanups = cleanupsAfterAll();

interface Acknowledged {
  id: string;
  childName: string;
}

async function killRounds(kind: 'pglite' | 'postgres', env: Record<string, string>) {
  const visitor = new HttpVisitor('http://127.0.0.1:1', { timeoutMs: 20_000 });
  cleanups.push(() => visitor.close());
  const acknowledged: Acknowledged[] = [];
  const rounds: { acknowledged: number; inFlightCut: number }[] = [];
  let userId = 0;

  const startServer = async () => {
    // The first account of a fresh database is user 1: exempt from the monthly allowance.
    const server = await startServerProcess({ ...env, LIMIT_EXEMPT_USER_IDS: '1' });
    killAtCleanup(cleanups, server);
    await server.ready();
    visitor.baseUrl = server.url;
    return server;
  };

  /** Every acknowledged story is the owner's and in the owner's list; answers the list's size. */
  const listContainsAll = async (): Promise<number> => {
    // The list is paginated (50 a page by default): follow X-Next-Cursor to the end.
    const ids = new Set<string>();
    let page: string | undefined = '/api/stories?limit=100';
    while (page) {
      const outcome = await visitor.get(page);
      for (const s of expectJson<{ id: string }[]>(outcome, 200)) ids.add(s.id);
      const cursor = outcome.kind === 'response' ? outcome.headers['x-next-cursor'] : undefined;
      page = typeof cursor === 'string' && cursor ? `/api/stories?limit=100&cursor=${cursor}` : undefined;
    }
    const missing = acknowledged.filter((a) => !ids.has(a.id));
    expect(missing, `${missing.length} acknowledged stories missing from the list`).toEqual([]);
    return ids.size;
  };

  for (let round = 0; round < ROUNDS; round++) {
    const server: ServerProcess = await startServer();
    if (round === 0) {
      const user = expectJson<{ id: number }>(
        await visitor.post('/api/register', {
          username: `crash_${kind}`,
          password: 'correct horse battery',
          email: `crash_${kind}@example.com`,
        }),
        201,
      );
      userId = user.id;
      expect(userId).toBe(1);
    } else {
      // The session made before the crashes still works: it lives in the database, not the process.
      expect(expectJson<{ id: number }>(await visitor.get('/api/user'), 200).id).toBe(userId);
    }
    await listContainsAll();

    let ackedThisRound = 0;
    let cut = 0;
    let killed = false;
    let unexpected: string | undefined;
    const load = boundedLoad({
      workers: WORKERS,
      maxRequests: 20_000,
      maxMs: 60_000,
      stop: () => killed,
      task: async (index) => {
        const childName = `R${round}N${index}`;
        const outcome = await visitor.post('/api/stories', {
          childName,
          animal: 'Owl',
          theme: 'Kindness',
          length: 'Short',
          userId,
        });
        if (outcome.kind === 'response' && outcome.status === 201) {
          const story = JSON.parse(outcome.body) as { id: string; childName: string };
          acknowledged.push({ id: story.id, childName: story.childName });
          ackedThisRound++;
          return 'continue';
        }
        if (outcome.kind === 'response') unexpected ??= `${outcome.status} ${outcome.body.slice(0, 200)}`;
        else if (!killed) unexpected ??= `${outcome.kind} before the kill: ${outcome.error}`;
        else cut++;
        return 'stop-worker';
      },
    });
    // A few more acknowledgements each round, so the kill lands at a different point of the load.
    const killAfter = ACKS_BEFORE_KILL + Math.floor(Math.random() * 4);
    await waitFor(
      () => ackedThisRound >= killAfter || unexpected !== undefined,
      90_000,
      'acknowledged writes',
    );
    server.child.kill('SIGKILL');
    killed = true;
    await load;
    const exit = await server.exited;
    expect(exit.signal).toBe('SIGKILL');
    expect(unexpected).toBeUndefined();
    rounds.push({ acknowledged: ackedThisRound, inFlightCut: cut });
  }

  // After the last kill: a fresh start finds every acknowledged story, each by its id, as its owner.
  const last = await startServer();
  const listed = await listContainsAll();
  const lost: string[] = [];
  await inBatches(acknowledged, 8, async (a) => {
    const outcome = await visitor.get(`/api/stories/${a.id}`);
    if (outcome.kind !== 'response' || outcome.status !== 200) return lost.push(a.id);
    const story = JSON.parse(outcome.body) as { childName: string; isOwner: boolean; storyContent: string };
    if (story.childName !== a.childName || !story.isOwner || story.storyContent.length < 200) lost.push(a.id);
  });
  expect(lost).toEqual([]);
  expect(new Set(acknowledged.map((a) => a.id)).size).toBe(acknowledged.length);
  expect(expectJson<{ status: string }>(await visitor.get('/readyz'), 200).status).toBe('ready');
  last.child.kill('SIGTERM');
  expect((await last.exited).code).toBe(0);

  const figures = {
    roundsOfKillSurvived: ROUNDS,
    acknowledgedWrites: acknowledged.length,
    acknowledgedWritesLost: lost.length,
    storedButNeverAcknowledged: listed - acknowledged.length,
    acknowledgedPerRound: rounds.map((r) => r.acknowledged),
    requestsCutByTheKill: rounds.reduce((n, r) => n + r.inFlightCut, 0),
  };
  recordFigure(`crash.${kind}`, figures);
  return figures;
}

describe('kill -9 while acknowledging story writes', { timeout: soak ? 1_800_000 : 300_000 }, () => {
  it(`embedded database: ${ROUNDS} rounds of kill -9, every acknowledged story is found after each restart`, async () => {
    const dir = tempDir(cleanups, 'crash');
    const figures = await killRounds('pglite', { DATA_DIR: path.join(dir, 'data') });
    expect(figures.acknowledgedWritesLost).toBe(0);
    expect(figures.acknowledgedWrites).toBeGreaterThanOrEqual(ROUNDS * ACKS_BEFORE_KILL);
  });

  itWith(postgresUrl, 'TEST_DATABASE_URL')(
    `PostgreSQL (needs TEST_DATABASE_URL): ${ROUNDS} rounds of kill -9, every acknowledged story is found after each restart`,
    async () => {
      const database: FreshDatabase = await freshPostgresDatabase(postgresUrl!, 'crash');
      cleanups.push(() => database.drop());
      const figures = await killRounds('postgres', { DATABASE_URL: database.url });
      expect(figures.acknowledgedWritesLost).toBe(0);
      expect(figures.acknowledgedWrites).toBeGreaterThanOrEqual(ROUNDS * ACKS_BEFORE_KILL);
    },
  );
});
