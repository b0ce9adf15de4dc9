import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PlanType } from '../../../../shared/catalogue';
import type { SubscriptionStatus } from '../../../../shared/api-contracts';
import { apiJson } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth/auth-context';
import { queryKeys } from '../../../lib/query-keys';

/**
 * A paying parent's plan change (docs/decisions/028-plan-changes.md): higher at once, lower or FREE
 * (cancel) at the end of the paid period; the answer is the plan status afterwards, with that date.
 */
export function changePlan(planType: PlanType): Promise<SubscriptionStatus> {
  return apiJson<SubscriptionStatus>('POST', '/api/subscription/change', { planType });
}

export function useChangePlan() {
  const queryClient = useQueryClient();
  const { user } = useAuth();
  return useMutation({
    mutationFn: changePlan,
    onSuccess: (status) => {
      if (user) queryClient.setQueryData(queryKeys.subscriptionStatus(user.id), status);
    },
  });
}
