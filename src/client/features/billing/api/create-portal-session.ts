import { useMutation } from '@tanstack/react-query';
import { apiJson } from '../../../lib/api-client';

/** Where a paying parent manages or cancels the plan: Stripe's Billing Portal, or the demo's own page. */
export function createPortalSession(): Promise<{ url: string }> {
  return apiJson<{ url: string }>('POST', '/api/subscription/portal', {});
}

export const useManagePlan = () =>
  useMutation({
    mutationFn: createPortalSession,
    onSuccess: ({ url }) => window.location.assign(url),
  });
