/**
 * The child's details in a Premium story of the real library: written in, never pasted in (issue 28,
 * point 4). A look or colour of the child is said at most DETAIL_TIMES a story; an interest the story
 * cannot make sense of is never read out.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { COMPANIONS, LENGTHS, THEMES } from '../../shared/catalogue.js';
import { createStoryEngine } from '../generator.js';
import { STORY_LIBRARY } from '../library/index.js';
import { DETAIL_TIMES } from './story-state.js';

const engine = createStoryEngine(STORY_LIBRARY);
const times = (text: string, phrase: string) => text.toLowerCase().split(phrase).length - 1;

describe("the child's looks and colour", () => {
  it(`are each said at most ${DETAIL_TIMES} times in a story, whatever the theme, length and companion`, () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...THEMES),
        fc.constantFrom(...LENGTHS.map((l) => l.name)),
        fc.constantFrom(...COMPANIONS),
        fc.integer({ min: 0, max: 2 ** 31 - 1 }),
        fc.integer({ min: 2, max: 12 }),
        (theme, length, companion, seed, age) => {
          const story = engine.generateStory({
            childName: 'Kai',
            companion,
            theme,
            length,
            seed,
            age,
            customize: true,
            profile: {
              gender: 'Boy',
              age,
              hairColor: 'Black',
              eyeColor: 'Hazel',
              favoriteColor: 'Sky blue',
              interests: ['dinosaurs'],
            },
          });
          const text = story.content;
          expect(times(text, 'black hair') + times(text, 'black fringe'), text).toBeLessThanOrEqual(
            DETAIL_TIMES,
          );
          expect(times(text, 'hazel eyes'), text).toBeLessThanOrEqual(DETAIL_TIMES);
          expect(times(text, 'sky blue'), text).toBeLessThanOrEqual(DETAIL_TIMES);
        },
      ),
      { numRuns: 300, seed: 28 },
    );
  });
});

describe('interests the story cannot make sense of', () => {
  it('are never read out; the ones it understands still are', () => {
    for (const theme of THEMES)
      for (const length of ['Short', 'Medium'] as const) {
        const request = {
          childName: 'Mia',
          companion: 'Owl' as const,
          theme,
          length,
          seed: 11,
          age: 6,
          customize: true,
        };
        const odd = engine.generateStory({
          ...request,
          profile: { gender: 'Girl', age: 6, interests: ['asdf', 'qwerty uiop', 'lol'] },
        });
        expect(odd.content).not.toMatch(/asdf|qwerty|uiop|\blol\b/i);
        const mixed = engine.generateStory({
          ...request,
          profile: { gender: 'Girl', age: 6, interests: ['asdf', 'horses'] },
        });
        expect(mixed.content).not.toMatch(/asdf/i);
        expect(mixed.content, `${theme} ${length}`).toMatch(/horse/i);
      }
  });
});
