/**
 * The one payment interface (docs/product.md §11). Two providers implement it: Stripe Checkout, and the demo
 * checkout the product serves itself. Everything provider-specific (SDK calls, webhook signatures, the
 * shape of Stripe's event payloads) stays behind it; the billing service sees the events below.
 */
import type { PaidPlanType, PaymentProviderName } from '../../../../shared/catalogue.js';

export type { PaymentProviderName };

export interface CheckoutSessionRequest {
  userId: number;
  email: string;
  planType: PaidPlanType;
  /** The user's customer at the provider, reused for a second purchase. */
  customerId: string | null;
  /** May contain the literal `{CHECKOUT_SESSION_ID}`, which the provider fills in. */
  successUrl: string;
  cancelUrl: string;
  /** The same request retried (a double click, a network retry) gets the same session back. */
  idempotencyKey: string;
}

export interface CreatedCheckoutSession {
  id: string;
  /** Where the browser goes to pay. */
  url: string | null;
}

/** A checkout session read back from the provider (what verify-session answers). */
export interface ProviderCheckoutSession {
  id: string;
  /** 'paid', 'unpaid', 'no_payment_required'. */
  paymentStatus: string;
  /** 'open', 'complete', 'expired'. */
  status: string | null;
  planType: string | null;
}

/** A subscription as the provider answers it after a change. */
export interface ProviderSubscription {
  /** The plan of the price it now bills. */
  planType: PaidPlanType | null;
  status: string;
  currentPeriodEnd: Date | null;
  cancelAtPeriodEnd: boolean;
}

interface EventBase {
  /** The provider's event id: each event is applied once. */
  id: string;
  /** The provider's event type, as received. */
  providerType: string;
  /** When the provider created the event: older events than the last applied one are ignored. */
  createdAt: Date;
}

/** A verified payment event, reduced to what the product needs. */
export type PaymentEvent =
  | (EventBase & {
      kind: 'checkout.completed';
      sessionId: string;
      /** True when the payment went through (payment_status 'paid'). */
      paid: boolean;
      userId: number | null;
      planType: PaidPlanType | null;
      customerId: string | null;
      subscriptionId: string | null;
    })
  | (EventBase & {
      kind: 'subscription.updated';
      subscriptionId: string;
      customerId: string | null;
      userId: number | null;
      /** From the subscription's price (mapped back through configuration), else its metadata. */
      planType: PaidPlanType | null;
      /** The provider's status word: active, trialing, past_due, unpaid, canceled, incomplete, ... */
      status: string;
      currentPeriodEnd: Date | null;
      /** The subscription ends when the period does (a cancellation at period end). */
      cancelAtPeriodEnd: boolean;
    })
  | (EventBase & {
      kind: 'subscription.deleted';
      subscriptionId: string;
      customerId: string | null;
      userId: number | null;
      planType: PaidPlanType | null;
    })
  | (EventBase & {
      kind: 'invoice.payment_failed';
      subscriptionId: string | null;
      customerId: string | null;
    })
  | (EventBase & { kind: 'other' });

export interface PaymentWebhooks {
  /**
   * Checks the signature over the raw body (and that it is recent, relative to `receivedAt`) and reads the
   * event. Throws WebhookSignatureError when it does not verify.
   */
  verify(rawBody: Buffer, signatureHeader: string, receivedAt: Date): PaymentEvent;
}

export interface PaymentProvider {
  readonly name: PaymentProviderName;
  createCheckoutSession(request: CheckoutSessionRequest): Promise<CreatedCheckoutSession>;
  /** Throws PaymentProviderError('not_found') for a session the provider does not know. */
  retrieveCheckoutSession(sessionId: string): Promise<ProviderCheckoutSession>;
  /**
   * Ends a subscription at the provider now (the account is being deleted). A subscription the provider
   * no longer knows counts as ended. The demo provider holds nothing outside the database.
   */
  cancelSubscription(subscriptionId: string): Promise<void>;
  /**
   * Changes the price of the subscription's one item (decision 028), never starting a second subscription,
   * and takes back a cancellation at period end. `prorate`: the provider charges the difference for the
   * rest of the period (an upgrade). Without: nothing is charged or refunded now and the next renewal
   * bills the new price (a downgrade, whose paid plan runs to the period's end). Answers the subscription as
   * it now is; null for the demo provider, which holds nothing outside the database.
   */
  changeSubscriptionPlan(request: {
    subscriptionId: string;
    userId: number;
    planType: PaidPlanType;
    prorate: boolean;
  }): Promise<ProviderSubscription | null>;
  /**
   * Cancels at the end of the paid period (`atPeriodEnd` true), or takes that back (false). Answers the
   * subscription as it now is; null for the demo provider.
   */
  setCancelAtPeriodEnd(subscriptionId: string, atPeriodEnd: boolean): Promise<ProviderSubscription | null>;
  /** Where a paying customer manages or cancels their plan, returning to `returnUrl`. */
  createPortalSession(request: { userId: number; customerId: string | null; returnUrl: string }): Promise<{
    url: string;
  }>;
  /** Signed provider events; null for a provider without webhooks (demo). */
  readonly webhooks: PaymentWebhooks | null;
}

/**
 * A provider call that failed: 'unavailable' (network, provider outage, rate limit: try again later),
 * 'not_found', or 'failed' (the provider refused the request: configuration or a bug).
 */
export class PaymentProviderError extends Error {
  override name = 'PaymentProviderError';
  constructor(
    readonly kind: 'unavailable' | 'not_found' | 'failed',
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

export class WebhookSignatureError extends Error {
  override name = 'WebhookSignatureError';
}
