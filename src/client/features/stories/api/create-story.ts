import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateStoryRequest, Story } from '../../../../shared/api-contracts';
import { apiJson } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** The server writes the story (docs/product.md §4.2) and answers it, 201. */
export function createStory(input: CreateStoryRequest): Promise<Story> {
  return apiJson<Story>('POST', '/api/stories', input);
}

export function useCreateStory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createStory,
    onSuccess: async (story) => {
      queryClient.setQueryData(queryKeys.story(story.id), story);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.storyCounts }),
        queryClient.invalidateQueries({ queryKey: queryKeys.storyLists }),
      ]);
    },
  });
}
