import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Story } from '../../../../shared/api-contracts';
import { apiJson } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export function generatePreview(storyId: string): Promise<{ previewUrl: string }> {
  return apiJson<{ previewUrl: string }>(
    'POST',
    `/api/stories/${encodeURIComponent(storyId)}/generate-preview`,
  );
}

export function useGeneratePreview(storyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => generatePreview(storyId),
    onSuccess: ({ previewUrl }) => {
      queryClient.setQueryData<Story>(queryKeys.story(storyId), (story) =>
        story ? { ...story, bookPreviewUrl: previewUrl } : story,
      );
    },
  });
}
