/** What other modules may use of guest sessions (the lint rule keeps them to this file). */
import type { Executor } from '../../db/executor.js';
import { guestsRepo } from './guests.repo.js';

/** A guest session by its id, inside the caller's transaction; undefined when there is none. */
export function guestSession(db: Executor, id: string) {
  return guestsRepo(db).find(id);
}
