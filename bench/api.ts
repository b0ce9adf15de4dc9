/**
 * API figures: autocannon against the built app, each beside a bare node:http server answering the same
 * bytes (bench/bare-server.ts), measured one right after the other in the same run. The ratio
 * app / bare is the figure that counts: the machine is shared and noisy, the ratio much less so.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { postgresUnreachable, withScratchPostgres } from './postgres.js';
import type { CapturedResponse } from './bare-server.js';
import { projectRoot, type BuiltApp } from './build.js';
import { freePort } from '../src/server/test-support/server-process.js';

export interface BenchRequest {
  method: 'GET' | 'POST' | 'PATCH';
  path: string;
  headers?: Record<string, string>;
  body?: string;
}

interface Scenario {
  key: string;
  name: string;
  connections: number;
  /** The status every answer must have (anything else makes the figure invalid). */
  expectStatus: number;
  requests: BenchRequest[];
}

export interface Figure {
  rps: number;
  p50: number;
  p99: number;
  /** Answers with another status than expected, plus connection errors. */
  unexpected: number;
  /**
   * CPU time the server process spent per answer (user + system), in microseconds: far steadier than
   * req/s on a shared machine, and what "families per core" is made of.
   */
  cpuUsPerRequest: number;
}

export interface ScenarioResult {
  key: string;
  name: string;
  connections: number;
  app: Figure;
  bare: Figure;
  /** app rps / bare rps */
  ratio: number;
}

export interface DatabaseResult {
  database: 'embedded' | 'postgres';
  /** Milliseconds from spawning the server to /readyz answering 200, on a new, empty database. */
  startupMs: number;
  /** Resident memory of the server process after the runs, MB. */
  rssMb: number | null;
  scenarios: ScenarioResult[];
  skipped?: string;
}

export interface ApiBenchOptions {
  durationSec: number;
  log: (line: string) => void;
  /** pino level for the app under test (its default in production is 'info'). */
  logLevel: string;
  /** Only these scenarios (keys); all when omitted. */
  scenarioKeys?: string[] | undefined;
  /** Only these databases; both when omitted. */
  databases?: ('embedded' | 'postgres')[] | undefined;
}

export interface RunningServer {
  url: string;
  child: ChildProcess;
  startupMs: number;
  rssMb(): number | null;
  /** What the app wrote to stderr so far. */
  stderr(): string;
  /** Set when the app exited before stop() was called. */
  exitedEarly(): string | null;
  stop(): Promise<void>;
}

/** Starts the built app the way e2e/fixtures.ts does, and waits for /readyz. */
export async function startBuiltApp(
  built: BuiltApp,
  env: Record<string, string>,
  timeoutMs = 180_000,
): Promise<RunningServer> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const started = performance.now();
  const child = spawn(process.execPath, [built.serverEntry], {
    cwd: built.root,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      NODE_ENV: 'production',
      PAYMENT_PROVIDER: 'demo',
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: url,
      DATABASE_URL: '',
      ...env,
    },
    // Logs go nowhere, as they would to a collector: their cost is in the process, not in our pipe.
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let errors = '';
  child.stderr!.on('data', (d: Buffer) => (errors += d.toString()));
  let stopping = false;
  let early: string | null = null;
  child.on('exit', (code, signal) => {
    if (!stopping) early = `the app exited (code ${code}, signal ${signal}):\n${errors.slice(-2000)}`;
  });
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the app exited early:\n${errors}`);
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`the app was not ready within ${timeoutMs} ms:\n${errors}`);
    }
    try {
      if ((await fetch(`${url}/readyz`)).ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  const startupMs = Math.round(performance.now() - started);
  return {
    url,
    child,
    startupMs,
    rssMb: () => readRssMb(child.pid),
    stderr: () => errors,
    exitedEarly: () => early,
    stop: () => {
      stopping = true;
      return stopChild(child);
    },
  };
}

function readRssMb(pid: number | undefined): number | null {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1]);
    return Number.isFinite(kb) ? Math.round(kb / 1024) : null;
  } catch {
    return null;
  }
}

async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
  await exited;
  clearTimeout(timer);
}

/** One request with node:http, keeping the raw headers (fetch would merge and decode them). */
function capture(base: string, request: BenchRequest): Promise<CapturedResponse> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      `${base}${request.path}`,
      { method: request.method, headers: request.headers ?? {} },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const headers: [string, string][] = [];
          for (let i = 0; i < res.rawHeaders.length; i += 2) {
            const name = res.rawHeaders[i]!;
            // node:http writes these itself, per connection.
            if (/^(date|connection|keep-alive|transfer-encoding)$/i.test(name)) continue;
            headers.push([name, res.rawHeaders[i + 1]!]);
          }
          resolve({
            method: request.method,
            path: request.path,
            status: res.statusCode ?? 0,
            headers,
            body: Buffer.concat(chunks).toString('base64'),
          });
        });
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.setTimeout(30_000, () => req.destroy(new Error(`timeout: ${request.method} ${request.path}`)));
    req.end(request.body);
  });
}

async function startBare(captures: CapturedResponse[], dir: string) {
  const file = path.join(dir, 'captures.json');
  fs.writeFileSync(file, JSON.stringify(captures));
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(projectRoot, 'bench', 'bare-server.ts'), file],
    {
      cwd: projectRoot,
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  const port = await new Promise<number>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('the bare server did not start')), 30_000);
    child.stdout!.once('data', (d: Buffer) => {
      clearTimeout(timer);
      resolve(Number(d.toString().trim()));
    });
    child.once('exit', () => reject(new Error('the bare server exited')));
  });
  return { url: `http://127.0.0.1:${port}`, pid: child.pid, stop: () => stopChild(child) };
}

/** CPU seconds (user + system) a process has used, from /proc (Linux). */
export function cpuSeconds(pid: number | undefined): number {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name (which may hold spaces): utime and stime are the 12th and 13th.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return NaN;
  }
}

async function load(
  url: string,
  pid: number | undefined,
  scenario: Scenario,
  durationSec: number,
): Promise<Figure> {
  const cpuBefore = cpuSeconds(pid);
  const result = await autocannon({
    url,
    connections: scenario.connections,
    duration: durationSec,
    timeout: 20,
    requests: scenario.requests,
  });
  const expected = result.statusCodeStats[String(scenario.expectStatus)]?.count ?? 0;
  const answered = Object.values(result.statusCodeStats).reduce((n, s) => n + s.count, 0);
  const cpu = cpuSeconds(pid) - cpuBefore;
  return {
    cpuUsPerRequest: Math.round((cpu / Math.max(answered, 1)) * 1e6),
    rps: Math.round(answered / result.duration),
    p50: result.latency.p50,
    p99: result.latency.p99,
    unexpected: answered - expected + result.errors,
  };
}

async function json(url: string, method: string, body: unknown, cookie?: string) {
  const res = await fetch(url, {
    method,
    headers: { 'Content-Type': 'application/json', ...(cookie ? { Cookie: cookie } : {}) },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${method} ${url}: ${res.status} ${await res.text()}`);
  const setCookie = res.headers.getSetCookie().map((c) => c.split(';')[0]!);
  return { body: (await res.json()) as Record<string, unknown>, cookies: setCookie };
}

/** A family: an account (user 1, exempt from the monthly limit), two children, a story shared with a link. */
async function seed(url: string) {
  const password = 'bedtime-bench-password';
  const username = 'bench-parent';
  const registered = await json(`${url}/api/register`, 'POST', {
    username,
    password,
    email: 'parent@example.com',
  });
  const cookie = registered.cookies.find((c) => c.startsWith('sid='))!;
  const userId = registered.body.id as number;
  for (const name of ['Mia', 'Leo']) {
    await json(`${url}/api/character-profiles`, 'POST', { name, age: 5 }, cookie);
  }
  const storyInput = { childName: 'Mia', animal: 'Bear', theme: 'Friendship', length: 'Medium', userId };
  const story = await json(`${url}/api/stories`, 'POST', storyInput, cookie);
  const storyId = story.body.id as string;
  await json(`${url}/api/stories/${storyId}`, 'PATCH', { isPublic: true }, cookie);
  return { cookie, userId, storyId, username, password, storyInput };
}

function scenarios(s: Awaited<ReturnType<typeof seed>>): Scenario[] {
  const signedIn = { Cookie: s.cookie };
  const jsonBody = { 'Content-Type': 'application/json' };
  return [
    {
      key: 'shared-story',
      name: 'Shared story read (GET /api/stories/:id, public, no cookie)',
      connections: 10,
      expectStatus: 200,
      requests: [{ method: 'GET', path: `/api/stories/${s.storyId}` }],
    },
    {
      key: 'owner-story',
      name: "Owner's story read (GET /api/stories/:id, signed in; counts a read)",
      connections: 10,
      expectStatus: 200,
      requests: [{ method: 'GET', path: `/api/stories/${s.storyId}`, headers: signedIn }],
    },
    {
      key: 'home-data',
      name: "Home page's data calls (user, plan status, monthly count, profiles; signed in)",
      connections: 10,
      expectStatus: 200,
      requests: [
        { method: 'GET', path: '/api/user', headers: signedIn },
        { method: 'GET', path: `/api/subscription/status/${s.userId}`, headers: signedIn },
        { method: 'GET', path: `/api/stories/count/${s.userId}`, headers: signedIn },
        { method: 'GET', path: '/api/character-profiles', headers: signedIn },
      ],
    },
    {
      key: 'create-story',
      name: 'Story creation (POST /api/stories, Medium, signed in, limit-exempt)',
      connections: 10,
      expectStatus: 201,
      requests: [
        {
          method: 'POST',
          path: '/api/stories',
          headers: { ...signedIn, ...jsonBody },
          body: JSON.stringify(s.storyInput),
        },
      ],
    },
    {
      key: 'login',
      name: 'Sign-in (POST /api/login, scrypt)',
      connections: 4,
      expectStatus: 200,
      requests: [
        {
          method: 'POST',
          path: '/api/login',
          headers: jsonBody,
          body: JSON.stringify({ username: s.username, password: s.password }),
        },
      ],
    },
  ];
}

/** The revalidation of a shared story a reader already has (If-None-Match), when the app sends an ETag. */
function revalidationScenario(shared: Scenario, etag: string): Scenario {
  return {
    key: 'shared-story-304',
    name: 'Shared story revalidated (If-None-Match, 304)',
    connections: shared.connections,
    expectStatus: 304,
    requests: [{ ...shared.requests[0]!, headers: { 'If-None-Match': etag } }],
  };
}

async function benchOneDatabase(
  built: BuiltApp,
  database: 'embedded' | 'postgres',
  databaseUrl: string | undefined,
  options: ApiBenchOptions,
): Promise<DatabaseResult> {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'moonlit-bench-api-'));
  const app = await startBuiltApp(built, {
    DATA_DIR: path.join(work, 'data'),
    DATABASE_URL: databaseUrl ?? '',
    LOG_LEVEL: options.logLevel,
    LIMIT_EXEMPT_USER_IDS: '1',
    RATE_LIMIT_LOGIN_PER_15_MIN: '1000000',
    RATE_LIMIT_REGISTER_PER_HOUR: '1000000',
    RATE_LIMIT_GUEST_SESSIONS_PER_HOUR: '1000000',
  });
  let bare: Awaited<ReturnType<typeof startBare>> | undefined;
  try {
    options.log(`${database}: app ready in ${app.startupMs} ms; seeding`);
    const seeded = await seed(app.url);
    const list = scenarios(seeded);
    const shared = await capture(app.url, list[0]!.requests[0]!);
    const etag = shared.headers.find(([name]) => name.toLowerCase() === 'etag')?.[1];
    if (etag) list.splice(1, 0, revalidationScenario(list[0]!, etag));
    if (options.scenarioKeys) {
      const keep = new Set(options.scenarioKeys);
      list.splice(0, list.length, ...list.filter((s) => keep.has(s.key)));
    }

    const captures: CapturedResponse[] = [];
    for (const scenario of list) {
      for (const request of scenario.requests) {
        const captured = await capture(app.url, request);
        if (captured.status !== scenario.expectStatus) {
          throw new Error(
            `${request.method} ${request.path} answered ${captured.status}, expected ${scenario.expectStatus}: ${Buffer.from(captured.body, 'base64').toString()}`,
          );
        }
        captures.push(captured);
      }
    }
    bare = await startBare(captures, work);

    const results: ScenarioResult[] = [];
    for (const scenario of list) {
      // A short warm-up of each (JIT, connection pools), then bare and app back to back.
      await load(bare.url, bare.pid, scenario, 1);
      await load(app.url, app.child.pid, scenario, 1);
      const bareFigure = await load(bare.url, bare.pid, scenario, options.durationSec);
      const appFigure = await load(app.url, app.child.pid, scenario, options.durationSec);
      const ratio = Math.round((appFigure.rps / bareFigure.rps) * 1000) / 1000;
      options.log(
        `${database}: ${scenario.key}: app ${appFigure.rps} req/s (p50 ${appFigure.p50} ms, p99 ${appFigure.p99} ms, ${appFigure.cpuUsPerRequest} µs CPU), bare ${bareFigure.rps} req/s (${bareFigure.cpuUsPerRequest} µs CPU), ratio ${ratio}` +
          (appFigure.unexpected ? `, ${appFigure.unexpected} unexpected answers` : ''),
      );
      results.push({
        key: scenario.key,
        name: scenario.name,
        connections: scenario.connections,
        app: appFigure,
        bare: bareFigure,
        ratio,
      });
    }
    return { database, startupMs: app.startupMs, rssMb: app.rssMb(), scenarios: results };
  } finally {
    await bare?.stop();
    await app.stop();
    fs.rmSync(work, { recursive: true, force: true });
  }
}

export async function benchApi(built: BuiltApp, options: ApiBenchOptions): Promise<DatabaseResult[]> {
  const databases = options.databases ?? ['embedded', 'postgres'];
  const results: DatabaseResult[] = [];
  if (databases.includes('embedded'))
    results.push(await benchOneDatabase(built, 'embedded', undefined, options));
  if (!databases.includes('postgres')) return results;
  const unreachable = await postgresUnreachable();
  if (unreachable) {
    options.log(`postgres: skipped: ${unreachable}`);
    results.push({ database: 'postgres', startupMs: 0, rssMb: null, scenarios: [], skipped: unreachable });
  } else {
    results.push(
      await withScratchPostgres('bench', (url) => benchOneDatabase(built, 'postgres', url, options)),
    );
  }
  return results;
}
