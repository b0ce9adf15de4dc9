import type { ClaimResponse } from '../../../shared/api-contracts';
import { apiJson } from '../api-client';

/** Moves every story of a guest session into the signed-in account (docs/product.md §4.5). */
export function claimGuestStories(input: {
  guestSessionId: string;
  targetUserId: number;
}): Promise<ClaimResponse> {
  return apiJson<ClaimResponse>('POST', '/api/guest/claim', input);
}
