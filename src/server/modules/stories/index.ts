/**
 * What other modules may use of stories (the lint rule keeps them to this file): whether a caller owns a
 * story, a story by id, and a story as the API answers it.
 */
import type { Executor } from '../../db/executor.js';
import { storiesRepo, type StoryRow } from './stories.repo.js';

export type { StoryRow };
export { ownsStory } from './ownership.js';
export { toStoryResponse } from './stories.service.js';

/** A story by id, or undefined. */
export function findStory(db: Executor, id: string): Promise<StoryRow | undefined> {
  return storiesRepo(db).find(id);
}
