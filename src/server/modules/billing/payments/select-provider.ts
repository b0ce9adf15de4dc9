import type { Config } from '../../../env.js';
import type { Executor } from '../../../db/executor.js';
import { demoPaymentProvider } from './demo-provider.js';
import type { PaymentProvider } from './payment-provider.js';
import { stripePaymentProvider, type StripeProviderOptions } from './stripe-provider.js';

/** Stripe's settings from configuration (env.ts has already required them when payments use Stripe). */
export function stripeOptionsFromConfig(config: Config): StripeProviderOptions {
  const { STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET, STRIPE_PRICE_STANDARD, STRIPE_PRICE_PREMIUM } = config;
  if (!STRIPE_SECRET_KEY || !STRIPE_WEBHOOK_SECRET || !STRIPE_PRICE_STANDARD || !STRIPE_PRICE_PREMIUM) {
    throw new Error(
      'Stripe payments need STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET and both STRIPE_PRICE_ ids.',
    );
  }
  return {
    secretKey: STRIPE_SECRET_KEY,
    webhookSecret: STRIPE_WEBHOOK_SECRET,
    prices: { STANDARD: STRIPE_PRICE_STANDARD, PREMIUM: STRIPE_PRICE_PREMIUM },
  };
}

/** The provider configuration chooses: `stripe` when STRIPE_SECRET_KEY is set, `demo` otherwise. */
export function paymentProviderFromConfig(config: Config, db: Executor): PaymentProvider {
  return config.paymentProvider === 'stripe'
    ? stripePaymentProvider(stripeOptionsFromConfig(config))
    : demoPaymentProvider({ publicUrl: config.publicUrl, db });
}
