/**
 * Keep little, for as long as needed (docs/product.md, "Accounts"; docs/decisions/024-the-device-forgets.md):
 * an expired guest session and the stories nobody claimed from it go RETENTION.guestDaysAfterExpiry days
 * after it expired; a sign-in session once expired; a password reset link once used or expired.
 *
 * Safe with several instances: each batch runs in a transaction holding an advisory lock, taken with
 * try-lock, so a second instance that finds it held leaves the work to the first; and every statement is
 * an idempotent delete, so a batch cut short by a crash is finished by the next run.
 */
import { RETENTION } from '../../../shared/retention.js';
import type { Clock } from '../../clock.js';
import type { Database } from '../../db/client.js';
import { monthStart } from '../../month.js';
import { retentionRepo } from './retention.repo.js';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Rows a batch deletes at most: each transaction's locks and work stay small on a long backlog. */
export const RETENTION_BATCH = 500;

export interface RetentionResult {
  guestSessions: number;
  guestStories: number;
  sessions: number;
  resetTokens: number;
  verificationTokens: number;
  /** False when another instance held the lock: it does the work. */
  ran: boolean;
}

export interface RetentionDependencies {
  /** Stories deleted here: each instance's memory of shared stories forgets them at once. */
  forgetStories(ids: readonly string[]): void;
  /** After stories were deleted (their recordings' audio leaves the store). */
  afterRemove?: () => Promise<unknown>;
}

export function retentionService(db: Database, clock: Clock, deps: RetentionDependencies) {
  /** One batch in its own transaction, under the lock; null when another instance holds it. */
  async function batch<T>(work: (repo: ReturnType<typeof retentionRepo>) => Promise<T>): Promise<T | null> {
    return db.transaction(async (tx) => {
      const repo = retentionRepo(tx);
      if (!(await repo.tryLock())) return null;
      return work(repo);
    });
  }

  return {
    async sweep(): Promise<RetentionResult> {
      const now = clock.now();
      const result: RetentionResult = {
        guestSessions: 0,
        guestStories: 0,
        sessions: 0,
        resetTokens: 0,
        verificationTokens: 0,
        ran: true,
      };
      const expiredBefore = new Date(now.getTime() - RETENTION.guestDaysAfterExpiry * DAY_MS);
      // A session claimed this month still tells the allowance that this month's first claim was made.
      const claimedBefore = monthStart(now);
      for (;;) {
        const done = await batch((repo) =>
          repo.removeGuestSessions(expiredBefore, claimedBefore, RETENTION_BATCH),
        );
        if (!done) return { ...result, ran: false };
        result.guestSessions += done.sessions;
        result.guestStories += done.storyIds.length;
        if (done.storyIds.length > 0) deps.forgetStories(done.storyIds);
        if (done.sessions < RETENTION_BATCH) break;
      }
      if (result.guestStories > 0) await deps.afterRemove?.();
      for (;;) {
        const done = await batch((repo) => repo.removeExpiredSessions(now, RETENTION_BATCH));
        if (done === null) return { ...result, ran: false };
        result.sessions += done;
        if (done < RETENTION_BATCH) break;
      }
      for (;;) {
        const done = await batch((repo) => repo.removeSpentResetTokens(now, RETENTION_BATCH));
        if (done === null) return { ...result, ran: false };
        result.resetTokens += done;
        if (done < RETENTION_BATCH) break;
      }
      for (;;) {
        const done = await batch((repo) => repo.removeSpentVerificationTokens(now, RETENTION_BATCH));
        if (done === null) return { ...result, ran: false };
        result.verificationTokens += done;
        if (done < RETENTION_BATCH) break;
      }
      return result;
    },
  };
}

export type RetentionService = ReturnType<typeof retentionService>;
