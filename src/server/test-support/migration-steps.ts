/**
 * Migrations one at a time, for tests of what a migration does to data already there: apply those before
 * it, write the rows an older release wrote, apply it, look.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { migrationsFolder } from '../db/migrations-folder.js';

const folder = migrationsFolder();

/** The migration files, in the order they apply. */
export const MIGRATION_FILES = fs
  .readdirSync(folder)
  .filter((f) => f.endsWith('.sql'))
  .sort();

/** The place of the migration whose file starts with `prefix` ('0015_'), or -1. */
export const migrationIndex = (prefix: string) => MIGRATION_FILES.findIndex((f) => f.startsWith(prefix));

/** Applies one migration file, statement by statement, as the migrator does. */
export async function applyMigration(db: PGlite, file: string): Promise<void> {
  const text = fs.readFileSync(path.join(folder, file), 'utf8');
  for (const statement of text.split('--> statement-breakpoint')) {
    if (statement.trim()) await db.exec(statement);
  }
}
