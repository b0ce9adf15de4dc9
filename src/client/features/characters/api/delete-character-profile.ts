import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CharacterProfile } from '../../../../shared/api-contracts';
import { apiSend } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export async function deleteCharacterProfile(id: string): Promise<void> {
  await apiSend('DELETE', `/api/character-profiles/${encodeURIComponent(id)}`);
}

export function useDeleteCharacterProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCharacterProfile,
    onSuccess: async (_result, id) => {
      queryClient.setQueryData<CharacterProfile[]>(queryKeys.characterProfiles, (list) =>
        list?.filter((p) => p.id !== id),
      );
      await queryClient.invalidateQueries({ queryKey: queryKeys.characterProfiles });
    },
  });
}
