/**
 * Opens the database: PostgreSQL when DATABASE_URL is set, otherwise embedded PGlite under DATA_DIR.
 * Same schema, same migrations, same SQL for both (docs/decisions/002-database.md).
 */
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as schema from './schema.js';
import { localChangeFeed, postgresChangeFeed, type ChangeFeed } from './change-feed.js';
import { migrationsFolder } from './migrations-folder.js';
import {
  lockDataDir,
  markDatabaseReady,
  PGDATA_DIR,
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
}

// Serialises migrations across several instances starting at once on one PostgreSQL.
const MIGRATION_LOCK_KEY = 727_001;

export async function openDatabase(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl, options.poolSize ?? 10);
  if (options.memory) return openPglite(new PGlite(), undefined);
  const dataDir = path.resolve(options.dataDir ?? './data');
  const lock = lockDataDir(dataDir);
  try {
    const aside = setAsideIncompleteDatabase(dataDir);
    if (aside) {
      options.onNotice?.(
        `The embedded database in ${dataDir} was left half-initialised by an earlier start; it was moved to ${aside} and a new one created.`,
      );
    }
    const client = new PGlite(path.join(dataDir, PGDATA_DIR));
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

async function openPostgres(databaseUrl: string, poolSize: number): Promise<DatabaseHandle> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: poolSize });
  // An idle client's error (the server restarting, say) must not crash the process.
  pool.on('error', () => {});
  const lockClient = await pool.connect();
  try {
    await lockClient.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    try {
      await migratePg(drizzlePg(lockClient, { schema }), { migrationsFolder: migrationsFolder() });
    } finally {
      await lockClient.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
    }
  } finally {
    lockClient.release();
  }
  const db = drizzlePg(pool, { schema });
  const changes = await postgresChangeFeed(databaseUrl, pool);
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
