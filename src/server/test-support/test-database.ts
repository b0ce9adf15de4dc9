/**
 * A fresh database for each test file: an in-memory PGlite cloned from one migrated template, or, when
 * TEST_DATABASE_URL is set, a new PostgreSQL database copied from a migrated template database.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { openDatabase, openPglite, type DatabaseHandle } from '../db/client.js';
import { migrationsFolder } from '../db/migrations-folder.js';

let pgliteTemplate: Promise<PGlite> | undefined;

async function migratedPgliteTemplate(): Promise<PGlite> {
  pgliteTemplate ??= (async () => {
    const client = new PGlite();
    await openPglite(client); // migrates; the handle is not closed, the template lives for the worker
    return client;
  })();
  return pgliteTemplate;
}

function schemaVersion(): string {
  const journal = fs.readFileSync(path.join(migrationsFolder(), 'meta', '_journal.json'));
  return crypto.createHash('sha256').update(journal).digest('hex').slice(0, 12);
}

/** `url` with its database name replaced by `database`. */
export function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

/** Runs `work` on a connection to the server of `baseUrl` (to create or drop databases), then closes it. */
export async function withAdminClient<T>(
  baseUrl: string,
  work: (admin: pg.Client) => Promise<T>,
): Promise<T> {
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  try {
    return await work(admin);
  } finally {
    await admin.end();
  }
}

/** Drops a database, closing any connection still open to it. */
export async function dropPostgresDatabase(baseUrl: string, name: string): Promise<void> {
  await withAdminClient(baseUrl, (admin) => admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));
}

async function postgresTestDatabase(baseUrl: string): Promise<DatabaseHandle> {
  const template = `bedtime_tpl_${schemaVersion()}`;
  const name = `bedtime_t_${crypto.randomBytes(6).toString('hex')}`;
  await withAdminClient(baseUrl, async (admin) => {
    await admin.query('SELECT pg_advisory_lock(727002)');
    try {
      const exists = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [template]);
      if (exists.rowCount === 0) {
        await admin.query(`CREATE DATABASE "${template}"`);
        const migrated = await openDatabase({ databaseUrl: withDatabase(baseUrl, template), poolSize: 1 });
        await migrated.close();
      }
      await admin.query(`CREATE DATABASE "${name}" TEMPLATE "${template}"`);
    } finally {
      await admin.query('SELECT pg_advisory_unlock(727002)');
    }
  });
  const handle = await openDatabase({ databaseUrl: withDatabase(baseUrl, name), poolSize: 20 });
  return {
    ...handle,
    async close() {
      await handle.close();
      await dropPostgresDatabase(baseUrl, name);
    },
  };
}

export async function createTestDatabase(): Promise<DatabaseHandle> {
  const url = process.env.TEST_DATABASE_URL;
  if (url) return postgresTestDatabase(url);
  const template = await migratedPgliteTemplate();
  const clone = (await template.clone()) as PGlite;
  return openPglite(clone);
}
