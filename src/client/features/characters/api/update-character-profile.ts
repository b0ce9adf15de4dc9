import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CharacterProfile } from '../../../../shared/api-contracts';
import { apiJson } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import type { CharacterProfileFields } from './create-character-profile';

export function updateCharacterProfile(
  id: string,
  fields: Partial<CharacterProfileFields>,
): Promise<CharacterProfile> {
  return apiJson<CharacterProfile>('PATCH', `/api/character-profiles/${encodeURIComponent(id)}`, fields);
}

export function useUpdateCharacterProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, fields }: { id: string; fields: Partial<CharacterProfileFields> }) =>
      updateCharacterProfile(id, fields),
    onSuccess: async (profile) => {
      queryClient.setQueryData<CharacterProfile[]>(queryKeys.characterProfiles, (list) =>
        list?.map((p) => (p.id === profile.id ? profile : p)),
      );
      await queryClient.invalidateQueries({ queryKey: queryKeys.characterProfiles });
    },
  });
}
