import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Story } from '../../../../shared/api-contracts';
import { getJson } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { LIBRARY_QUERY_SETTINGS } from './library-query-settings';

/** The signed-in user's favourite stories (DECISIONS.md §4). */
export function getFavoriteStories(): Promise<Story[]> {
  return getJson<Story[]>('/api/stories/favorites');
}

export const favoriteStoriesQueryOptions = (enabled: boolean) =>
  queryOptions({
    queryKey: queryKeys.favoriteStories,
    queryFn: getFavoriteStories,
    enabled,
    ...LIBRARY_QUERY_SETTINGS,
  });

export function useFavoriteStories(enabled: boolean) {
  return useQuery(favoriteStoriesQueryOptions(enabled));
}
