import { queryOptions, useQuery } from '@tanstack/react-query';
import type { VerifySessionResponse } from '../../../../shared/api-contracts';
import { getJson } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** Reads a checkout session back after the payment page (docs/product.md §4.6: payment return). */
export function verifySession(sessionId: string): Promise<VerifySessionResponse> {
  return getJson<VerifySessionResponse>(`/api/subscription/verify-session/${encodeURIComponent(sessionId)}`);
}

export const verifySessionQueryOptions = (sessionId: string | null) =>
  queryOptions({
    queryKey: queryKeys.checkoutSession(sessionId ?? ''),
    queryFn: () => verifySession(sessionId!),
    enabled: sessionId !== null && sessionId !== '',
  });

export function useVerifySession(sessionId: string | null) {
  return useQuery(verifySessionQueryOptions(sessionId));
}
