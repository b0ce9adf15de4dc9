import { QueryClient } from '@tanstack/react-query';

/** docs/product.md §7: no retries, no refetch on focus, no polling, data never stale (queries may override). */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: false,
        refetchOnWindowFocus: false,
        refetchInterval: false,
        staleTime: Infinity,
      },
      // Offline, a write fails at once (the 'Story Cloud Sleeping' toast) instead of waiting unseen for a
      // network: the installed app opens without one (docs/decisions/014-offline-and-print.md).
      mutations: { retry: false, networkMode: 'always' },
    },
  });
}
