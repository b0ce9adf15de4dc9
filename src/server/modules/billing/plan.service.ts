/**
 * A user's plan, read from the subscriptions table: an active subscription that has not expired gives its
 * planType, anything else is FREE. Payments (checkout, webhooks) write that table; everything that needs
 * to know a plan asks here.
 */
import type { PlanType } from '../../../shared/catalogue.js';
import type { SubscriptionStatus } from '../../../shared/api-contracts.js';
import type { Executor } from '../../db/executor.js';
import { billingRepo, type SubscriptionRow } from './billing.repo.js';

function planOf(row: SubscriptionRow | undefined): PlanType {
  return (row?.planType as PlanType | undefined) ?? 'FREE';
}

/** Usable inside a transaction: pass the transaction as `db`. */
export function planService(db: Executor) {
  const repo = billingRepo(db);
  return {
    async currentPlan(userId: number, now: Date): Promise<PlanType> {
      return planOf(await repo.findCurrentSubscription(userId, now));
    },

    async subscriptionStatus(userId: number, now: Date): Promise<SubscriptionStatus> {
      const row = await repo.findCurrentSubscription(userId, now);
      if (!row || row.planType === 'FREE') {
        return { planType: 'FREE', status: 'none', expiresAt: null, paymentFailed: false };
      }
      const paymentFailed = row.status === 'past_due' || row.paymentFailedAt !== null;
      return {
        planType: planOf(row),
        status: paymentFailed ? 'past_due' : 'active',
        expiresAt: row.expiresAt?.toISOString() ?? null,
        paymentFailed,
      };
    },
  };
}
export type PlanService = ReturnType<typeof planService>;
