import { QueryClient } from '@tanstack/react-query';

/** SPEC.md §7: no retries, no refetch on focus, no polling, data never stale (queries may override). */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: false,
        refetchOnWindowFocus: false,
        refetchInterval: false,
        staleTime: Infinity,
      },
      mutations: { retry: false },
    },
  });
}
