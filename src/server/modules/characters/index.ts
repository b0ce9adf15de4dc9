/**
 * What other modules may use of character profiles (the lint rule keeps them to this file): a profile the
 * user owns, read inside the caller's transaction.
 */
import type { Executor } from '../../db/executor.js';
import { charactersRepo, type CharacterProfileRow } from './characters.repo.js';

export type { CharacterProfileRow };

/** The user's own profile `id`, or undefined (another user's profile is as good as none). */
export function ownedProfile(
  db: Executor,
  id: string,
  userId: number,
): Promise<CharacterProfileRow | undefined> {
  return charactersRepo(db).findOwned(id, userId);
}
