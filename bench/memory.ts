/**
 * Resident memory of the real server (VmRSS from /proc/<pid>/status), on the embedded database and on
 * PostgreSQL, at the moments issue 19 asks about:
 *   1. idle after the first start on a new database (the embedded one runs initdb),
 *   2. idle after a restart on that database,
 *   3. idle after 1,000 stories created over HTTP (user 1, exempt through LIMIT_EXEMPT_USER_IDS),
 *   4. under load (the peak of samples every 200 ms while workers create stories, read them and list
 *      the library), and idle once the load stopped.
 * Each reading carries the machine's 1-minute load average at that moment: the machine is shared.
 *
 * `tsx bench/memory.ts [--repeat n] [--databases embedded,postgres] [--load-seconds s]` starts the
 * sources (node --import tsx, as the reliability tests do) and prints the medians; `npm run bench`
 * measures the built server with benchMemory() and writes the table into docs/performance.md.
 * PostgreSQL: a new database next to TEST_DATABASE_URL (or BENCH_POSTGRES_URL, or the local test
 * server), dropped afterwards; skipped with a note when it does not answer.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { postgresUnreachable, withScratchPostgres } from './postgres.js';
import { startServerProcess } from '../src/server/test-support/server-process.js';

export interface MemoryReading {
  /** Resident MB (VmRSS). */
  mb: number;
  /** 1-minute load average when read. */
  load: number;
}

export interface MemoryRun {
  firstStart: MemoryReading;
  firstStartMs: number;
  restart: MemoryReading;
  restartMs: number;
  after1000Stories: MemoryReading;
  underLoadPeak: MemoryReading;
  afterLoad: MemoryReading;
  /** Requests answered during the load, and how many were not the expected answer. */
  loadRequests: number;
  loadFailures: number;
}

export interface MemoryFigures {
  database: 'embedded' | 'postgres';
  /** Medians over the runs. */
  median: MemoryRun | null;
  runs: MemoryRun[];
  skipped?: string;
}

/** A started server: its pid, its URL, and a graceful stop (SIGTERM, then wait). */
export interface StartedServer {
  pid: number;
  url: string;
  startupMs: number;
  stop(): Promise<void>;
}

export type StartServer = (env: Record<string, string>) => Promise<StartedServer>;

export interface MemoryBenchOptions {
  start: StartServer;
  repeat?: number;
  databases?: ('embedded' | 'postgres')[] | undefined;
  loadSeconds?: number;
  stories?: number;
  log?: (line: string) => void;
}

const SETTLE_MS = 2_000;

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export function residentMb(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Math.round(Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024);
}

const load1 = () => Math.round(os.loadavg()[0]! * 100) / 100;

async function idleReading(pid: number): Promise<MemoryReading> {
  await sleep(SETTLE_MS);
  return { mb: residentMb(pid), load: load1() };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : Math.round(((sorted[mid - 1]! + sorted[mid]!) / 2) * 100) / 100;
}

function medianRun(runs: MemoryRun[]): MemoryRun | null {
  if (!runs.length) return null;
  const reading = (key: keyof MemoryRun): MemoryReading => ({
    mb: median(runs.map((r) => (r[key] as MemoryReading).mb)),
    load: median(runs.map((r) => (r[key] as MemoryReading).load)),
  });
  return {
    firstStart: reading('firstStart'),
    firstStartMs: median(runs.map((r) => r.firstStartMs)),
    restart: reading('restart'),
    restartMs: median(runs.map((r) => r.restartMs)),
    after1000Stories: reading('after1000Stories'),
    underLoadPeak: reading('underLoadPeak'),
    afterLoad: reading('afterLoad'),
    loadRequests: median(runs.map((r) => r.loadRequests)),
    loadFailures: median(runs.map((r) => r.loadFailures)),
  };
}

async function call(
  url: string,
  method: string,
  body: unknown,
  cookie?: string,
): Promise<{ status: number; body: unknown; cookies: string[] }> {
  const res = await fetch(url, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      ...(cookie ? { Cookie: cookie } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  return {
    status: res.status,
    body: text ? (JSON.parse(text) as unknown) : null,
    cookies: res.headers.getSetCookie().map((c) => c.split(';')[0]!),
  };
}

// What a free account may ask for (the exemption lifts the monthly count, not the plan's choices).
const ANIMALS = ['Bear', 'Owl', 'Fox', 'Rabbit'];
const THEMES = ['Friendship', 'Kindness', 'Courage', 'Family'];

function storyInput(n: number, userId: number) {
  return {
    childName: `Mia${n % 97}`,
    animal: ANIMALS[n % ANIMALS.length],
    theme: THEMES[n % THEMES.length],
    length: n % 2 ? 'Short' : 'Medium',
    userId,
  };
}

/** Runs `task` on `workers` concurrent loops until `next()` says stop. */
async function workers(count: number, task: () => Promise<boolean>): Promise<void> {
  await Promise.all(
    Array.from({ length: count }, async () => {
      while (await task()) {
        // next
      }
    }),
  );
}

async function oneRun(
  options: MemoryBenchOptions,
  database: 'embedded' | 'postgres',
  databaseUrl: string | undefined,
): Promise<MemoryRun> {
  const log = options.log ?? (() => {});
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'moonlit-bench-memory-'));
  const env = {
    DATA_DIR: path.join(work, 'data'),
    DATABASE_URL: databaseUrl ?? '',
    LIMIT_EXEMPT_USER_IDS: '1',
    LOG_LEVEL: 'warn',
  };
  let server: StartedServer | undefined;
  try {
    server = await options.start(env);
    const firstStartMs = server.startupMs;
    const firstStart = await idleReading(server.pid);
    log(
      `${database}: first start ${firstStart.mb} MB (load ${firstStart.load}), ready in ${firstStartMs} ms`,
    );
    await server.stop();
    server = await options.start(env);
    const restartMs = server.startupMs;
    const restart = await idleReading(server.pid);
    log(`${database}: restart ${restart.mb} MB (load ${restart.load}), ready in ${restartMs} ms`);
    const { url } = server;

    const registered = await call(`${url}/api/register`, 'POST', {
      username: 'memory-parent',
      password: 'bedtime-bench-password',
      email: 'memory@example.com',
    });
    if (registered.status !== 201) throw new Error(`register: ${registered.status}`);
    const cookie = registered.cookies.find((c) => c.startsWith('sid='));
    const userId = (registered.body as { id: number }).id;
    if (!cookie || userId !== 1) throw new Error(`expected user 1 with a session, got ${userId}`);

    const total = options.stories ?? 1_000;
    let made = 0;
    const ids: string[] = [];
    await workers(8, async () => {
      if (made >= total) return false;
      const n = made++;
      const res = await call(`${url}/api/stories`, 'POST', storyInput(n, userId), cookie);
      if (res.status !== 201) throw new Error(`POST /api/stories: ${res.status} ${JSON.stringify(res.body)}`);
      ids.push((res.body as { id: string }).id);
      return true;
    });
    const after1000Stories = await idleReading(server.pid);
    log(`${database}: after ${total} stories ${after1000Stories.mb} MB (load ${after1000Stories.load})`);

    // Under load: 16 workers, each request a story creation, a story read or the library's first page.
    const pid = server.pid;
    let peak: MemoryReading = { mb: residentMb(pid), load: load1() };
    const sampler = setInterval(() => {
      const mb = residentMb(pid);
      if (mb > peak.mb) peak = { mb, load: load1() };
    }, 200);
    const until = Date.now() + (options.loadSeconds ?? 10) * 1000;
    let requests = 0;
    let failures = 0;
    try {
      await workers(16, async () => {
        if (Date.now() >= until) return false;
        const n = requests++;
        const kind = n % 4;
        const res =
          kind === 0
            ? await call(`${url}/api/stories`, 'POST', storyInput(n, userId), cookie)
            : kind === 3
              ? await call(`${url}/api/stories`, 'GET', undefined, cookie)
              : await call(`${url}/api/stories/${ids[n % ids.length]}`, 'GET', undefined, cookie);
        if (res.status !== (kind === 0 ? 201 : 200)) failures++;
        return true;
      });
    } finally {
      clearInterval(sampler);
    }
    const afterLoad = await idleReading(pid);
    log(
      `${database}: under load peak ${peak.mb} MB (load ${peak.load}; ${requests} requests, ${failures} failed), after ${afterLoad.mb} MB`,
    );
    return {
      firstStart,
      firstStartMs,
      restart,
      restartMs,
      after1000Stories,
      underLoadPeak: peak,
      afterLoad,
      loadRequests: requests,
      loadFailures: failures,
    };
  } finally {
    await server?.stop();
    fs.rmSync(work, { recursive: true, force: true });
  }
}

export async function benchMemory(options: MemoryBenchOptions): Promise<MemoryFigures[]> {
  const repeat = options.repeat ?? 3;
  const databases = options.databases ?? ['embedded', 'postgres'];
  const results: MemoryFigures[] = [];
  for (const database of databases) {
    if (database === 'postgres') {
      const unreachable = await postgresUnreachable();
      if (unreachable) {
        options.log?.(`memory: postgres skipped: ${unreachable}`);
        results.push({ database, median: null, runs: [], skipped: unreachable });
        continue;
      }
    }
    const runs: MemoryRun[] = [];
    for (let i = 0; i < repeat; i++) {
      runs.push(
        database === 'postgres'
          ? await withScratchPostgres('memory', (url) => oneRun(options, database, url))
          : await oneRun(options, database, undefined),
      );
    }
    results.push({ database, median: medianRun(runs), runs });
  }
  return results;
}

/** The server from the sources (node --import tsx src/server/server.ts), as the reliability tests start it. */
export const startSources: StartServer = async (env) => {
  const started = performance.now();
  const server = await startServerProcess(env);
  await server.ready();
  return {
    pid: server.child.pid!,
    url: server.url,
    startupMs: Math.round(performance.now() - started),
    async stop() {
      if (server.child.exitCode !== null || server.child.signalCode !== null) return;
      server.child.kill('SIGTERM');
      await server.exited;
    },
  };
};

if (import.meta.url === `file://${process.argv[1]}`) {
  const arg = (name: string) => {
    const i = process.argv.indexOf(`--${name}`);
    return i > 0 ? process.argv[i + 1] : undefined;
  };
  const figures = await benchMemory({
    start: startSources,
    repeat: Number(arg('repeat') ?? 3),
    databases: arg('databases')?.split(',') as ('embedded' | 'postgres')[] | undefined,
    loadSeconds: Number(arg('load-seconds') ?? 10),
    log: (line) => console.log(`[memory] ${line}`),
  });
  console.log(JSON.stringify(figures, null, 2));
}
