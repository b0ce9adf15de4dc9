import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Story } from '../../../shared/api-contracts';
import { apiJson } from '../api-client';
import { queryKeys } from '../query-keys';

export interface StoryPatch {
  isFavorite?: boolean;
  isPublic?: boolean;
}

/** Owner only: favourite a story or make it readable by link (docs/product.md §4.4). */
export function updateStory(id: string, patch: StoryPatch): Promise<Story> {
  return apiJson<Story>('PATCH', `/api/stories/${encodeURIComponent(id)}`, patch);
}

export function useUpdateStory(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (patch: StoryPatch) => updateStory(id, patch),
    onSuccess: async (story) => {
      queryClient.setQueryData(queryKeys.story(id), story);
      await queryClient.invalidateQueries({ queryKey: queryKeys.storyLists });
    },
  });
}
