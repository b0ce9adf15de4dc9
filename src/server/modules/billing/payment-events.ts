/**
 * Applies one verified payment event to the subscriptions table, inside the transaction that recorded its
 * id (so each event is applied once). Read from the event alone: the provider is never called back; the
 * caller names the provider that verified it, and the subscription rows it inserts record that provider.
 *
 * Order: Stripe does not deliver events in order. A subscription row remembers the creation time of the
 * newest event applied (lastEventAt); an older event is ignored. A canceled subscription is final at
 * Stripe, so nothing revives one, however late it arrives.
 */
import type { PlanType } from '../../../shared/catalogue.js';
import type { PaymentEvent, PaymentProviderName } from './payments/payment-provider.js';
import type { NewSubscription, PaymentsRepo } from './payments.repo.js';
import type { SubscriptionRow } from './billing.repo.js';

/** Statuses that keep the plan: past_due still has Stripe retrying the payment. */
const ACTIVE_STATUSES = new Set(['active', 'trialing', 'past_due']);
/** Statuses a Stripe subscription never leaves. */
const FINAL_STATUSES = new Set(['canceled', 'incomplete_expired']);

type Outcome = string;

/**
 * What an 'updated' event does to the plan and to a scheduled change (decision 028). A downgrade asked for
 * here changes the price at once (without proration), so Stripe's event of it carries the lower price while
 * the higher one is paid to the period's end: the plan stays until the renewal (a later period end) bills
 * the lower price. Any other price is taken as it comes. A cancellation at period end is scheduled as FREE
 * at the period's end, and taken back when the event says so.
 */
function planChangeOf(row: SubscriptionRow, event: Extract<PaymentEvent, { kind: 'subscription.updated' }>) {
  // The end of the period paid for; unknown (null) until an event or the provider has told it.
  const periodEnd = row.pendingPlanAt ?? row.expiresAt;
  const renewed = event.currentPeriodEnd !== null && periodEnd !== null && event.currentPeriodEnd > periodEnd;
  let planType = (event.planType ?? row.planType) as PlanType;
  let pendingPlanType = row.pendingPlanType as PlanType | null;
  let pendingPlanAt = row.pendingPlanAt;
  if (pendingPlanType !== null && pendingPlanType !== 'FREE') {
    if (!renewed && planType === pendingPlanType) {
      planType = row.planType as PlanType;
    } else {
      // Renewed into it, or the price was changed back or elsewhere (the Billing Portal).
      pendingPlanType = null;
      pendingPlanAt = null;
    }
  }
  if (event.cancelAtPeriodEnd) {
    pendingPlanType = 'FREE';
    pendingPlanAt = event.currentPeriodEnd ?? periodEnd;
  } else if (pendingPlanType === 'FREE') {
    pendingPlanType = null;
    pendingPlanAt = null;
  }
  return { planType, pendingPlanType, pendingPlanAt };
}

const isOlder = (row: SubscriptionRow, event: PaymentEvent) =>
  row.lastEventAt !== null && event.createdAt.getTime() < row.lastEventAt.getTime();

/** The row of a provider subscription, locked; inserted from `insert` when there is none yet. */
async function lockOrInsert(
  repo: PaymentsRepo,
  subscriptionId: string,
  insert: NewSubscription | null,
): Promise<{ row: SubscriptionRow; inserted: boolean } | null> {
  const existing = await repo.lockStripeSubscription(subscriptionId);
  if (existing) return { row: existing, inserted: false };
  if (!insert) return null;
  const inserted = await repo.insertSubscription(insert);
  if (inserted) return { row: inserted, inserted: true };
  // A concurrent event for the same subscription inserted it first (and has committed by now).
  const raced = await repo.lockStripeSubscription(subscriptionId);
  return raced ? { row: raced, inserted: false } : null;
}

async function resolveUser(repo: PaymentsRepo, userId: number | null, customerId: string | null) {
  if (userId !== null && (await repo.userExists(userId))) return userId;
  if (customerId) return (await repo.findUserIdByStripeCustomer(customerId)) ?? null;
  return null;
}

/** The user now has this plan: their other active subscriptions end, and their provider ids are kept. */
async function makeCurrent(repo: PaymentsRepo, row: SubscriptionRow, customerId: string | null, now: Date) {
  await repo.deactivateOtherSubscriptions(row.userId, row.id, now);
  await repo.setUserStripeIds(row.userId, customerId ?? row.stripeCustomerId, row.stripeSubscriptionId);
}

export async function applyPaymentEvent(
  repo: PaymentsRepo,
  provider: PaymentProviderName,
  event: PaymentEvent,
  now: Date,
): Promise<Outcome> {
  switch (event.kind) {
    case 'checkout.completed': {
      // Delayed payment methods complete unpaid; the subscription's own 'updated' event activates them.
      if (!event.paid) return 'ignored: checkout completed without payment (yet)';
      const { userId, planType, subscriptionId } = event;
      if (userId === null || planType === null || subscriptionId === null) {
        return 'ignored: the session names no user, plan or subscription';
      }
      if (!(await repo.userExists(userId))) return 'ignored: unknown user';
      await repo.lockUser(userId);
      await repo.markCheckoutSessionPaid(event.sessionId, now);
      const found = await lockOrInsert(repo, subscriptionId, {
        userId,
        provider,
        stripeCustomerId: event.customerId,
        stripeSubscriptionId: subscriptionId,
        planType,
        isActive: true,
        status: 'active',
        // The session carries no period; the subscription's 'updated' events bring it.
        expiresAt: null,
        lastEventAt: event.createdAt,
        createdAt: now,
        updatedAt: now,
      });
      if (!found) return 'ignored: subscription row unavailable';
      let { row } = found;
      // An existing row came from the subscription's own events, which are the authority on its state;
      // only one still waiting for its first payment ('incomplete') learns here that it was paid.
      if (!found.inserted && row.status === 'incomplete' && !isOlder(row, event)) {
        await repo.updateSubscription(row.id, {
          status: 'active',
          isActive: true,
          lastEventAt: event.createdAt,
          updatedAt: now,
        });
        row = { ...row, status: 'active', isActive: true };
      }
      if (row.isActive) await makeCurrent(repo, row, event.customerId, now);
      return found.inserted ? `applied: ${planType} activated` : 'applied: subscription already recorded';
    }

    case 'subscription.updated': {
      const isActive = ACTIVE_STATUSES.has(event.status);
      const userId = await resolveUser(repo, event.userId, event.customerId);
      if (userId !== null && isActive) await repo.lockUser(userId);
      const found = await lockOrInsert(
        repo,
        event.subscriptionId,
        userId !== null && event.planType !== null
          ? {
              userId,
              provider,
              stripeCustomerId: event.customerId,
              stripeSubscriptionId: event.subscriptionId,
              planType: event.planType,
              isActive,
              status: event.status,
              expiresAt: event.currentPeriodEnd,
              lastEventAt: event.createdAt,
              createdAt: now,
              updatedAt: now,
            }
          : null,
      );
      if (!found) return 'ignored: no user or plan for this subscription';
      const { row } = found;
      if (!found.inserted) {
        if (FINAL_STATUSES.has(row.status)) return 'ignored: the subscription has ended';
        if (isOlder(row, event)) return 'ignored: older than the last event applied';
        await repo.updateSubscription(row.id, {
          ...planChangeOf(row, event),
          status: event.status,
          isActive,
          expiresAt: event.currentPeriodEnd ?? row.expiresAt,
          // A payment that went through clears an earlier failure.
          paymentFailedAt:
            event.status === 'active' || event.status === 'trialing' ? null : row.paymentFailedAt,
          stripeCustomerId: event.customerId ?? row.stripeCustomerId,
          lastEventAt: event.createdAt,
          updatedAt: now,
        });
      }
      if (isActive) await makeCurrent(repo, row, event.customerId, now);
      return `applied: ${event.planType ?? row.planType} ${event.status}`;
    }

    case 'subscription.deleted': {
      const userId = await resolveUser(repo, event.userId, event.customerId);
      // Recorded even when it arrives first, so a late 'completed' or 'updated' cannot revive it.
      const found = await lockOrInsert(
        repo,
        event.subscriptionId,
        userId !== null
          ? {
              userId,
              provider,
              stripeCustomerId: event.customerId,
              stripeSubscriptionId: event.subscriptionId,
              planType: event.planType ?? 'FREE',
              isActive: false,
              status: 'canceled',
              lastEventAt: event.createdAt,
              createdAt: now,
              updatedAt: now,
            }
          : null,
      );
      if (!found) return 'ignored: no user for this subscription';
      const { row } = found;
      if (!found.inserted) {
        const last = row.lastEventAt && row.lastEventAt > event.createdAt ? row.lastEventAt : event.createdAt;
        await repo.updateSubscription(row.id, {
          isActive: false,
          status: 'canceled',
          lastEventAt: last,
          updatedAt: now,
        });
      }
      await repo.clearUserStripeSubscription(row.userId, event.subscriptionId);
      return 'applied: subscription ended, back to FREE';
    }

    case 'invoice.payment_failed': {
      if (!event.subscriptionId) return 'ignored: not a subscription invoice';
      const found = await lockOrInsert(repo, event.subscriptionId, null);
      if (!found) return 'ignored: unknown subscription';
      const { row } = found;
      if (FINAL_STATUSES.has(row.status)) return 'ignored: the subscription has ended';
      if (isOlder(row, event)) return 'ignored: older than the last event applied';
      await repo.updateSubscription(row.id, {
        paymentFailedAt: event.createdAt,
        status: row.isActive ? 'past_due' : row.status,
        lastEventAt: event.createdAt,
        updatedAt: now,
      });
      return 'applied: payment failed, subscription past due';
    }

    case 'other':
      return 'ignored: not an event payments act on';
  }
}
