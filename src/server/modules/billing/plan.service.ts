/**
 * A user's plan, read from the subscriptions table: an active subscription that has not expired gives its
 * planType, anything else is FREE. Payments (checkout, webhooks) write that table; everything that needs
 * to know a plan asks here.
 *
 * A scheduled change (a downgrade or cancellation, decision 028) leaves planType as it is until its time;
 * from then on the scheduled plan counts even before the provider's period-end event has arrived.
 */
import type { PlanType } from '../../../shared/catalogue.js';
import type { SubscriptionStatus } from '../../../shared/api-contracts.js';
import type { Executor } from '../../db/executor.js';
import { billingRepo, type SubscriptionRow } from './billing.repo.js';

/** The scheduled change of a row, if it has not taken effect by `now`. */
export function scheduledChangeOf(row: SubscriptionRow, now: Date) {
  if (row.pendingPlanType === null || row.pendingPlanAt === null) return null;
  if (row.pendingPlanAt.getTime() <= now.getTime()) return null;
  return { planType: row.pendingPlanType as PlanType, effectiveAt: row.pendingPlanAt };
}

/** The plan a row gives at `now`. */
export function planOf(row: SubscriptionRow | undefined, now: Date): PlanType {
  if (!row) return 'FREE';
  if (row.pendingPlanType !== null && row.pendingPlanAt !== null && row.pendingPlanAt <= now) {
    return row.pendingPlanType as PlanType;
  }
  return row.planType as PlanType;
}

/** Usable inside a transaction: pass the transaction as `db`. */
export function planService(db: Executor) {
  const repo = billingRepo(db);
  return {
    async currentPlan(userId: number, now: Date): Promise<PlanType> {
      return planOf(await repo.findCurrentSubscription(userId, now), now);
    },

    async subscriptionStatus(userId: number, now: Date): Promise<SubscriptionStatus> {
      const row = await repo.findCurrentSubscription(userId, now);
      const planType = planOf(row, now);
      if (!row || planType === 'FREE') {
        return {
          planType: 'FREE',
          status: 'none',
          expiresAt: null,
          paymentFailed: false,
          scheduledChange: null,
        };
      }
      const paymentFailed = row.status === 'past_due' || row.paymentFailedAt !== null;
      const scheduled = scheduledChangeOf(row, now);
      return {
        planType,
        status: paymentFailed ? 'past_due' : 'active',
        expiresAt: row.expiresAt?.toISOString() ?? null,
        paymentFailed,
        scheduledChange: scheduled
          ? { planType: scheduled.planType, effectiveAt: scheduled.effectiveAt.toISOString() }
          : null,
      };
    },
  };
}
