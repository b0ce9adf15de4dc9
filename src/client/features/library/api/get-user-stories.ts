import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { Story } from '../../../../shared/api-contracts';
import { getPage, type ListPage } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { LIBRARY_QUERY_SETTINGS } from './library-query-settings';

/** The signed-in user's stories, newest first (docs/product.md §4.4), a page at a time. */
export function getUserStories(cursor: string | null): Promise<ListPage<Story>> {
  return getPage<Story>('/api/stories/user', cursor);
}

export const userStoriesQueryOptions = (enabled: boolean) =>
  infiniteQueryOptions({
    queryKey: queryKeys.userStories,
    queryFn: ({ pageParam }) => getUserStories(pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    enabled,
    ...LIBRARY_QUERY_SETTINGS,
  });

export function useUserStories(enabled: boolean) {
  return useInfiniteQuery(userStoriesQueryOptions(enabled));
}
