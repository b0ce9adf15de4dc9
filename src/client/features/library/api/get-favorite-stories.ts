import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { Story } from '../../../../shared/api-contracts';
import { getPage, type ListPage } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { LIBRARY_QUERY_SETTINGS } from './library-query-settings';

/** The signed-in user's favourite stories (docs/product.md §4.4), a page at a time. */
export function getFavoriteStories(cursor: string | null): Promise<ListPage<Story>> {
  return getPage<Story>('/api/stories/favorites', cursor);
}

export const favoriteStoriesQueryOptions = (enabled: boolean) =>
  infiniteQueryOptions({
    queryKey: queryKeys.favoriteStories,
    queryFn: ({ pageParam }) => getFavoriteStories(pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    enabled,
    ...LIBRARY_QUERY_SETTINGS,
  });

export function useFavoriteStories(enabled: boolean) {
  return useInfiniteQuery(favoriteStoriesQueryOptions(enabled));
}
