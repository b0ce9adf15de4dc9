import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CharacterProfile } from '../../../shared/api-contracts';
import { getJson } from '../api-client';
import { queryKeys } from '../query-keys';

export async function getCharacterProfiles(): Promise<CharacterProfile[]> {
  try {
    return await getJson<CharacterProfile[]>('/api/character-profiles');
  } catch (error) {
    throw new Error('Failed to fetch character profiles', { cause: error });
  }
}

/** Asked only for signed-in users (guests keep no profiles). */
export const characterProfilesQueryOptions = (enabled: boolean) =>
  queryOptions({ queryKey: queryKeys.characterProfiles, queryFn: getCharacterProfiles, enabled });

export function useCharacterProfiles(enabled: boolean) {
  return useQuery(characterProfilesQueryOptions(enabled));
}
