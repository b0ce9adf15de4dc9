import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { apiSend } from '../api-client';
import { queryKeys } from '../query-keys';

/** Owner only (204); the story still counts toward the month (docs/product.md "Reading, sharing, keeping"). */
export async function deleteStory(id: string): Promise<void> {
  await apiSend('DELETE', `/api/stories/${encodeURIComponent(id)}`);
}

export function useDeleteStory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteStory,
    // The story itself is forgotten by the caller, once it has left the story's page (forgetDeletedStory):
    // forgetting it while the page still shows it would fetch it again, and show 'Story Not Found'.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.storyLists }),
  });
}

export function forgetDeletedStory(queryClient: QueryClient, id: string): void {
  queryClient.removeQueries({ queryKey: queryKeys.story(id), exact: true });
}
