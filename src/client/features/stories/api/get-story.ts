import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Story } from '../../../../shared/api-contracts';
import { getJson } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export function getStory(id: string): Promise<Story> {
  return getJson<Story>(`/api/stories/${encodeURIComponent(id)}`);
}

export const storyQueryOptions = (id: string) =>
  queryOptions({
    queryKey: queryKeys.story(id),
    queryFn: () => getStory(id),
    // Offline, ask anyway: the service worker answers with the copy kept when the story was last opened
    // (docs/decisions/014-offline-and-print.md). The default ('online') would wait for a network forever.
    networkMode: 'offlineFirst',
  });

export function useStory(id: string) {
  return useQuery(storyQueryOptions(id));
}
