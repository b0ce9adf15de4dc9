/**
 * Keys the usernames the migration could not (docs/decisions/023-canonical-usernames.md): a name with a
 * character outside ASCII gets canonicalUsername() here, computed by the same function sign-in uses. Runs
 * after the migrations on every start; once every row is keyed it is one indexed look-up that finds none
 * (or the few twins). A name whose key another account already holds keeps a null key and signs in by its name.
 */
import { and, eq, isNull } from 'drizzle-orm';
import { canonicalUsername } from '../../shared/usernames.js';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type * as schema from './schema.js';
import { users } from './schema.js';

// The database type is spelled here rather than imported from client.ts, which calls this (no cycle).
export async function fillUsernameKeys(
  db: PgDatabase<PgQueryResultHKT, typeof schema>,
): Promise<{ keyed: number; twins: number }> {
  const rows = await db
    .select({ id: users.id, username: users.username })
    .from(users)
    .where(isNull(users.usernameKey))
    .orderBy(users.id);
  let keyed = 0;
  let twins = 0;
  for (const row of rows) {
    const key = canonicalUsername(row.username);
    const [holder] = await db.select({ id: users.id }).from(users).where(eq(users.usernameKey, key));
    if (holder) {
      twins++;
      continue;
    }
    try {
      await db
        .update(users)
        .set({ usernameKey: key })
        .where(and(eq(users.id, row.id), isNull(users.usernameKey)));
      keyed++;
    } catch (error) {
      // Another instance keyed a twin first (several starting on one PostgreSQL): this one stays a twin.
      const e = error as { code?: unknown; cause?: { code?: unknown } };
      if (e.code !== '23505' && e.cause?.code !== '23505') throw error;
      twins++;
    }
  }
  return { keyed, twins };
}
