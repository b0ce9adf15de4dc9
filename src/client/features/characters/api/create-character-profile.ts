import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CharacterProfile } from '../../../../shared/api-contracts';
import type { CharacterProfileInput } from '../../../../shared/schemas';
import { apiJson } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** The fields the form sends; the server fills in the defaults it owns. */
export type CharacterProfileFields = Omit<CharacterProfileInput, 'favoriteColor' | 'description'> & {
  favoriteColor: string | null;
  description: string | null;
};

export function createCharacterProfile(fields: CharacterProfileFields): Promise<CharacterProfile> {
  return apiJson<CharacterProfile>('POST', '/api/character-profiles', fields);
}

export function useCreateCharacterProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCharacterProfile,
    onSuccess: async (profile) => {
      queryClient.setQueryData<CharacterProfile[]>(queryKeys.characterProfiles, (list) =>
        list ? [...list, profile] : list,
      );
      await queryClient.invalidateQueries({ queryKey: queryKeys.characterProfiles });
    },
  });
}
