import { and, eq, gt, lte, sql } from 'drizzle-orm';
import type { Executor } from '../../db/executor.js';
import { preparedPerDatabase } from '../../db/prepared.js';
import { sessions, userProfiles, users } from '../../db/schema.js';

export type UserRow = typeof users.$inferSelect;
/** What the rest of the server knows about a signed-in user: never the password hash. */
export type AccountUser = Pick<UserRow, 'id' | 'username' | 'email' | 'createdAt'>;

const accountColumns = {
  id: users.id,
  username: users.username,
  email: users.email,
  createdAt: users.createdAt,
};

const userBySessionQuery = (db: Executor) =>
  db
    .select({ user: accountColumns, expiresAt: sessions.expiresAt })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.tokenHash, sql.placeholder('tokenHash')),
        gt(sessions.expiresAt, sql.placeholder('now')),
      ),
    );

const prepared = preparedPerDatabase((db) => ({
  userBySession: userBySessionQuery(db).prepare('accounts_user_by_session'),
}));

export function accountsRepo(db: Executor) {
  return {
    /** The user and its user_profiles row (role parent), in the caller's transaction. */
    async insertUserWithProfile(row: {
      username: string;
      email: string;
      passwordHash: string;
      createdAt: Date;
    }): Promise<AccountUser> {
      const [user] = await db.insert(users).values(row).returning(accountColumns);
      await db
        .insert(userProfiles)
        .values({ userId: user!.id, createdAt: row.createdAt, updatedAt: row.createdAt });
      return user!;
    },

    /** Usernames are unique regardless of case (the index is on lower(username)). */
    async findByUsername(username: string): Promise<UserRow | undefined> {
      const [row] = await db
        .select()
        .from(users)
        .where(sql`lower(${users.username}) = lower(${username})`);
      return row;
    },

    async insertSession(row: { tokenHash: string; userId: number; createdAt: Date; expiresAt: Date }) {
      await db.insert(sessions).values(row);
    },

    async deleteSession(tokenHash: string): Promise<void> {
      await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
    },

    async deleteExpiredSessions(userId: number, now: Date): Promise<void> {
      await db.delete(sessions).where(and(eq(sessions.userId, userId), lte(sessions.expiresAt, now)));
    },

    /** The user of a live session and when the session ends, or undefined for an unknown or expired one. */
    async findUserBySession(
      tokenHash: string,
      now: Date,
    ): Promise<{ user: AccountUser; expiresAt: Date } | undefined> {
      const query = prepared(db)?.userBySession ?? userBySessionQuery(db);
      const [row] = await query.execute({ tokenHash, now });
      return row;
    },
  };
}
