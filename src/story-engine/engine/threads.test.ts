/**
 * Threads (issue 28, point 3): a passage that opens one (`opens:`, a photo put by the bed) is told only
 * where a later passage closes it, and a passage that closes one only after its opener: a story never
 * leaves a thread hanging, nor refers to what it did not tell.
 */
import { describe, expect, it } from 'vitest';
import { createStoryEngine, type StoryMemory } from '../generator.js';
import { STORY_LIBRARY } from '../library/index.js';
import { fixtureLibrary } from '../test-library.js';
import { MEMORY_DEPTH } from './request.js';

const OPENERS = ['opening-1', 'opening-2'];
const CLOSER = 'ending-1';

describe('threads', () => {
  it('closes every thread it opens and closes none it did not open, over a month of nights', () => {
    const engine = createStoryEngine(fixtureLibrary({ threads: true }));
    for (const length of ['Short', 'Medium'] as const) {
      const memory: { recent: string[][]; lines: number[][] } = { recent: [], lines: [] };
      let opened = 0;
      for (let night = 0; night < 40; night++) {
        const story = engine.generateStory(
          { childName: 'Ada', companion: 'Owl', theme: 'Friendship', length, seed: 100 + night },
          memory as StoryMemory,
        );
        const opens = story.parts.some((id) => OPENERS.includes(id));
        const closes = story.parts.includes(CLOSER);
        expect(closes, `${length} night ${night}: ${story.parts.join(', ')}`).toBe(opens);
        if (opens) opened++;
        memory.recent.unshift(story.parts);
        if (memory.recent.length > MEMORY_DEPTH) memory.recent.pop();
      }
      // The threaded openings are told (once their ending is fresh again), not simply avoided.
      expect(opened, length).toBeGreaterThanOrEqual(2);
    }
  });

  it("keeps the real library's threads: every story closes what it opens", () => {
    const engine = createStoryEngine(STORY_LIBRARY);
    const threadOf = new Map<string, { opens: string | null; closes: string | null }>();
    for (const theme of Object.values(STORY_LIBRARY.themes))
      for (const p of [
        ...(theme?.openings ?? []),
        ...(theme?.endings ?? []),
        ...(theme?.quests.flatMap((q) => [...q.setups, ...q.payoffs]) ?? []),
      ])
        threadOf.set(p.id, p);
    for (const p of [...STORY_LIBRARY.frames.openings, ...STORY_LIBRARY.frames.endings])
      threadOf.set(p.id, p);
    const memory: { recent: string[][]; lines: number[][] } = { recent: [], lines: [] };
    for (let night = 0; night < 60; night++) {
      const theme = (['Friendship', 'Family', 'Kindness'] as const)[night % 3]!;
      const story = engine.generateStory(
        { childName: 'Ada', companion: 'Bear', theme, length: 'Medium', seed: 7 + night },
        memory as StoryMemory,
      );
      const open = new Set<string>();
      for (const id of story.parts) {
        const t = threadOf.get(id);
        if (t?.closes) expect(open.delete(t.closes), `${id} closes ${t.closes} unopened`).toBe(true);
        if (t?.opens) open.add(t.opens);
      }
      expect([...open], story.parts.join(', ')).toEqual([]);
      memory.recent.unshift(story.parts);
      if (memory.recent.length > MEMORY_DEPTH) memory.recent.pop();
    }
  });
});
