/**
 * The long soak, outside CI: SOAK=1 npm run test:reliability (SOAK_MINUTES, default 10). A real server on
 * the embedded database (or PostgreSQL with TEST_DATABASE_URL) under steady mixed traffic from guests and
 * accounts: never a 5xx or a dropped request, /readyz stays 200, memory levels off (the last quarter's
 * resident size within 1.5x of the second quarter's) and the slowest answers do not creep up.
 * The same run also repeats the kill -9, shutdown and fuzzing tests with their SOAK sizes.
 */
import { expect, it } from 'vitest';
import { startServerProcess, type ServerProcess } from '../test-support/server-process.js';
import {
  boundedLoad,
  cleanupsAfterAll,
  expectJson,
  freshDatabaseEnv,
  HttpVisitor,
  postgresUrl,
  randomLoopbackAddress,
  recordFigure,
  residentMb,
  soak,
} from './support.js';
import { describeWith } from '../test-support/services.js';

const MINUTES = Number(process.env.SOAK_MINUTES ?? 10);
const cleanups = cleanupsAfterAll();

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
};

describeWith(soak)(
  `soak: ${MINUTES} minutes of steady traffic (needs SOAK=1)`,
  { timeout: (MINUTES + 5) * 60_000 },
  () => {
    it('no 5xx, no dropped request, memory levels off, latency does not creep', async () => {
      const env = await freshDatabaseEnv(cleanups, 'soak');
      const server: ServerProcess = await startServerProcess({
        ...env,
        LIMIT_EXEMPT_USER_IDS: '1',
        RATE_LIMIT_GUEST_SESSIONS_PER_HOUR: '1000000',
        RATE_LIMIT_REGISTER_PER_HOUR: '1000000',
      });
      cleanups.push(async () => {
        if (server.child.exitCode === null) {
          server.child.kill('SIGTERM');
          await server.exited;
        }
      });
      await server.ready();
      const user = new HttpVisitor(server.url, { localAddress: randomLoopbackAddress() });
      const guestAddress = randomLoopbackAddress();
      cleanups.push(() => user.close());
      const me = expectJson<{ id: number }>(
        await user.post('/api/register', {
          username: 'soak_parent',
          password: 'correct horse battery',
          email: 'soak@example.com',
        }),
        201,
      );
      const story = expectJson<{ id: string }>(
        await user.post('/api/stories', {
          childName: 'Ada',
          animal: 'Owl',
          theme: 'Kindness',
          length: 'Short',
          userId: me.id,
        }),
        201,
      );

      const startedAt = Date.now();
      const endAt = startedAt + MINUTES * 60_000;
      const samples: { at: number; rssKb: number }[] = [];
      const latencies: { at: number; ms: number }[] = [];
      const failures: string[] = [];
      const sampler = setInterval(
        () => samples.push({ at: Date.now(), rssKb: 1024 * residentMb(server.child.pid!) }),
        5_000,
      );
      const readiness = setInterval(() => {
        void fetch(`${server.url}/readyz`).then((r) => {
          if (r.status !== 200) failures.push(`readyz ${r.status}`);
        });
      }, 10_000);

      const { started } = await boundedLoad({
        workers: 6,
        maxRequests: 5_000_000,
        maxMs: MINUTES * 60_000,
        stop: () => Date.now() > endAt || failures.length > 20,
        task: async (index) => {
          const at = Date.now();
          const kind = index % 6;
          // What a parent's list shows stays the same size: new stories come from new guests, and the
          // profiles made are deleted again, so a slower answer means the server slowed, not the data grew.
          let outcome;
          if (kind === 0) {
            const guest = new HttpVisitor(server.url, { localAddress: guestAddress, keepAlive: false });
            outcome = await guest.post('/api/guest/session');
            if (outcome.kind === 'response' && outcome.status === 201) {
              outcome = await guest.post('/api/stories', {
                childName: `Kid ${index % 1000}`,
                animal: 'Bear',
                theme: 'Sharing',
                length: 'Short',
              });
            }
            guest.close();
          } else if (kind === 1) {
            outcome = await user.get('/api/stories/user');
          } else if (kind === 2) {
            outcome = await user.get(`/api/stories/${story.id}`);
          } else if (kind === 3) {
            outcome = await user.get('/media/companions/owl.svg');
          } else if (kind === 4) {
            outcome = await user.post('/api/character-profiles', { name: `Kid ${index}` });
            if (outcome.kind === 'response' && outcome.status === 201) {
              const { id } = JSON.parse(outcome.body) as { id: string };
              outcome = await user.request('DELETE', `/api/character-profiles/${id}`);
            }
          } else {
            outcome = await user.get('/api/user');
          }
          latencies.push({ at, ms: Date.now() - at });
          if (outcome.kind !== 'response') failures.push(`${kind}: ${outcome.kind} ${outcome.error}`);
          else if (outcome.status >= 500)
            failures.push(`${kind}: ${outcome.status} ${outcome.body.slice(0, 100)}`);
          return 'continue';
        },
      });
      clearInterval(sampler);
      clearInterval(readiness);

      const quarter = (q: number) => (at: number) =>
        at >= startedAt + ((q - 1) * (endAt - startedAt)) / 4 &&
        at < startedAt + (q * (endAt - startedAt)) / 4;
      const rss = (q: number) => Math.max(...samples.filter((s) => quarter(q)(s.at)).map((s) => s.rssKb), 0);
      const p99 = (q: number) =>
        percentile(
          latencies.filter((l) => quarter(q)(l.at)).map((l) => l.ms),
          99,
        );
      const figures = {
        minutes: MINUTES,
        requests: started,
        failures: failures.length,
        rssKbByQuarter: [1, 2, 3, 4].map(rss),
        p99MsByQuarter: [1, 2, 3, 4].map(p99),
      };
      recordFigure(`soak.${postgresUrl ? 'postgres' : 'pglite'}`, figures);
      expect(failures.slice(0, 20)).toEqual([]);
      expect(rss(4)).toBeLessThan(rss(2) * 1.5);
      expect(p99(4)).toBeLessThan(Math.max(p99(2) * 3, 250));
    });
  },
);
