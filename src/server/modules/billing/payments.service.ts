/**
 * Paid plans (docs/product.md §11): checkout, reading a session back, the demo checkout's Pay and Cancel, and
 * provider webhooks. With Stripe a plan changes only through verified webhook events; the success
 * redirect and verify-session only report.
 */
import crypto from 'node:crypto';
import {
  PLANS,
  isPaidPlanType,
  planRank,
  type PaidPlanType,
  type PlanType,
} from '../../../shared/catalogue.js';
import type {
  VerifySessionResponse,
  CheckoutResponse,
  SubscriptionStatus,
} from '../../../shared/api-contracts.js';
import { MESSAGES } from '../../../shared/messages.js';
import { ROUTES } from '../../../shared/routes.js';
import type { Clock } from '../../clock.js';
import type { Executor } from '../../db/executor.js';
import type { Database } from '../../db/client.js';
import type { Actor } from '../../http/actor.js';
import { badRequest, conflict, HttpError, notFound, unauthorized } from '../../http/errors.js';
import { applyPaymentEvent } from './payment-events.js';
import {
  PaymentProviderError,
  WebhookSignatureError,
  type PaymentProvider,
  type ProviderSubscription,
} from './payments/payment-provider.js';
import { paymentsRepo } from './payments.repo.js';
import { planOf, planService, scheduledChangeOf } from './plan.service.js';
import { billingRepo } from './billing.repo.js';

/** A demo checkout can be completed for a day after it starts, like a Stripe Checkout Session. */
export const DEMO_CHECKOUT_LIFETIME_MS = 24 * 60 * 60 * 1000;
/** Checkouts asked for again within this window (double click, retry) reuse one provider session. */
const IDEMPOTENCY_WINDOW_MS = 10 * 60 * 1000;

interface Log {
  info(object: object, message: string): void;
  warn(object: object, message: string): void;
  error(object: object, message: string): void;
}

/** Where the provider sends the browser back: docs/product.md §2.10's result pages. */
export function checkoutReturnUrls(publicUrl: string) {
  return {
    successUrl: `${publicUrl}${ROUTES.subscriptionSuccess}?session_id={CHECKOUT_SESSION_ID}`,
    cancelUrl: `${publicUrl}${ROUTES.subscriptionCancel}`,
  };
}

/** One calendar month later (UTC), the day clamped to the month's length: 31 Jan -> 28/29 Feb. */
export function oneMonthAfter(date: Date): Date {
  const year = date.getUTCFullYear();
  const month = date.getUTCMonth() + 1;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const result = new Date(date);
  result.setUTCFullYear(year, month, Math.min(date.getUTCDate(), lastDay));
  return result;
}

export type DemoCheckoutProblem = 'sign_in' | 'not_found' | 'completed' | 'expired';
export type DemoCheckoutView =
  | { kind: 'open'; sessionId: string; planType: PaidPlanType }
  | { kind: 'problem'; problem: DemoCheckoutProblem };
export type DemoCheckoutResult =
  { kind: 'redirect'; location: string } | { kind: 'problem'; problem: DemoCheckoutProblem };

export function paymentsService(
  db: Database,
  clock: Clock,
  payments: PaymentProvider,
  options: {
    publicUrl: string;
    log: Log;
    /** STRIPE_PUBLISHABLE_KEY, told to the browser when payments use Stripe. */
    stripePublishableKey?: string | undefined;
  },
) {
  const repo = paymentsRepo(db);
  const { log } = options;
  const returnUrls = checkoutReturnUrls(options.publicUrl);

  function idempotencyKey(parts: Record<string, unknown>): string {
    const window = Math.floor(clock.now().getTime() / IDEMPOTENCY_WINDOW_MS);
    const digest = crypto
      .createHash('sha256')
      .update(JSON.stringify({ ...parts, window }))
      .digest('hex');
    return `checkout-${digest.slice(0, 40)}`;
  }

  /** Why a demo session cannot be used (it was not open, or not this user's). */
  async function demoProblem(
    executor: Executor,
    sessionId: string,
    userId: number,
  ): Promise<DemoCheckoutProblem> {
    const row = await paymentsRepo(executor).findOwnCheckoutSession(sessionId, userId);
    if (!row || row.provider !== 'demo') return 'not_found';
    if (row.status === 'complete') return 'completed';
    return 'expired';
  }

  /** A provider call of a plan change; its failures answer as checkout's do. */
  async function callProvider<T>(action: string, call: () => Promise<T>): Promise<T> {
    try {
      return await call();
    } catch (error) {
      if (error instanceof PaymentProviderError && error.kind === 'not_found') {
        throw conflict(MESSAGES.noPlanToManage);
      }
      if (error instanceof PaymentProviderError && error.kind === 'unavailable') {
        log.warn({ err: error }, `payment provider unavailable: ${action}`);
        throw new HttpError(503, MESSAGES.paymentsUnavailable);
      }
      log.error({ err: error }, `${action} refused by the payment provider`);
      throw new HttpError(502, MESSAGES.paymentsUnavailable);
    }
  }

  /**
   * One plan change (decision 028). Higher: at once, on the same subscription, prorated. Lower, or FREE
   * (cancel): the paid plan stays until the period ends, and the change is recorded with that date. The
   * current plan again: a scheduled change is taken back. With Stripe the provider is told first; the
   * subscription it answers is then recorded as the newest state, so an event older than it (the old price's
   * renewal, a late delivery) cannot switch the plan back.
   */
  async function changePlan(userId: number, target: PlanType): Promise<SubscriptionStatus> {
    const now = clock.now();
    const row = await billingRepo(db).findCurrentSubscription(userId, now);
    const current = planOf(row, now);
    if (!row || current === 'FREE') {
      throw conflict(target === 'FREE' ? MESSAGES.alreadyOnPlan(PLANS.FREE.name) : MESSAGES.noPlanToManage);
    }
    if (row.provider !== payments.name) throw conflict(MESSAGES.planManagedElsewhere);
    const scheduled = scheduledChangeOf(row, now);
    if (target === current && !scheduled) throw conflict(MESSAGES.alreadyOnPlan(PLANS[current].name));
    const kind =
      target === current
        ? 'keep'
        : target === 'FREE'
          ? 'cancel'
          : planRank(target) > planRank(current)
            ? 'upgrade'
            : 'downgrade';

    let answered: ProviderSubscription | null = null;
    if (payments.name !== 'demo') {
      const subscriptionId = row.stripeSubscriptionId;
      if (!subscriptionId) throw conflict(MESSAGES.noPlanToManage);
      answered = await callProvider('change plan', () => {
        if (kind === 'cancel') return payments.setCancelAtPeriodEnd(subscriptionId, true);
        if (kind === 'keep' && scheduled?.planType === 'FREE') {
          return payments.setCancelAtPeriodEnd(subscriptionId, false);
        }
        return payments.changeSubscriptionPlan({
          subscriptionId,
          userId,
          planType: target as PaidPlanType,
          prorate: kind === 'upgrade',
        });
      });
    }

    await db.transaction(async (tx) => {
      const txRepo = paymentsRepo(tx);
      await txRepo.lockUser(userId);
      const locked = await txRepo.lockSubscription(row.id);
      if (!locked) throw conflict(MESSAGES.noPlanToManage);
      // The end of the period paid for (a demo downgrade has already moved expiresAt a month on).
      const periodEnd = answered?.currentPeriodEnd ?? locked.pendingPlanAt ?? locked.expiresAt;
      const lastEventAt = locked.lastEventAt && locked.lastEventAt > now ? locked.lastEventAt : now;
      const common = { lastEventAt, updatedAt: now, ...(answered ? { status: answered.status } : {}) };
      switch (kind) {
        case 'upgrade':
          await txRepo.updateSubscription(locked.id, {
            ...common,
            planType: target,
            pendingPlanType: null,
            pendingPlanAt: null,
            expiresAt: periodEnd,
          });
          break;
        case 'downgrade':
        case 'cancel':
          if (!periodEnd) {
            // A plan with no paid period (given by hand) has no end to wait for.
            await txRepo.updateSubscription(
              locked.id,
              kind === 'cancel'
                ? { ...common, isActive: false, status: 'canceled' }
                : { ...common, planType: target, pendingPlanType: null, pendingPlanAt: null },
            );
            break;
          }
          await txRepo.updateSubscription(locked.id, {
            ...common,
            pendingPlanType: target,
            pendingPlanAt: periodEnd,
            // The demo renews into the lower plan for a month, as a Stripe renewal would bill it; Stripe's
            // renewal event brings the next period itself.
            expiresAt:
              payments.name === 'demo' && kind === 'downgrade' ? oneMonthAfter(periodEnd) : periodEnd,
          });
          break;
        case 'keep':
          await txRepo.updateSubscription(locked.id, {
            ...common,
            pendingPlanType: null,
            pendingPlanAt: null,
            expiresAt: periodEnd,
          });
          break;
      }
    });
    log.info({ kind, from: current, to: target }, 'plan change');
    return planService(db).subscriptionStatus(userId, now);
  }

  const isLive = (createdAt: Date) => clock.now().getTime() - createdAt.getTime() < DEMO_CHECKOUT_LIFETIME_MS;

  return {
    provider: payments.name,

    /** What the browser is told of payments: the provider, and Stripe's publishable key for Stripe.js. */
    get browserConfig() {
      return {
        paymentProvider: payments.name,
        stripePublishableKey: payments.name === 'stripe' ? (options.stripePublishableKey ?? null) : null,
      };
    },

    /** The plan of the caller's own account (401 / 403 otherwise). */
    async subscriptionStatus(actor: Actor, userId: number) {
      const user = actor.requireSelf(userId);
      return planService(db).subscriptionStatus(user.id, clock.now());
    },

    async createCheckout(
      actor: Actor,
      input: { planType: PaidPlanType; userId: number },
    ): Promise<CheckoutResponse> {
      const user = actor.requireSelf(input.userId);
      const now = clock.now();
      const current = await planService(db).currentPlan(user.id, now);
      if (current === input.planType) throw conflict(MESSAGES.alreadyOnPlan(PLANS[input.planType].name));
      // A paying user changes the subscription they have (changePlan); a second checkout would start a
      // second subscription, billed beside the first, whose renewals could switch the plan back.
      if (current !== 'FREE') throw conflict(MESSAGES.changePlanInstead(PLANS[current].name));
      const account = await repo.findBillingAccount(user.id);
      if (!account) throw unauthorized(MESSAGES.signInRequired);

      const request = {
        userId: user.id,
        email: account.email,
        planType: input.planType,
        customerId: account.stripeCustomerId,
        ...returnUrls,
      };
      let session;
      try {
        session = await payments.createCheckoutSession({
          ...request,
          idempotencyKey: idempotencyKey(request),
        });
      } catch (error) {
        if (error instanceof PaymentProviderError && error.kind === 'unavailable') {
          log.warn({ err: error }, 'payment provider unavailable: checkout');
          throw new HttpError(503, MESSAGES.paymentsUnavailable);
        }
        log.error({ err: error }, 'checkout session refused by the payment provider');
        throw new HttpError(502, MESSAGES.checkoutFailed);
      }
      await repo.insertCheckoutSession({
        id: session.id,
        userId: user.id,
        provider: payments.name,
        planType: input.planType,
        createdAt: now,
      });
      return { sessionId: session.id, url: session.url };
    },

    /** The caller's own session, read back from the provider; anyone else's is 404. */
    async verifySession(actor: Actor, sessionId: string): Promise<VerifySessionResponse> {
      const user = actor.requireUser();
      const row = await repo.findOwnCheckoutSession(sessionId, user.id);
      if (!row) throw notFound(MESSAGES.checkoutSessionNotFound);
      let session = {
        id: row.id,
        paymentStatus: row.paymentStatus,
        status: row.status as string | null,
        planType: row.planType as string | null,
      };
      // A session made under another provider (configuration changed since) is answered from our record.
      if (row.provider === payments.name) {
        try {
          session = await payments.retrieveCheckoutSession(sessionId);
        } catch (error) {
          if (error instanceof PaymentProviderError && error.kind === 'not_found') {
            throw notFound(MESSAGES.checkoutSessionNotFound);
          }
          log.warn({ err: error }, 'payment provider unavailable: verify session');
          throw new HttpError(503, MESSAGES.paymentsUnavailable);
        }
      }
      return {
        success: session.paymentStatus === 'paid',
        session: {
          id: session.id,
          payment_status: session.paymentStatus,
          ...(session.status ? { status: session.status } : {}),
          metadata: { planType: session.planType ?? row.planType },
        },
      };
    },

    /** POST /api/subscription/change: the signed-in user's plan change (decision 028). */
    async changePlan(actor: Actor, input: { planType: PlanType }): Promise<SubscriptionStatus> {
      const user = actor.requireUser();
      return changePlan(user.id, input.planType);
    },

    /** Where a paying user manages or cancels the plan; plan changes then arrive as webhooks (Stripe). */
    async createPortal(actor: Actor): Promise<{ url: string }> {
      const user = actor.requireUser();
      const current = await billingRepo(db).findCurrentSubscription(user.id, clock.now());
      if (!current || current.planType === 'FREE') throw conflict(MESSAGES.noPlanToManage);
      const account = await repo.findBillingAccount(user.id);
      try {
        return await payments.createPortalSession({
          userId: user.id,
          customerId: current.stripeCustomerId ?? account?.stripeCustomerId ?? null,
          returnUrl: `${options.publicUrl}${ROUTES.account}`,
        });
      } catch (error) {
        if (error instanceof PaymentProviderError && error.kind === 'not_found') {
          throw conflict(MESSAGES.noPlanToManage);
        }
        if (error instanceof PaymentProviderError && error.kind === 'unavailable') {
          log.warn({ err: error }, 'payment provider unavailable: billing portal');
          throw new HttpError(503, MESSAGES.paymentsUnavailable);
        }
        log.error({ err: error }, 'billing portal refused by the payment provider');
        throw new HttpError(502, MESSAGES.paymentsUnavailable);
      }
    },

    // ---------- demo plan management (the demo's Billing Portal) ----------

    /** The user's current paid demo plan, or null (nothing to manage). */
    async demoPortalView(userId: number) {
      const current = await billingRepo(db).findCurrentSubscription(userId, clock.now());
      if (!current || !isPaidPlanType(current.planType)) return null;
      return { planType: current.planType as PaidPlanType, renewsAt: current.expiresAt };
    },

    /** Switch or cancel, by the rules of every plan change (changePlan): false when there is no plan. */
    async completeDemoPortal(
      userId: number,
      action: { kind: 'cancel' } | { kind: 'switch'; planType: PaidPlanType },
    ) {
      try {
        await changePlan(userId, action.kind === 'cancel' ? 'FREE' : action.planType);
        return true;
      } catch (error) {
        if (error instanceof HttpError && error.statusCode === 409) return false;
        throw error;
      }
    },

    // ---------- demo checkout ----------

    async demoCheckoutView(userId: number | null, sessionId: string): Promise<DemoCheckoutView> {
      if (userId === null) return { kind: 'problem', problem: 'sign_in' };
      const row = await repo.findOwnCheckoutSession(sessionId, userId);
      if (!row || row.provider !== 'demo') return { kind: 'problem', problem: 'not_found' };
      if (row.status === 'complete') return { kind: 'problem', problem: 'completed' };
      if (row.status !== 'open' || !isLive(row.createdAt)) return { kind: 'problem', problem: 'expired' };
      return { kind: 'open', sessionId: row.id, planType: row.planType as PaidPlanType };
    },

    /**
     * Pay: the session completes (once) and the plan starts, for one month, in one transaction.
     * Cancel: the session closes and nothing changes. Either way the browser returns as from Stripe.
     */
    async completeDemoCheckout(
      userId: number | null,
      sessionId: string,
      action: 'pay' | 'cancel',
    ): Promise<DemoCheckoutResult> {
      if (userId === null) return { kind: 'problem', problem: 'sign_in' };
      const now = clock.now();
      const openSince = new Date(now.getTime() - DEMO_CHECKOUT_LIFETIME_MS);
      return db.transaction(async (tx): Promise<DemoCheckoutResult> => {
        const txRepo = paymentsRepo(tx);
        const closed = await txRepo.closeOpenDemoCheckoutSession(
          sessionId,
          userId,
          openSince,
          action === 'pay'
            ? { status: 'complete', paymentStatus: 'paid', completedAt: now }
            : { status: 'expired', paymentStatus: 'unpaid', completedAt: now },
        );
        if (!closed) return { kind: 'problem', problem: await demoProblem(tx, sessionId, userId) };
        if (action === 'cancel') return { kind: 'redirect', location: returnUrls.cancelUrl };
        // Another checkout of this user completing at once (on another instance) waits here.
        await txRepo.lockUser(userId);
        const subscription = await txRepo.insertSubscription({
          userId,
          provider: 'demo',
          planType: closed.planType,
          isActive: true,
          status: 'active',
          expiresAt: oneMonthAfter(now),
          lastEventAt: now,
          createdAt: now,
          updatedAt: now,
        });
        await txRepo.deactivateOtherSubscriptions(userId, subscription!.id, now);
        return {
          kind: 'redirect',
          location: returnUrls.successUrl.replace('{CHECKOUT_SESSION_ID}', encodeURIComponent(closed.id)),
        };
      });
    },

    // ---------- webhooks ----------

    async receiveWebhook(
      rawBody: Buffer,
      signature: string | undefined,
    ): Promise<{ received: true; duplicate?: true }> {
      const webhooks = payments.webhooks;
      if (!webhooks) throw notFound(MESSAGES.webhooksNotUsed);
      if (!signature) throw badRequest(MESSAGES.webhookSignatureMissing);
      let event;
      try {
        event = webhooks.verify(rawBody, signature, clock.now());
      } catch (error) {
        if (error instanceof WebhookSignatureError)
          throw badRequest(MESSAGES.webhookSignatureInvalid(error.message));
        throw error;
      }
      const now = clock.now();
      const outcome = await db.transaction(async (tx) => {
        const txRepo = paymentsRepo(tx);
        if (!(await txRepo.recordEvent(event.id, event.providerType, now))) return null;
        return applyPaymentEvent(txRepo, payments.name, event, now);
      });
      log.info(
        { eventId: event.id, type: event.providerType, outcome: outcome ?? 'duplicate' },
        'payment event',
      );
      return outcome === null ? { received: true, duplicate: true } : { received: true };
    },
  };
}
export type PaymentsService = ReturnType<typeof paymentsService>;
