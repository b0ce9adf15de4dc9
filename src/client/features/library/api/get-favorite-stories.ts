import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { Story } from '../../../../shared/api-contracts';
import { getPage, type ListPage } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { filteredPath, filterParams, type LibraryFilters } from './library-filters';
import { LIBRARY_QUERY_SETTINGS } from './library-query-settings';

/** The signed-in user's favourite stories (docs/product.md §4.4), a page at a time, filtered like the rest. */
export function getFavoriteStories(
  cursor: string | null,
  filters: LibraryFilters = {},
): Promise<ListPage<Story>> {
  return getPage<Story>(filteredPath('/api/stories/favorites', filters), cursor);
}

export const favoriteStoriesQueryOptions = (enabled: boolean, filters: LibraryFilters = {}) =>
  infiniteQueryOptions({
    queryKey: [...queryKeys.favoriteStories, filterParams(filters).toString()],
    queryFn: ({ pageParam }) => getFavoriteStories(pageParam, filters),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    enabled,
    ...LIBRARY_QUERY_SETTINGS,
  });

export function useFavoriteStories(enabled: boolean, filters: LibraryFilters = {}) {
  return useInfiniteQuery(favoriteStoriesQueryOptions(enabled, filters));
}
