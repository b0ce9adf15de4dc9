import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Story } from '../../../../shared/api-contracts';
import { getJson } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** The visitor's stories of the last RECENT_STORIES.days, at most RECENT_STORIES.limit, newest first (docs/product.md "Stories"). */
export function getRecentStories(): Promise<Story[]> {
  return getJson<Story[]>('/api/stories/recent');
}

export const recentStoriesQueryOptions = (enabled: boolean) =>
  queryOptions({ queryKey: queryKeys.recentStories, queryFn: getRecentStories, enabled });

export function useRecentStories(enabled: boolean) {
  return useQuery(recentStoriesQueryOptions(enabled));
}
