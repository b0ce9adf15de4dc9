/**
 * A night with a life moment (issue 30): the moment is raised right after the opening, rehearsed in a
 * scene on the way and closed by its own ending, in any theme, length and age; nights running hear new
 * moment passages.
 */
import { describe, expect, it } from 'vitest';
import { STORY_LENGTHS, THEMES } from '../../shared/catalogue.js';
import { MOMENTS, type Moment } from '../../shared/moments.js';
import { createStoryEngine } from '../generator.js';
import { STORY_LIBRARY } from '../library/index.js';
import { lengthInfo } from '../../shared/catalogue.js';
import type { StoryRequest } from './request.js';

const engine = createStoryEngine(STORY_LIBRARY);
const request = (moment: Moment | null, over: Partial<StoryRequest> = {}): StoryRequest => ({
  childName: 'Ravi',
  companion: 'Owl',
  theme: 'Kindness',
  length: 'Medium',
  seed: 7,
  age: 5,
  moment,
  ...over,
});

describe('a story for a life moment', () => {
  it('every moment, in every theme and length: raised second, rehearsed on the way, closed last', () => {
    let seed = 1;
    for (const moment of MOMENTS)
      for (const theme of THEMES)
        for (const length of STORY_LENGTHS) {
          const age = (seed % 11) + 2;
          const story = engine.generateStory(request(moment, { theme, length, seed: seed++, age }));
          const where = `${moment}, ${theme}, ${length}`;
          expect(story.parts[1], where).toMatch(new RegExp(`^moment\\.${moment}\\.r\\.`));
          expect(story.parts.at(-1), where).toMatch(new RegExp(`^moment\\.${moment}\\.c\\.`));
          const rehearsals = story.parts.filter((p) => p.startsWith(`moment.${moment}.h.`));
          // A Short story for an 8-to-12-year-old (their passages run longer) may have no room for it at
          // times: the bench counts how often (bench/stories.ts, "Moments").
          if (length === 'Short' && age > 7) expect(rehearsals.length, where).toBeLessThanOrEqual(1);
          else expect(rehearsals, where).toHaveLength(1);
          // The rehearsal is a scene on the way: after the set-up, before the pay-off.
          for (const rehearsal of rehearsals) {
            const at = story.parts.indexOf(rehearsal);
            expect(at, where).toBeGreaterThan(2);
            expect(at, where).toBeLessThan(story.parts.length - 2);
          }
          // No theme ending: the moment's own closes the night.
          expect(
            story.parts.filter((p) => /\.e\./.test(p)),
            where,
          ).toEqual([]);
          expect(story.settings.at(-1), where).toBe('bedroom');
          const { minWords, maxWords } = lengthInfo(length);
          expect(story.wordCount, where).toBeGreaterThanOrEqual(minWords);
          expect(story.wordCount, where).toBeLessThanOrEqual(maxWords);
        }
  });

  it('a story without a moment tells no moment passage, and ends on its theme', () => {
    const story = engine.generateStory(request(null));
    expect(story.parts.some((p) => p.startsWith('moment.'))).toBe(false);
  });

  it('three nights running with the same moment: a new raising, rehearsal and ending each night', () => {
    for (const moment of MOMENTS) {
      const recent: string[][] = [];
      const heard = new Set<string>();
      for (let night = 0; night < 3; night++) {
        const story = engine.generateStory(request(moment, { seed: 100 + night, theme: THEMES[night]! }), {
          recent,
        });
        for (const part of story.parts.filter((p) => p.startsWith('moment.'))) {
          expect(heard.has(part), `${moment}, night ${night + 1}: ${part}`).toBe(false);
          heard.add(part);
        }
        recent.unshift(story.parts);
      }
    }
  });
});
