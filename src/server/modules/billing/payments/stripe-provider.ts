/**
 * Stripe Checkout in subscription mode (docs/product.md §11). Webhook events are read from their payload
 * alone, in the shapes of both older and newer API versions (the endpoint's API version is chosen in the
 * Stripe dashboard, not here): `current_period_end` on the subscription or on its items, the invoice's
 * subscription at `subscription` or at `parent.subscription_details.subscription`.
 */
import Stripe from 'stripe';
import { PAID_PLAN_TYPES, isPaidPlanType, type PaidPlanType } from '../../../../shared/catalogue.js';
import {
  PaymentProviderError,
  WebhookSignatureError,
  type CheckoutSessionRequest,
  type PaymentEvent,
  type PaymentProvider,
  type ProviderSubscription,
} from './payment-provider.js';

export interface StripeProviderOptions {
  secretKey: string;
  webhookSecret: string;
  /** Monthly price id of each paid plan (STRIPE_PRICE_STANDARD, STRIPE_PRICE_PREMIUM). */
  prices: Record<PaidPlanType, string>;
  /** SDK options: tests point host/port/protocol at a local fake server. */
  client?: Stripe.StripeConfig;
}

type Json = Record<string, unknown>;

const asObject = (value: unknown): Json | null =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Json) : null;
const asString = (value: unknown): string | null =>
  typeof value === 'string' && value !== '' ? value : null;
/** An expandable field: an id, or the expanded object carrying it. */
const idOf = (value: unknown): string | null => asString(value) ?? asString(asObject(value)?.id);
const unixDate = (value: unknown): Date | null =>
  typeof value === 'number' && Number.isFinite(value) ? new Date(value * 1000) : null;

function userIdOf(value: unknown): number | null {
  const text = asString(value);
  if (!text || !/^\d{1,15}$/.test(text)) return null;
  return Number(text);
}
function paidPlanOf(value: unknown): PaidPlanType | null {
  return typeof value === 'string' && isPaidPlanType(value) ? value : null;
}

export function stripePaymentProvider(options: StripeProviderOptions): PaymentProvider {
  const stripe = new Stripe(options.secretKey, { maxNetworkRetries: 2, timeout: 20_000, ...options.client });
  const planByPrice = new Map<string, PaidPlanType>(
    PAID_PLAN_TYPES.map((plan) => [options.prices[plan], plan] as const),
  );

  function providerError(error: unknown, action: string): PaymentProviderError {
    if (error instanceof Stripe.errors.StripeError) {
      const unavailable =
        error instanceof Stripe.errors.StripeConnectionError ||
        error instanceof Stripe.errors.StripeAPIError ||
        error instanceof Stripe.errors.StripeRateLimitError ||
        (error.statusCode ?? 0) >= 500;
      if (unavailable)
        return new PaymentProviderError('unavailable', `Stripe unavailable: ${action}`, { cause: error });
      if (error.statusCode === 404 || error.code === 'resource_missing') {
        return new PaymentProviderError('not_found', `Stripe: ${action}: not found`, { cause: error });
      }
      return new PaymentProviderError('failed', `Stripe refused: ${action}: ${error.message}`, {
        cause: error,
      });
    }
    return new PaymentProviderError('unavailable', `Stripe call failed: ${action}`, { cause: error });
  }

  /** The plan a subscription bills for: its price mapped back through configuration, else its metadata. */
  function planOfSubscription(subscription: Json): PaidPlanType | null {
    const items = asObject(subscription.items)?.data;
    for (const item of Array.isArray(items) ? items : []) {
      const priceId = idOf(asObject(item)?.price) ?? idOf(asObject(item)?.plan);
      const plan = priceId ? planByPrice.get(priceId) : undefined;
      if (plan) return plan;
    }
    return paidPlanOf(asObject(subscription.metadata)?.planType);
  }

  /** Older API versions: on the subscription. Newer: on each item (the latest of them). */
  function periodEndOf(subscription: Json): Date | null {
    const own = unixDate(subscription.current_period_end);
    if (own) return own;
    const items = asObject(subscription.items)?.data;
    const ends = (Array.isArray(items) ? items : [])
      .map((item) => unixDate(asObject(item)?.current_period_end))
      .filter((d): d is Date => d !== null);
    return ends.length ? new Date(Math.max(...ends.map((d) => d.getTime()))) : null;
  }

  function subscriptionOf(subscription: Json): ProviderSubscription {
    return {
      planType: planOfSubscription(subscription),
      status: asString(subscription.status) ?? 'active',
      currentPeriodEnd: periodEndOf(subscription),
      cancelAtPeriodEnd: subscription.cancel_at_period_end === true,
    };
  }

  function toPaymentEvent(event: Stripe.Event): PaymentEvent {
    const base = {
      id: event.id,
      providerType: event.type,
      createdAt: unixDate(event.created) ?? new Date(0),
    };
    const object = asObject(asObject(event.data)?.object) ?? {};
    switch (event.type) {
      case 'checkout.session.completed': {
        const metadata = asObject(object.metadata) ?? {};
        return {
          ...base,
          kind: 'checkout.completed',
          sessionId: asString(object.id) ?? '',
          paid: object.payment_status === 'paid',
          userId: userIdOf(metadata.userId) ?? userIdOf(object.client_reference_id),
          planType: paidPlanOf(metadata.planType),
          customerId: idOf(object.customer),
          subscriptionId: idOf(object.subscription),
        };
      }
      case 'customer.subscription.updated':
      case 'customer.subscription.deleted': {
        const subscriptionId = asString(object.id);
        if (!subscriptionId) return { ...base, kind: 'other' };
        const common = {
          subscriptionId,
          customerId: idOf(object.customer),
          userId: userIdOf(asObject(object.metadata)?.userId),
          planType: planOfSubscription(object),
        };
        if (event.type === 'customer.subscription.deleted') {
          return { ...base, kind: 'subscription.deleted', ...common };
        }
        return {
          ...base,
          kind: 'subscription.updated',
          ...common,
          status: asString(object.status) ?? 'active',
          currentPeriodEnd: periodEndOf(object),
          cancelAtPeriodEnd: object.cancel_at_period_end === true,
        };
      }
      case 'invoice.payment_failed': {
        const parent = asObject(asObject(object.parent)?.subscription_details);
        return {
          ...base,
          kind: 'invoice.payment_failed',
          subscriptionId: idOf(object.subscription) ?? idOf(parent?.subscription),
          customerId: idOf(object.customer),
        };
      }
      default:
        return { ...base, kind: 'other' };
    }
  }

  return {
    name: 'stripe',

    async createCheckoutSession(request: CheckoutSessionRequest) {
      const metadata = { userId: String(request.userId), planType: request.planType };
      try {
        const session = await stripe.checkout.sessions.create(
          {
            mode: 'subscription',
            line_items: [{ price: options.prices[request.planType], quantity: 1 }],
            client_reference_id: String(request.userId),
            metadata,
            // Copied onto the subscription, so its own events name the user and plan too.
            subscription_data: { metadata },
            ...(request.customerId ? { customer: request.customerId } : { customer_email: request.email }),
            success_url: request.successUrl,
            cancel_url: request.cancelUrl,
          },
          { idempotencyKey: request.idempotencyKey },
        );
        return { id: session.id, url: session.url ?? null };
      } catch (error) {
        throw providerError(error, 'create checkout session');
      }
    },

    async retrieveCheckoutSession(sessionId: string) {
      try {
        const session = await stripe.checkout.sessions.retrieve(sessionId);
        return {
          id: session.id,
          paymentStatus: session.payment_status,
          status: session.status ?? null,
          planType: session.metadata?.planType ?? null,
        };
      } catch (error) {
        throw providerError(error, 'retrieve checkout session');
      }
    },

    async cancelSubscription(subscriptionId: string) {
      try {
        await stripe.subscriptions.cancel(subscriptionId);
      } catch (error) {
        const failure = providerError(error, 'cancel subscription');
        if (failure.kind !== 'not_found') throw failure;
      }
    },

    async changeSubscriptionPlan(request) {
      let subscription: Stripe.Subscription;
      try {
        subscription = await stripe.subscriptions.retrieve(request.subscriptionId);
      } catch (error) {
        throw providerError(error, 'retrieve subscription');
      }
      // The one item this product's subscriptions have: its price changes, no second item or subscription.
      const item = subscription.items.data[0];
      if (!item) throw new PaymentProviderError('not_found', 'Stripe: the subscription has no item');
      try {
        const updated = await stripe.subscriptions.update(request.subscriptionId, {
          items: [{ id: item.id, price: options.prices[request.planType] }],
          // An upgrade is charged now for the rest of the period; a downgrade is not refunded: the paid
          // plan runs to the period's end and the renewal bills the lower price (decision 028).
          proration_behavior: request.prorate ? 'create_prorations' : 'none',
          cancel_at_period_end: false,
          metadata: { userId: String(request.userId), planType: request.planType },
        });
        return subscriptionOf(updated as unknown as Json);
      } catch (error) {
        throw providerError(error, 'change subscription plan');
      }
    },

    async setCancelAtPeriodEnd(subscriptionId, atPeriodEnd) {
      try {
        const updated = await stripe.subscriptions.update(subscriptionId, {
          cancel_at_period_end: atPeriodEnd,
        });
        return subscriptionOf(updated as unknown as Json);
      } catch (error) {
        throw providerError(error, 'cancel subscription at period end');
      }
    },

    async createPortalSession(request) {
      if (!request.customerId) {
        throw new PaymentProviderError('not_found', 'Stripe: the user has no customer to manage');
      }
      try {
        const session = await stripe.billingPortal.sessions.create({
          customer: request.customerId,
          return_url: request.returnUrl,
        });
        return { url: session.url };
      } catch (error) {
        throw providerError(error, 'create billing portal session');
      }
    },

    webhooks: {
      verify(rawBody, signatureHeader, receivedAt) {
        let event: Stripe.Event;
        try {
          // The SDK's default tolerance (300 s) refuses replays of old deliveries.
          event = stripe.webhooks.constructEvent(
            rawBody,
            signatureHeader,
            options.webhookSecret,
            undefined,
            undefined,
            receivedAt.getTime(),
          );
        } catch (error) {
          const reason =
            error instanceof Stripe.errors.StripeSignatureVerificationError
              ? (error.message.split('\n')[0] ?? 'signature does not match')
              : 'the payload is not a Stripe event';
          throw new WebhookSignatureError(reason.trim());
        }
        if (!asString(event.id) || !asString(event.type)) {
          throw new WebhookSignatureError('the payload is not a Stripe event');
        }
        return toPaymentEvent(event);
      },
    },
  };
}
