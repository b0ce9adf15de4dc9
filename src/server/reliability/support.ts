/**
 * What the reliability tests share: a cookie-keeping HTTP visitor for real server processes (node:http, so
 * a response cut short is told apart from no response at all), bounded load loops, fresh PostgreSQL
 * databases made and dropped per test, a fingerprint of the database, and the figures docs/security.md
 * quotes (written to test-results/reliability-figures.json).
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { afterAll } from 'vitest';
import type { Database } from '../db/client.js';
import type { ServerProcess } from '../test-support/server-process.js';
import { dropPostgresDatabase, withAdminClient, withDatabase } from '../test-support/test-database.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const FIGURES_FILE = path.join(root, 'test-results', 'reliability-figures.json');

/** Records a figure of this run (printed, and merged into test-results/reliability-figures.json). */
export function recordFigure(name: string, value: unknown): void {
  console.log(`[reliability] ${name}: ${JSON.stringify(value)}`);
  let figures: Record<string, unknown> = {};
  try {
    figures = JSON.parse(fs.readFileSync(FIGURES_FILE, 'utf8')) as Record<string, unknown>;
  } catch {
    // first figure of the run
  }
  figures[name] = value;
  fs.mkdirSync(path.dirname(FIGURES_FILE), { recursive: true });
  fs.writeFileSync(FIGURES_FILE, `${JSON.stringify(figures, null, 2)}\n`);
}

/** A process's resident memory in MB (Linux /proc). */
export function residentMb(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
}

/** SOAK=1 runs the long variants (more kill rounds, longer load); CI runs the short ones. */
export const soak = process.env.SOAK === '1';
/**
 * Property runs use a fixed seed in CI so that a run is reproducible (FUZZ_SEED=n to explore others;
 * the soak draws fresh seeds). Seed 1701620733 makes the webhook-reordering property fail: a known
 * case to fix (docs/security.md).
 */
export const fuzzSeed: number | undefined = process.env.FUZZ_SEED
  ? Number(process.env.FUZZ_SEED)
  : soak
    ? undefined
    : 20261122;

// ---------- PostgreSQL ----------

export const postgresUrl = process.env.TEST_DATABASE_URL;
export const redisUrl = process.env.REDIS_URL;

export interface FreshDatabase {
  url: string;
  drop(): Promise<void>;
}

/** A new, empty PostgreSQL database next to TEST_DATABASE_URL's; the server migrates it on start. */
export async function freshPostgresDatabase(baseUrl: string, label: string): Promise<FreshDatabase> {
  const name = `bedtime_rel_${label}_${crypto.randomBytes(5).toString('hex')}`;
  await withAdminClient(baseUrl, (admin) => admin.query(`CREATE DATABASE "${name}"`));
  return { url: withDatabase(baseUrl, name), drop: () => dropPostgresDatabase(baseUrl, name) };
}

// ---------- what a test file started ----------

export type Cleanup = () => Promise<void> | void;

/** A list of cleanups that runs after the file's tests (afterAll), the last added first. */
export function cleanupsAfterAll(): Cleanup[] {
  const cleanups: Cleanup[] = [];
  afterAll(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });
  return cleanups;
}

/** A new temporary folder (bedtime-<label>-...), removed by `cleanups`. */
export function tempDir(cleanups: Cleanup[], label: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `bedtime-${label}-`));
  cleanups.push(() => fs.rmSync(dir, { recursive: true, force: true }));
  return dir;
}

/**
 * Where a server under test keeps its data: a fresh PostgreSQL database when TEST_DATABASE_URL is set,
 * else a new embedded data folder; `cleanups` removes it.
 */
export async function freshDatabaseEnv(cleanups: Cleanup[], label: string): Promise<Record<string, string>> {
  if (postgresUrl) {
    const database = await freshPostgresDatabase(postgresUrl, label);
    cleanups.push(() => database.drop());
    return { DATABASE_URL: database.url };
  }
  return { DATA_DIR: path.join(tempDir(cleanups, label), 'data') };
}

/** Has `cleanups` kill the server (SIGKILL) if it is still running then. */
export function killAtCleanup(cleanups: Cleanup[], server: ServerProcess): void {
  cleanups.push(async () => {
    if (server.child.exitCode === null && server.child.signalCode === null) {
      server.child.kill('SIGKILL');
      await server.exited;
    }
  });
}

// ---------- HTTP against a real process ----------

export type Outcome =
  /** A whole response: status, headers and every byte of the body. */
  | { kind: 'response'; status: number; headers: http.IncomingHttpHeaders; body: string }
  /** The connection failed before any response byte (refused, reset, closed): the request was not answered. */
  | { kind: 'no-response'; error: string; reusedSocket: boolean }
  /** Response headers came, then the body was cut short: what a graceful stop must never do. */
  | { kind: 'truncated'; status: number; error: string };

/** A random loopback source address (127.x.y.z): per-address rate limits then start from zero. */
export function randomLoopbackAddress(): string {
  const b = crypto.randomBytes(3);
  return `127.${b[0]! % 254}.${b[1]}.${(b[2]! % 253) + 2}`;
}

/**
 * A browser against a real server: keeps the cookies it is given, sends JSON. The base URL may change
 * (a restarted server listens on a new port); the cookies stay.
 */
export class HttpVisitor {
  readonly cookies = new Map<string, string>();
  private readonly agent: http.Agent;

  constructor(
    public baseUrl: string,
    private readonly options: { localAddress?: string; timeoutMs?: number; keepAlive?: boolean } = {},
  ) {
    this.agent = new http.Agent({ keepAlive: options.keepAlive ?? true, maxSockets: 32 });
  }

  close(): void {
    this.agent.destroy();
  }

  request(
    method: string,
    pathname: string,
    body?: unknown,
    extraHeaders: Record<string, string> = {},
  ): Promise<Outcome> {
    const url = new URL(pathname, this.baseUrl);
    const payload = body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body);
    const cookie = [...this.cookies].map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join('; ');
    const headers: Record<string, string> = {
      ...(payload !== undefined
        ? { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(payload)) }
        : {}),
      ...(cookie ? { cookie } : {}),
      ...extraHeaders,
    };
    return new Promise<Outcome>((resolve) => {
      let settled = false;
      const settle = (outcome: Outcome) => {
        if (settled) return;
        settled = true;
        resolve(outcome);
      };
      const req = http.request({
        host: url.hostname,
        port: url.port,
        path: `${url.pathname}${url.search}`,
        method,
        headers,
        agent: this.agent,
        ...(this.options.localAddress ? { localAddress: this.options.localAddress } : {}),
      });
      req.setTimeout(this.options.timeoutMs ?? 30_000, () => req.destroy(new Error('client timeout')));
      req.on('error', (error) =>
        settle({ kind: 'no-response', error: errorText(error), reusedSocket: req.reusedSocket }),
      );
      req.on('response', (res) => {
        const chunks: Buffer[] = [];
        const status = res.statusCode ?? 0;
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('error', (error) => settle({ kind: 'truncated', status, error: errorText(error) }));
        res.on('aborted', () => settle({ kind: 'truncated', status, error: 'aborted' }));
        res.on('close', () => {
          if (!res.complete) settle({ kind: 'truncated', status, error: 'closed before the body ended' });
        });
        res.on('end', () => {
          if (!res.complete) return settle({ kind: 'truncated', status, error: 'incomplete' });
          this.keepCookies(res.headers['set-cookie']);
          settle({ kind: 'response', status, headers: res.headers, body: Buffer.concat(chunks).toString() });
        });
      });
      req.end(payload);
    });
  }

  get(pathname: string, headers?: Record<string, string>) {
    return this.request('GET', pathname, undefined, headers);
  }
  post(pathname: string, body?: unknown, headers?: Record<string, string>) {
    return this.request('POST', pathname, body, headers);
  }

  private keepCookies(lines: string[] | undefined): void {
    for (const line of lines ?? []) {
      const [pair = '', ...attributes] = line.split(';').map((p) => p.trim());
      const at = pair.indexOf('=');
      const name = pair.slice(0, at);
      const value = decodeURIComponent(pair.slice(at + 1));
      const expires = attributes.find((a) => a.toLowerCase().startsWith('expires='));
      const expired = expires !== undefined && new Date(expires.slice(8)).getTime() <= Date.now();
      if (value === '' || expired) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }
}

function errorText(error: unknown): string {
  const e = error as { code?: string; message?: string };
  return e.code ? `${e.code}: ${e.message ?? ''}` : String(e.message ?? error);
}

/** The JSON body of a whole response with the expected status, else an error naming what came instead. */
export function expectJson<T = Record<string, unknown>>(outcome: Outcome, status: number): T {
  if (outcome.kind !== 'response' || outcome.status !== status) {
    throw new Error(
      `expected ${status}, got ${outcome.kind === 'response' ? `${outcome.status} ${outcome.body.slice(0, 300)}` : `${outcome.kind} (${outcome.error})`}`,
    );
  }
  return JSON.parse(outcome.body) as T;
}

/**
 * Runs `task` from `workers` concurrent loops until `stop()` says so, `maxRequests` were started or
 * `maxMs` passed, whichever comes first. Every loop is bounded in count and in time.
 */
export async function boundedLoad(options: {
  workers: number;
  maxRequests: number;
  maxMs: number;
  stop: () => boolean;
  task: (index: number) => Promise<'continue' | 'stop-worker'>;
}): Promise<{ started: number; elapsedMs: number }> {
  const startedAt = Date.now();
  const deadline = startedAt + options.maxMs;
  let started = 0;
  await Promise.all(
    Array.from({ length: options.workers }, async () => {
      while (!options.stop() && started < options.maxRequests && Date.now() < deadline) {
        const index = started++;
        if ((await options.task(index)) === 'stop-worker') return;
      }
    }),
  );
  return { started, elapsedMs: Date.now() - startedAt };
}

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Waits until `condition()` holds, checking every 10 ms; throws after `timeoutMs`. */
export async function waitFor(condition: () => boolean, timeoutMs: number, what: string): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
    await pause(10);
  }
}

/**
 * Asks `probe` every `everyMs` until it answers something other than undefined, and returns that; throws
 * after `timeoutMs` naming `what`.
 */
export async function pollFor<T>(
  probe: () => Promise<T | undefined>,
  options: { timeoutMs: number; everyMs: number; what: string },
): Promise<T> {
  const deadline = Date.now() + options.timeoutMs;
  for (;;) {
    const answer = await probe();
    if (answer !== undefined) return answer;
    if (Date.now() > deadline)
      throw new Error(`timed out after ${options.timeoutMs} ms waiting for ${options.what}`);
    await pause(options.everyMs);
  }
}

/** Runs `task` over `items`, `concurrency` at a time. */
export async function inBatches<T, R>(
  items: readonly T[],
  concurrency: number,
  task: (item: T) => Promise<R>,
) {
  const results: R[] = new Array<R>(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(concurrency, items.length) }, async () => {
      while (next < items.length) {
        const at = next++;
        results[at] = await task(items[at]!);
      }
    }),
  );
  return results;
}

// ---------- database fingerprint ----------

/**
 * One value that changes whenever any row of the product's tables changes (story texts and pictures'
 * metadata are left out: they never change after the insert, and hashing them would be slow).
 */
const FINGERPRINT_COLUMNS: Record<string, string> = {
  users: 'id, username, password_hash, email, stripe_customer_id, stripe_subscription_id',
  sessions: 'token_hash, user_id, expires_at',
  guest_sessions: 'id, story_count, last_reset_at, expires_at, claimed_by_user_id, claimed_at',
  character_profiles:
    'id, user_id, name, age, gender, hair_color, eye_color, favorite_color, personality, interests, description, updated_at',
  stories:
    'id, user_id, guest_session_id, character_profile_id, child_name, read_count, last_read_at, is_public, is_favorite, tags, book_preview_url',
  reading_progress: 'id, story_id, user_id, guest_session_id, notes',
  story_illustrations: 'id, story_id, image_url, page_number',
  user_profiles: 'id, user_id, role, preferences, updated_at',
  book_orders: 'id, story_id, status',
  subscriptions: 'id, user_id, plan_type, is_active, status, expires_at, payment_failed_at, last_event_at',
  checkout_sessions: 'id, user_id, plan_type, status, payment_status, completed_at',
  processed_payment_events: 'id',
  user_monthly_usage: 'user_id, month, story_count',
};

const fingerprintQuery = `SELECT ${Object.entries(FINGERPRINT_COLUMNS)
  .map(
    ([table, columns]) =>
      `(SELECT count(*) || ':' || coalesce(md5(string_agg(r::text, '|' ORDER BY r::text)), '') FROM (SELECT ${columns} FROM ${table}) r) AS "${table}"`,
  )
  .join(', ')}`;

export type Fingerprint = Record<string, string>;

export async function databaseFingerprint(db: Database): Promise<Fingerprint> {
  const result = await db.execute(sql.raw(fingerprintQuery));
  const rows = (result as unknown as { rows: Fingerprint[] }).rows ?? (result as unknown as Fingerprint[]);
  return { ...rows[0]! };
}
