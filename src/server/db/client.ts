/**
 * Opens the database: PostgreSQL when DATABASE_URL is set, otherwise embedded PGlite under DATA_DIR.
 * Same schema, same migrations, same SQL for both (docs/decisions/002-database.md).
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import v8 from 'node:v8';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import * as schema from './schema.js';
import { localChangeFeed, postgresChangeFeed, type ChangeFeed } from './change-feed.js';
import { migrationsFolder } from './migrations-folder.js';
import { fillUsernameKeys } from './username-keys.js';
import {
  lockDataDir,
  markDatabaseReady,
  PGDATA_DIR,
  processIsAlive,
  setAsideIncompleteDatabase,
  type DataDirLock,
} from './data-dir.js';

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** Answers true while the database answers a query. */
  ping(): Promise<boolean>;
  /** Changes every instance must hear of at once (ended sessions, unshared stories). */
  changes: ChangeFeed;
  /** Writes a consistent copy of the embedded database (gzipped tar); PGlite only. */
  dumpDataDir?(): Promise<Buffer>;
  close(): Promise<void>;
}

export interface OpenDatabaseOptions {
  databaseUrl?: string | undefined;
  dataDir?: string | undefined;
  /** In-memory PGlite (tests). */
  memory?: boolean;
  /** Called with a message when a half-initialised folder was set aside. */
  onNotice?: (message: string) => void;
  poolSize?: number;
  /**
   * Told of every PostgreSQL connection that failed (ended by the server, a failover, a network fault):
   * the process keeps running and the pool opens a new connection for the next query.
   */
  onConnectionError?: (error: Error) => void;
}

/**
 * PostgreSQL's shared buffers inside PGlite (docs/decisions/016-embedded-database-memory.md). PGlite's
 * initdb leaves 128 MB (160 MB as reported) and PostgreSQL touches all of it at start-up, so it is resident
 * from the first second: 16 MB took a reopened PGlite from ~290 MB to ~167 MB. Pages past it are read
 * back through the operating system's page cache.
 */
export const EMBEDDED_SHARED_BUFFERS = '16MB';

/**
 * V8 compiles PGlite's WebAssembly (9 MB) with its baseline compiler only
 * (docs/decisions/018-embedded-database-baseline-compiler.md). By default it compiles every function with
 * Liftoff and then again with TurboFan as the function gets hot, and keeps both: ~55 MB more resident and
 * over a second more CPU at start-up, for no measurable gain per query (the queries' time is spent in
 * PGlite's JavaScript and in PostgreSQL's setjmp trampolines, not in optimised loops).
 */
export const EMBEDDED_WASM_FLAG = '--liftoff-only';
let wasmFlagSet = false;

/** The options every embedded database is opened with (on disk, in memory, and in the initdb child). */
export function pgliteOptions(): PGliteOptions {
  if (!wasmFlagSet) {
    // Read when a WebAssembly module is compiled, so it must be set before the first PGlite starts.
    v8.setFlagsFromString(EMBEDDED_WASM_FLAG);
    wasmFlagSet = true;
  }
  return { startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${EMBEDDED_SHARED_BUFFERS}`] };
}

// Run by `node -e` in a child process: argv[1] PGlite's module, argv[2] the folder, argv[3] the options,
// argv[4] and argv[5] drizzle's PGlite driver and migrator, argv[6] the migrations folder. The child
// migrates too: the first migrations touch more of PostgreSQL's memory (catalogue caches, the WebAssembly
// heap) than a day of stories, and a process keeps what its WebAssembly memory once grew to.
const CREATE_DATABASE_SCRIPT = `
const { PGlite } = require(process.argv[1]);
const { drizzle } = require(process.argv[4]);
const { migrate } = require(process.argv[5]);
const client = new PGlite(process.argv[2], JSON.parse(process.argv[3]));
client.waitReady
  .then(() => migrate(drizzle(client), { migrationsFolder: process.argv[6] }))
  .then(() => client.close())
  .then(() => process.exit(0), (error) => { console.error(error && error.stack ? error.stack : String(error)); process.exit(1); });
`;

const CREATING_PREFIX = '.creating-';

/**
 * Creates a new embedded database (initdb, then the migrations) in a child process that exits when done. Initialising in the
 * server's own process left ~450-650 MB resident that the process never gave back (PGlite runs initdb in
 * a second WebAssembly instance and copies the result); reopening a created folder costs ~165 MB
 * (docs/decisions/016-embedded-database-memory.md). The child works in `<pgdata>.creating-<our pid>`,
 * renamed to `pgdata` once it exited cleanly: a child orphaned by a killed server never writes into a
 * folder a later start uses. The caller holds the data folder's lock; folders left by starts whose
 * process is gone are removed here.
 */
export async function createEmbeddedDatabase(pgdata: string): Promise<void> {
  const parent = path.dirname(pgdata);
  const base = path.basename(pgdata) + CREATING_PREFIX;
  for (const entry of fs.readdirSync(parent)) {
    if (!entry.startsWith(base)) continue;
    const pid = Number(entry.slice(base.length));
    if (pid === process.pid || !processIsAlive(pid)) {
      fs.rmSync(path.join(parent, entry), { recursive: true, force: true });
    }
  }
  const creating = `${pgdata}${CREATING_PREFIX}${process.pid}`;
  const resolve = createRequire(import.meta.url).resolve;
  const child = spawn(
    process.execPath,
    [
      EMBEDDED_WASM_FLAG,
      '-e',
      CREATE_DATABASE_SCRIPT,
      resolve('@electric-sql/pglite'),
      creating,
      JSON.stringify(pgliteOptions()),
      resolve('drizzle-orm/pglite'),
      resolve('drizzle-orm/pglite/migrator'),
      migrationsFolder(),
    ],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => {
    if (stderr.length < 16_384) stderr += chunk.toString();
  });
  const { code, signal } = await new Promise<{ code: number | null; signal: NodeJS.Signals | null }>(
    (resolve, reject) => {
      child.on('error', reject);
      child.on('exit', (exitCode, exitSignal) => resolve({ code: exitCode, signal: exitSignal }));
    },
  );
  if (code !== 0) {
    fs.rmSync(creating, { recursive: true, force: true });
    throw new Error(
      `Creating the embedded database in ${pgdata} failed (${signal ?? `exit code ${code}`}): ${stderr.trim()}`,
    );
  }
  // A folder in the way has no PG_VERSION (a half-made one without the ready marker was already set
  // aside): kept beside, never deleted.
  if (fs.existsSync(pgdata)) {
    fs.renameSync(pgdata, `${pgdata}.incomplete-${new Date().toISOString().replace(/[:.]/g, '-')}`);
  }
  fs.renameSync(creating, pgdata);
}

// Serialises migrations across several instances starting at once on one PostgreSQL.
const MIGRATION_LOCK_KEY = 727_001;

export async function openDatabase(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl)
    return openPostgres(options.databaseUrl, options.poolSize ?? 10, options.onConnectionError);
  if (options.memory) return openPglite(new PGlite(pgliteOptions()), undefined);
  const dataDir = path.resolve(options.dataDir ?? './data');
  const lock = lockDataDir(dataDir);
  try {
    const aside = setAsideIncompleteDatabase(dataDir);
    if (aside) {
      options.onNotice?.(
        `The embedded database in ${dataDir} was left half-initialised by an earlier start; it was moved to ${aside} and a new one created.`,
      );
    }
    const pgdata = path.join(dataDir, PGDATA_DIR);
    if (!fs.existsSync(path.join(pgdata, 'PG_VERSION'))) await createEmbeddedDatabase(pgdata);
    const client = new PGlite(pgdata, pgliteOptions());
    const handle = await openPglite(client, lock);
    markDatabaseReady(dataDir);
    return handle;
  } catch (error) {
    lock.release();
    throw error;
  }
}

export async function openPglite(client: PGlite, lock?: DataDirLock): Promise<DatabaseHandle> {
  await client.waitReady;
  const db = drizzlePglite(client, { schema });
  await migratePglite(db, { migrationsFolder: migrationsFolder() });
  await fillUsernameKeys(db);
  let closed = false;
  return {
    db: db as unknown as Database,
    kind: 'pglite',
    // One process holds the embedded database: what this instance hears is all there is.
    changes: localChangeFeed(),
    async ping() {
      if (closed) return false;
      try {
        await client.query('SELECT 1');
        return true;
      } catch {
        return false;
      }
    },
    async dumpDataDir() {
      const blob = await client.dumpDataDir('gzip');
      return Buffer.from(await blob.arrayBuffer());
    },
    async close() {
      if (closed) return;
      closed = true;
      try {
        await client.close();
      } finally {
        lock?.release();
      }
    },
  };
}

/**
 * Longest wait for a connection from the pool (a free one, or a new one to the server): past it the request
 * answers 503 (db/connection-loss.ts) rather than hang on a database that does not answer.
 */
export const POOL_CONNECT_TIMEOUT_MS = 10_000;

async function openPostgres(
  databaseUrl: string,
  poolSize: number,
  onConnectionError: (error: Error) => void = () => {},
): Promise<DatabaseHandle> {
  // The PostgreSQL driver is loaded only when it is used: ~4 MB a server on the embedded database
  // does not carry (docs/performance.md, "Memory").
  const [{ default: pg }, { drizzle: drizzlePg }, { migrate: migratePg }] = await Promise.all([
    import('pg'),
    import('drizzle-orm/node-postgres'),
    import('drizzle-orm/node-postgres/migrator'),
  ]);
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    max: poolSize,
    connectionTimeoutMillis: POOL_CONNECT_TIMEOUT_MS,
    // TCP keep-alive: a connection whose server vanished without closing it (a failover) is found dead.
    keepAlive: true,
  });
  // A pg client emits 'error' when its connection dies, and an 'error' nobody listens to ends the process.
  // The pool listens only while a client is idle in it; a client checked out (a transaction, the migration
  // lock) has no listener of its own, so every client gets one the moment it connects, for its whole life
  // (docs/decisions/021-connection-loss-and-stopping.md). The query or transaction it was running fails
  // and answers 503; the pool drops the broken client when it is released and connects a new one.
  pool.on('connect', (client) => {
    client.on('error', onConnectionError);
  });
  // The pool's own report of an idle client's error: the client's listener above has told it already.
  pool.on('error', () => {});
  const lockClient = await pool.connect();
  try {
    await lockClient.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    try {
      const migrating = drizzlePg(lockClient, { schema });
      await migratePg(migrating, { migrationsFolder: migrationsFolder() });
      await fillUsernameKeys(migrating);
    } finally {
      await lockClient.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
    }
  } finally {
    lockClient.release();
  }
  const db = drizzlePg(pool, { schema });
  const changes = await postgresChangeFeed(databaseUrl, pool, {
    onError: (error) => onConnectionError(error instanceof Error ? error : new Error(String(error))),
  });
  let closed = false;
  return {
    db: db as unknown as Database,
    kind: 'postgres',
    changes,
    async ping() {
      if (closed) return false;
      try {
        await db.execute(sql`SELECT 1`);
        return true;
      } catch {
        return false;
      }
    },
    async close() {
      if (closed) return;
      closed = true;
      await changes.close();
      await pool.end();
    },
  };
}
