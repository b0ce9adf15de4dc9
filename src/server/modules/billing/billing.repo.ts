import { and, desc, eq, gt, isNull, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/executor.js';
import { preparedPerDatabase } from '../../db/prepared.js';
import { subscriptions } from '../../db/schema.js';

export type SubscriptionRow = typeof subscriptions.$inferSelect;

const currentSubscriptionQuery = (db: Executor) =>
  db
    .select()
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.userId, sql.placeholder('userId')),
        eq(subscriptions.isActive, true),
        or(isNull(subscriptions.expiresAt), gt(subscriptions.expiresAt, sql.placeholder('now'))),
      ),
    )
    .orderBy(desc(subscriptions.createdAt))
    .limit(1);

const prepared = preparedPerDatabase((db) => ({
  currentSubscription: currentSubscriptionQuery(db).prepare('billing_current_subscription'),
}));

export function billingRepo(db: Executor) {
  return {
    /** The newest subscription that is active and not past its expiry, if any. */
    async findCurrentSubscription(userId: number, now: Date): Promise<SubscriptionRow | undefined> {
      const query = prepared(db)?.currentSubscription ?? currentSubscriptionQuery(db);
      const [row] = await query.execute({ userId, now });
      return row;
    },
  };
}
