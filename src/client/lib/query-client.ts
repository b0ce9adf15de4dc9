import { QueryClient, type QueryKey } from '@tanstack/react-query';

/** docs/product.md §7: no retries, no refetch on focus, no polling, data never stale (queries may override). */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: false,
        refetchOnWindowFocus: false,
        refetchInterval: false,
        staleTime: Infinity,
        // Offline, ask anyway: the service worker answers from what this device kept (the parent, their
        // plan, their stories), and what it did not keep fails at once rather than waiting unseen.
        networkMode: 'offlineFirst',
      },
      // Offline, a write fails at once (the 'Story Cloud Sleeping' toast) instead of waiting unseen for a
      // network: the installed app opens without one (docs/decisions/014-offline-and-print.md).
      mutations: { retry: false, networkMode: 'always' },
    },
  });
}

/**
 * Asks again for what a write changed (every query under each key). invalidateQueries alone joins a query's
 * first fetch if one is under way (TanStack cancels an in-flight fetch only when the query already has data),
 * so an answer read before the write would stand, and with no refetch on focus it would stay: a parent who
 * signs up saw home's first list, read before their guest stories moved in, without them. Cancelling those
 * fetches first makes the refetch start after the write. Used where a write runs while a page's first reads
 * are under way (the guest claim on signing in); a write a parent starts from a loaded page invalidates.
 */
export async function refreshQueries(queryClient: QueryClient, ...keys: QueryKey[]): Promise<void> {
  await Promise.all(keys.map((queryKey) => queryClient.cancelQueries({ queryKey })));
  await Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}
