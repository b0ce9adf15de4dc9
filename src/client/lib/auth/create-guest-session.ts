import type { GuestSessionResponse } from '../../../shared/api-contracts';
import { apiJson } from '../api-client';
import { toStoredGuestSession, type StoredGuestSession } from '../storage';

/** Starts a 30-day guest session; the server also sets it as an HttpOnly cookie. */
export async function createGuestSession(): Promise<StoredGuestSession> {
  return toStoredGuestSession(await apiJson<GuestSessionResponse>('POST', '/api/guest/session'));
}
