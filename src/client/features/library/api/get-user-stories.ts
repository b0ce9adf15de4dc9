import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { Story } from '../../../../shared/api-contracts';
import { getPage, type ListPage } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { filteredPath, filterParams, type LibraryFilters } from './library-filters';
import { LIBRARY_QUERY_SETTINGS } from './library-query-settings';

/**
 * The signed-in user's stories, newest first (docs/product.md §4.4), a page at a time; narrowed on the
 * server by the library's search and filters.
 */
export function getUserStories(
  cursor: string | null,
  filters: LibraryFilters = {},
): Promise<ListPage<Story>> {
  return getPage<Story>(filteredPath('/api/stories/user', filters), cursor);
}

export const userStoriesQueryOptions = (enabled: boolean, filters: LibraryFilters = {}) =>
  infiniteQueryOptions({
    queryKey: [...queryKeys.userStories, filterParams(filters).toString()],
    queryFn: ({ pageParam }) => getUserStories(pageParam, filters),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    enabled,
    ...LIBRARY_QUERY_SETTINGS,
  });

export function useUserStories(enabled: boolean, filters: LibraryFilters = {}) {
  return useInfiniteQuery(userStoriesQueryOptions(enabled, filters));
}
