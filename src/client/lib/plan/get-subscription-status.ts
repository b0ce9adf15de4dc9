import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SubscriptionStatus } from '../../../shared/api-contracts';
import { getJson } from '../api-client';
import { queryKeys } from '../query-keys';

export async function getSubscriptionStatus(userId: number): Promise<SubscriptionStatus> {
  try {
    return await getJson<SubscriptionStatus>(`/api/subscription/status/${userId}`);
  } catch (error) {
    throw new Error('Failed to fetch subscription status', { cause: error });
  }
}

/** Asked only with a signed-in user's id; docs/product.md §7 gives it 2 retries. */
export const subscriptionStatusQueryOptions = (userId: number | null) =>
  queryOptions({
    queryKey: queryKeys.subscriptionStatus(userId ?? 0),
    queryFn: () => getSubscriptionStatus(userId!),
    enabled: userId !== null,
    retry: 2,
  });

export function useSubscriptionStatus(userId: number | null) {
  return useQuery(subscriptionStatusQueryOptions(userId));
}
