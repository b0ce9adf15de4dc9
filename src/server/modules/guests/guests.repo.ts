import { and, count, eq, gt, gte, isNull, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/executor.js';
import { preparedPerDatabase } from '../../db/prepared.js';
import { guestSessions, readingProgress, stories, userMonthlyUsage, users } from '../../db/schema.js';

export type GuestSessionRow = typeof guestSessions.$inferSelect;

const findQuery = (db: Executor) =>
  db
    .select()
    .from(guestSessions)
    .where(eq(guestSessions.id, sql.placeholder('id')));

const findBySecretQuery = (db: Executor) =>
  db
    .select()
    .from(guestSessions)
    .where(eq(guestSessions.secretHash, sql.placeholder('secretHash')));

const prepared = preparedPerDatabase((db) => ({
  find: findQuery(db).prepare('guests_find'),
  findBySecret: findBySecretQuery(db).prepare('guests_find_by_secret'),
}));

export function guestsRepo(db: Executor) {
  return {
    async insert(row: {
      id: string;
      secretHash: string;
      createdAt: Date;
      expiresAt: Date;
    }): Promise<GuestSessionRow> {
      const [inserted] = await db
        .insert(guestSessions)
        .values({ ...row, lastResetAt: row.createdAt })
        .returning();
      return inserted!;
    },
    async find(id: string): Promise<GuestSessionRow | undefined> {
      const [row] = await (prepared(db)?.find ?? findQuery(db)).execute({ id });
      return row;
    },

    /** The session whose cookie secret hashes to `secretHash`. */
    async findBySecretHash(secretHash: string): Promise<GuestSessionRow | undefined> {
      const [row] = await (prepared(db)?.findBySecret ?? findBySecretQuery(db)).execute({ secretHash });
      return row;
    },

    /**
     * Marks a live, unclaimed session as claimed by the user; answers its counter, or undefined when it
     * was not live (any more).
     */
    async consume(
      id: string,
      userId: number,
      now: Date,
    ): Promise<Pick<GuestSessionRow, 'storyCount' | 'lastResetAt'> | undefined> {
      const [row] = await db
        .update(guestSessions)
        .set({ claimedAt: now, claimedByUserId: userId })
        .where(
          and(eq(guestSessions.id, id), isNull(guestSessions.claimedAt), gt(guestSessions.expiresAt, now)),
        )
        .returning({ storyCount: guestSessions.storyCount, lastResetAt: guestSessions.lastResetAt });
      return row;
    },

    /** Holds the user's row until the transaction ends: one claim of the user at a time. */
    async lockUser(userId: number): Promise<void> {
      await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    },

    /** Sessions the user claimed since `since`, other than `exceptId`. */
    async claimsSince(userId: number, since: Date, exceptId: string): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(guestSessions)
        .where(
          and(
            eq(guestSessions.claimedByUserId, userId),
            gte(guestSessions.claimedAt, since),
            ne(guestSessions.id, exceptId),
          ),
        );
      return row?.n ?? 0;
    },

    /** Adds stories to the user's count for the month, past any limit (claimed stories are never refused). */
    async addToUserMonth(userId: number, month: string, stories: number): Promise<void> {
      await db
        .insert(userMonthlyUsage)
        .values({ userId, month, storyCount: stories })
        .onConflictDoUpdate({
          target: [userMonthlyUsage.userId, userMonthlyUsage.month],
          set: { storyCount: sql`${userMonthlyUsage.storyCount} + ${stories}` },
        });
    },

    /** Moves the session's stories and reading progress into the account; answers how many stories moved. */
    async moveToUser(id: string, userId: number): Promise<number> {
      const moved = await db
        .update(stories)
        .set({ userId, guestSessionId: null })
        .where(eq(stories.guestSessionId, id))
        .returning({ id: stories.id });
      await db
        .update(readingProgress)
        .set({ userId, guestSessionId: null })
        .where(eq(readingProgress.guestSessionId, id));
      return moved.length;
    },
  };
}
