import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Story } from '../../../../shared/api-contracts';
import { getJson } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { LIBRARY_QUERY_SETTINGS } from './library-query-settings';

/** The signed-in user's stories, newest first (DECISIONS.md §4). */
export function getUserStories(): Promise<Story[]> {
  return getJson<Story[]>('/api/stories/user');
}

export const userStoriesQueryOptions = (enabled: boolean) =>
  queryOptions({
    queryKey: queryKeys.userStories,
    queryFn: getUserStories,
    enabled,
    ...LIBRARY_QUERY_SETTINGS,
  });

export function useUserStories(enabled: boolean) {
  return useQuery(userStoriesQueryOptions(enabled));
}
