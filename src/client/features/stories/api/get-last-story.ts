import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Story } from '../../../../shared/api-contracts';
import { getJson } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/**
 * The visitor's newest story, or null before the first: what the story form remembers (the child, the
 * companion, the theme and the length), per account on the server, per guest session on this device.
 */
export async function getLastStory(): Promise<Story | null> {
  const stories = await getJson<Story[]>('/api/stories?limit=1');
  return stories[0] ?? null;
}

export const lastStoryQueryOptions = (enabled: boolean) =>
  queryOptions({ queryKey: queryKeys.lastStory, queryFn: getLastStory, enabled });

export function useLastStory(enabled: boolean) {
  return useQuery(lastStoryQueryOptions(enabled));
}
