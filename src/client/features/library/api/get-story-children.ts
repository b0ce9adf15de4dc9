import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { LIBRARY_QUERY_SETTINGS } from './library-query-settings';

/** The children the user's stories were told for, A to Z: to choose a child in the library. */
export async function getStoryChildren(): Promise<string[]> {
  const response = await apiRequest('GET', '/api/stories/children');
  return ((await response.json()) as { children: string[] }).children;
}

export function useStoryChildren(enabled: boolean) {
  return useQuery({
    queryKey: [...queryKeys.storyLists, 'children'],
    queryFn: getStoryChildren,
    enabled,
    ...LIBRARY_QUERY_SETTINGS,
  });
}
