/**
 * Checkout (docs/product.md §4.6): not signed in goes to /auth; otherwise ask for a session and follow its url, or,
 * with only a session id, go through Stripe.js; neither is an error. Failures are toasts (docs/product.md §8.4).
 */
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { useLocation } from 'wouter';
import type { PaidPlanType } from '../../../shared/catalogue';
import { checkoutFailed, paymentsUnavailable } from '../../../shared/messages';
import { authPath, ROUTES } from '../../../shared/routes';
import { toast } from '../../components/ui/use-toast';
import { ApiError } from '../../lib/api-client';
import { jsonServerMessage } from '../../lib/server-message';
import { useAuth } from '../../lib/auth/auth-context';
import { createCheckoutSession } from './api/create-checkout-session';
import { publicConfigQueryOptions } from './api/get-public-config';
import { loadStripeJs } from './stripe-js';

export const CHECKOUT_TEXTS = {
  signIn: 'Please log in to subscribe',
  failed: checkoutFailed,
  unavailable: paymentsUnavailable,
  noDestination: 'No checkout URL or session ID received',
  hiccup: 'Adventure Pass Hiccup',
  nap: 'Our payment wizards are taking a little nap. Please try again in a moment!',
} as const;

class SignInNeeded extends Error {}

/** Only web pages: a checkout url is never followed into another scheme. */
function safeCheckoutUrl(url: string): string | null {
  try {
    const parsed = new URL(url, window.location.href);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.href : null;
  } catch {
    return null;
  }
}

async function requestCheckout(planType: PaidPlanType, userId: number) {
  try {
    return await createCheckoutSession({ planType, userId });
  } catch (error) {
    if (error instanceof ApiError) {
      if (error.status === 401) throw new SignInNeeded();
      // The server's words: 'Payment system is not available...', 'You already have the Premium plan.', ...
      throw new Error(jsonServerMessage(error) ?? CHECKOUT_TEXTS.failed, { cause: error });
    }
    throw error; // unreachable server: the wizards are napping
  }
}

export function useCheckout() {
  const { user } = useAuth();
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  const [pendingPlan, setPendingPlan] = useState<PaidPlanType | null>(null);

  // Back from the payment page, the browser may restore this page as it was: 'Processing...' must not stick.
  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) setPendingPlan(null);
    };
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, []);

  const redirectWithStripeJs = useCallback(
    async (sessionId: string) => {
      let redirect;
      try {
        const config = await queryClient.fetchQuery(publicConfigQueryOptions());
        if (!config.stripePublishableKey) throw new Error('no publishable key');
        const stripe = await loadStripeJs(config.stripePublishableKey);
        if (!stripe.redirectToCheckout) throw new Error('this Stripe.js cannot redirect to Checkout');
        redirect = stripe.redirectToCheckout.bind(stripe);
      } catch (error) {
        console.error('Stripe.js unavailable', error);
        throw new Error(CHECKOUT_TEXTS.unavailable, { cause: error });
      }
      const result = await redirect({ sessionId });
      if (result && result.error) throw new Error(result.error.message || CHECKOUT_TEXTS.nap);
    },
    [queryClient],
  );

  const subscribe = useCallback(
    async (planType: PaidPlanType) => {
      if (pendingPlan) return;
      const signIn = () => {
        toast({
          title: CHECKOUT_TEXTS.signIn,
          description: 'Sign in or create a free account, then choose your plan.',
          variant: 'moonbeam-info',
        });
        navigate(authPath({ signup: true, next: ROUTES.subscription }));
      };
      if (!user) return signIn();
      setPendingPlan(planType);
      try {
        const session = await requestCheckout(planType, user.id);
        if (session.url) {
          const url = safeCheckoutUrl(session.url);
          if (!url) throw new Error(CHECKOUT_TEXTS.failed);
          window.location.assign(url);
          return; // 'Processing...' until the payment page opens
        }
        if (session.sessionId) {
          await redirectWithStripeJs(session.sessionId);
          return;
        }
        throw new Error(CHECKOUT_TEXTS.noDestination);
      } catch (error) {
        setPendingPlan(null);
        if (error instanceof SignInNeeded) return signIn();
        console.error('Checkout failed', error);
        const message = error instanceof Error && !(error instanceof TypeError) ? error.message : '';
        toast({
          title: CHECKOUT_TEXTS.hiccup,
          description: message || CHECKOUT_TEXTS.nap,
          variant: 'destructive',
        });
      }
    },
    [pendingPlan, user, navigate, redirectWithStripeJs],
  );

  return { subscribe, pendingPlan };
}
