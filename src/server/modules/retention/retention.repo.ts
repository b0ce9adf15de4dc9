import { and, inArray, isNotNull, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/executor.js';
import {
  emailVerificationTokens,
  guestSessions,
  passwordResetTokens,
  sessions,
  stories,
} from '../../db/schema.js';

/**
 * The clean-up's lock, held for one batch's transaction: a second instance that finds it taken leaves the
 * work to the first. Any constant unique to this use (the migrations' lock is another).
 */
const RETENTION_LOCK_KEY = 0x5e7e_7a1d;

export function retentionRepo(db: Executor) {
  return {
    /** True when this transaction now holds the clean-up's lock; false when another one does. */
    async tryLock(): Promise<boolean> {
      const result = await db.execute(sql`SELECT pg_try_advisory_xact_lock(${RETENTION_LOCK_KEY}) AS locked`);
      const rows = (result as unknown as { rows: { locked: boolean }[] }).rows;
      return rows[0]?.locked === true;
    },

    /**
     * Up to `limit` guest sessions that expired before `expiredBefore` and whose claim, if any, was before
     * `claimedBefore` (a claim this month still counts toward the month's allowance); deletes their
     * unclaimed stories and them. Answers the sessions and the stories removed.
     */
    async removeGuestSessions(
      expiredBefore: Date,
      claimedBefore: Date,
      limit: number,
    ): Promise<{ sessions: number; storyIds: string[] }> {
      const due = await db
        .select({ id: guestSessions.id })
        .from(guestSessions)
        .where(
          and(
            lt(guestSessions.expiresAt, expiredBefore),
            or(isNull(guestSessions.claimedAt), lt(guestSessions.claimedAt, claimedBefore)),
          ),
        )
        .orderBy(guestSessions.expiresAt)
        .limit(limit);
      if (due.length === 0) return { sessions: 0, storyIds: [] };
      const ids = due.map((d) => d.id);
      // A story in an account is never the guest session's to take along, whatever the column says.
      await db
        .update(stories)
        .set({ guestSessionId: null })
        .where(and(inArray(stories.guestSessionId, ids), isNotNull(stories.userId)));
      const removed = await db
        .delete(stories)
        .where(and(inArray(stories.guestSessionId, ids), isNull(stories.userId)))
        .returning({ id: stories.id });
      // Their reading progress and anything else of the session go with it (ON DELETE CASCADE).
      const gone = await db
        .delete(guestSessions)
        .where(inArray(guestSessions.id, ids))
        .returning({ id: guestSessions.id });
      return { sessions: gone.length, storyIds: removed.map((r) => r.id) };
    },

    /** Up to `limit` sign-in sessions that have expired. */
    async removeExpiredSessions(now: Date, limit: number): Promise<number> {
      const due = db
        .select({ tokenHash: sessions.tokenHash })
        .from(sessions)
        .where(lte(sessions.expiresAt, now))
        .limit(limit);
      const gone = await db
        .delete(sessions)
        .where(inArray(sessions.tokenHash, due))
        .returning({ tokenHash: sessions.tokenHash });
      return gone.length;
    },

    /** Up to `limit` password reset tokens that were used or have expired. */
    async removeSpentResetTokens(now: Date, limit: number): Promise<number> {
      const due = db
        .select({ tokenHash: passwordResetTokens.tokenHash })
        .from(passwordResetTokens)
        .where(or(isNotNull(passwordResetTokens.usedAt), lte(passwordResetTokens.expiresAt, now)))
        .limit(limit);
      const gone = await db
        .delete(passwordResetTokens)
        .where(inArray(passwordResetTokens.tokenHash, due))
        .returning({ tokenHash: passwordResetTokens.tokenHash });
      return gone.length;
    },

    /** Up to `limit` email verification tokens that were used or have expired. */
    async removeSpentVerificationTokens(now: Date, limit: number): Promise<number> {
      const due = db
        .select({ tokenHash: emailVerificationTokens.tokenHash })
        .from(emailVerificationTokens)
        .where(or(isNotNull(emailVerificationTokens.usedAt), lte(emailVerificationTokens.expiresAt, now)))
        .limit(limit);
      const gone = await db
        .delete(emailVerificationTokens)
        .where(inArray(emailVerificationTokens.tokenHash, due))
        .returning({ tokenHash: emailVerificationTokens.tokenHash });
      return gone.length;
    },
  };
}
