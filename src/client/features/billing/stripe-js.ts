/**
 * Stripe.js, loaded only when a checkout answers a session id without a url (docs/product.md §4.6). The server's
 * CSP allows https://js.stripe.com only when payments use Stripe, which is the only time this runs.
 */
export const STRIPE_JS_URL = 'https://js.stripe.com/v3';

export interface StripeJs {
  redirectToCheckout?(options: { sessionId: string }): Promise<{ error?: { message?: string } } | void>;
}
type StripeFactory = (publishableKey: string) => StripeJs;

declare global {
  interface Window {
    Stripe?: StripeFactory;
  }
}

let loading: Promise<StripeFactory> | null = null;

function loadScript(): Promise<StripeFactory> {
  if (window.Stripe) return Promise.resolve(window.Stripe);
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = STRIPE_JS_URL;
    script.async = true;
    script.onload = () =>
      window.Stripe ? resolve(window.Stripe) : reject(new Error('Stripe.js did not start'));
    script.onerror = () => reject(new Error('Stripe.js could not be loaded'));
    document.head.appendChild(script);
  });
}

/** The Stripe object for a publishable key, loading the script once. */
export async function loadStripeJs(publishableKey: string): Promise<StripeJs> {
  loading ??= loadScript().catch((error: unknown) => {
    loading = null; // a later attempt may succeed (a flaky network)
    throw error;
  });
  const factory = await loading;
  return factory(publishableKey);
}
