import { queryOptions, useQuery } from '@tanstack/react-query';
import type { User } from '../../../shared/api-contracts';
import { ApiError, getJson } from '../api-client';
import { queryKeys } from '../query-keys';
import { readUserId } from '../storage';

/**
 * The signed-in user, or null: a 401 means nobody (docs/product.md §4.1); any other failed answer is logged and the
 * user is treated as absent (docs/product.md §8.3). No answer at all (offline) is an error, not a sign-out: the
 * stored id stays, the stories kept offline stay readable, and the user comes back with the network.
 */
export async function getUser(): Promise<User | null> {
  // Nobody has signed in from this browser (the id is saved at every sign-in, cleared at sign-out and on a
  // 401): nothing to ask. Asking would answer 401, which browsers print as an error in the console on every
  // visit by a guest (Lighthouse best practices), and the first paint would wait for it.
  if (readUserId() === null) return null;
  try {
    return await getJson<User>('/api/user', { on401: 'returnNull' });
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    console.error('Failed to fetch user', error);
    return null;
  }
}

export const userQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.user,
    queryFn: getUser,
    // Offline, ask anyway and fail (not wait): the guards then know someone signed in is away from the network.
    networkMode: 'offlineFirst',
    // Known at once when nobody signed in here: the first paint is the page, not a loader.
    ...(readUserId() === null ? { initialData: null } : {}),
  });

export function useUser() {
  return useQuery(userQueryOptions());
}
