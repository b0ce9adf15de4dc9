/**
 * The monthly allowance counters (docs/product.md §9), spent by one conditional statement each: N concurrent
 * creates with k stories left spend exactly k, on PGlite and on PostgreSQL alike, because the check and
 * the increment are the same row-locking statement (no read-then-write window).
 */
import { and, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/executor.js';
import { preparedPerDatabase } from '../../db/prepared.js';
import { guestSessions, userMonthlyUsage } from '../../db/schema.js';

const userStoriesThisMonthQuery = (db: Executor) =>
  db
    .select({ storyCount: userMonthlyUsage.storyCount })
    .from(userMonthlyUsage)
    .where(
      and(
        eq(userMonthlyUsage.userId, sql.placeholder('userId')),
        eq(userMonthlyUsage.month, sql.placeholder('month')),
      ),
    );

const prepared = preparedPerDatabase((db) => ({
  userStoriesThisMonth: userStoriesThisMonthQuery(db).prepare('allowance_user_stories_this_month'),
}));

export function allowanceRepo(db: Executor) {
  return {
    /**
     * One more story for the user this month, if `limit` (null: unlimited) allows it. Returns the new
     * count, or null when the limit is reached.
     */
    async spendUserStory(userId: number, month: string, limit: number | null): Promise<number | null> {
      const [row] = await db
        .insert(userMonthlyUsage)
        .values({ userId, month, storyCount: 1 })
        .onConflictDoUpdate({
          target: [userMonthlyUsage.userId, userMonthlyUsage.month],
          set: { storyCount: sql`${userMonthlyUsage.storyCount} + 1` },
          ...(limit === null ? {} : { setWhere: sql`${userMonthlyUsage.storyCount} < ${limit}` }),
        })
        .returning({ storyCount: userMonthlyUsage.storyCount });
      return row?.storyCount ?? null;
    },

    async userStoriesThisMonth(userId: number, month: string): Promise<number> {
      const query = prepared(db)?.userStoriesThisMonth ?? userStoriesThisMonthQuery(db);
      const [row] = await query.execute({ userId, month });
      return row?.storyCount ?? 0;
    },

    /**
     * One more story for a live guest session this month (the counter restarts when the session's
     * last reset lies before `monthStart`). Returns the new count, or null when the session is not live
     * or the limit is reached.
     */
    async spendGuestStory(
      id: string,
      monthStart: Date,
      now: Date,
      limit: number | null,
    ): Promise<number | null> {
      const start = sql`${monthStart.toISOString()}::timestamptz`;
      const newMonth = sql`${guestSessions.lastResetAt} < ${start}`;
      const [row] = await db
        .update(guestSessions)
        .set({
          storyCount: sql`CASE WHEN ${newMonth} THEN 1 ELSE ${guestSessions.storyCount} + 1 END`,
          lastResetAt: sql`CASE WHEN ${newMonth} THEN ${now.toISOString()}::timestamptz ELSE ${guestSessions.lastResetAt} END`,
        })
        .where(
          and(
            eq(guestSessions.id, id),
            isNull(guestSessions.claimedAt),
            gt(guestSessions.expiresAt, now),
            limit === null ? undefined : or(newMonth, lt(guestSessions.storyCount, limit)),
          ),
        )
        .returning({ storyCount: guestSessions.storyCount });
      return row?.storyCount ?? null;
    },
  };
}
