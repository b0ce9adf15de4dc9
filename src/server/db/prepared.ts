/**
 * Hot reads as prepared queries. Drizzle's query builder costs more than a primary-key lookup itself
 * (about 200 µs of CPU against 60 µs prepared, on PostgreSQL here), and PostgreSQL parses and plans an
 * unnamed statement every time. A prepared query is built once per database and, on PostgreSQL, prepared
 * once per connection under its name. PGlite ignores the name but still skips the builder.
 *
 * Only on the database itself: inside a transaction a repository runs the same query unprepared
 * (`query(tx).execute(values)`), which is why each query is written once, as a function of the executor.
 */
import { PgTransaction } from 'drizzle-orm/pg-core';
import type { Database } from './client.js';
import type { Executor } from './executor.js';

/** `build` runs once per database (on first use); answers null inside a transaction. */
export function preparedPerDatabase<T>(build: (db: Database) => T): (db: Executor) => T | null {
  const byDatabase = new WeakMap<Database, T>();
  return (db) => {
    if (db instanceof PgTransaction) return null;
    const root = db as Database;
    let queries = byDatabase.get(root);
    if (!queries) {
      queries = build(root);
      byDatabase.set(root, queries);
    }
    return queries;
  };
}
