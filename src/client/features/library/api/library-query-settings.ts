/** docs/product.md §7: library queries stay fresh 30 s and retry 3 times, 1 s apart. */
export const LIBRARY_QUERY_SETTINGS = {
  staleTime: 30_000,
  retry: 3,
  retryDelay: 1000,
} as const;
