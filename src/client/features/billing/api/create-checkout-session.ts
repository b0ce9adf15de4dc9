import type { CheckoutResponse } from '../../../../shared/api-contracts';
import type { PaidPlanType } from '../../../../shared/catalogue';
import { apiJson } from '../../../lib/api-client';

export interface CheckoutRequest {
  planType: PaidPlanType;
  userId: number;
}

/** Starts a checkout for a paid plan: a url to follow, or (Stripe.js) only a session id. */
export function createCheckoutSession(input: CheckoutRequest): Promise<CheckoutResponse> {
  return apiJson<CheckoutResponse>('POST', '/api/subscription/create-checkout-session', input);
}
