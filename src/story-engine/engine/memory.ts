/**
 * The child's memory: which passages it heard, how many stories ago, and the choice it leads to (never
 * heard first, then heard longest ago).
 */
import type { Random } from '../random.js';
import type { StoryMemory } from './request.js';

/** No passage is told again from the child's last N stories, no opening from the last M. */
export const NO_REPEAT_STORIES = 5;
export const NO_REPEAT_OPENING_STORIES = 10;
/** A passage heard this many stories ago or more is as good as new when choosing. */
export const LONG_AGO_STORIES = 20;

/** Passage id -> how many stories ago the child last heard it (0: the last story). */
export type Heard = ReadonlyMap<string, number>;

export function heardMap(memory: StoryMemory): Map<string, number> {
  const heard = new Map<string, number>();
  memory.recent.forEach((parts, storiesAgo) => {
    for (const id of parts) if (!heard.has(id)) heard.set(id, storiesAgo);
  });
  return heard;
}

export const agoOf = (heard: Heard, id: string) => heard.get(id) ?? Number.POSITIVE_INFINITY;

/**
 * The candidate heard longest ago (never heard first), at random among equals; those heard within
 * minGap stories only when nothing else is left. `prefer` narrows to a kind when it has one.
 */
export function pickFresh<T extends { id: string }>(
  random: Random,
  candidates: readonly T[],
  heard: Heard,
  minGap: number,
  ...prefer: ((c: T) => boolean)[]
): T | undefined {
  if (candidates.length === 0) return undefined;
  const fresh = candidates.filter((c) => agoOf(heard, c.id) >= minGap);
  let pool = fresh.length ? fresh : candidates;
  // Never heard beats every wish; then heard long ago; only then what was heard a few stories back.
  for (const tier of [Number.POSITIVE_INFINITY, LONG_AGO_STORIES]) {
    const inTier = pool.filter((c) => agoOf(heard, c.id) >= tier);
    if (inTier.length) {
      pool = inTier;
      break;
    }
  }
  for (const wish of prefer) {
    const preferred = pool.filter(wish);
    if (preferred.length) pool = preferred;
  }
  let best = -1;
  for (const c of pool) best = Math.max(best, agoOf(heard, c.id));
  return random.pick(pool.filter((c) => agoOf(heard, c.id) === best));
}
