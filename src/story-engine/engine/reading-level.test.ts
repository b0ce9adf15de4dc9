/**
 * Ages 10-12 read older (issue 28): where the memory leaves a choice, the engine takes the passages whose
 * own 10-12 telling reads at grade 4 or more, so a 10-year-old is not told the 9-year-old's story.
 */
import { describe, expect, it } from 'vitest';
import { THEMES } from '../../shared/catalogue.js';
import { createStoryEngine } from '../generator.js';
import type { CompiledPassage } from '../library/compiled.js';
import { STORY_LIBRARY } from '../library/index.js';

const engine = createStoryEngine(STORY_LIBRARY);
const passages = new Map<string, CompiledPassage>(
  [
    ...Object.values(STORY_LIBRARY.themes).flatMap((t) => [
      ...t!.openings,
      ...t!.quests.flatMap((q) => [...q.setups, ...q.payoffs]),
      ...t!.scenes,
      ...t!.endings,
    ]),
    ...STORY_LIBRARY.journeys,
    ...STORY_LIBRARY.frames.openings,
    ...STORY_LIBRARY.frames.endings,
  ].map((p) => [p.id, p]),
);

/** The mean 10-12 grade of the library passages a child of this age is told, over the same requests. */
function gradeOfChosen(age: number): number {
  const grades: number[] = [];
  for (const theme of THEMES)
    for (let seed = 1; seed <= 4; seed++) {
      const story = engine.generateStory({
        childName: 'Sam',
        companion: 'Owl',
        theme,
        length: 'Medium',
        seed,
        age,
      });
      for (const id of story.parts) {
        const passage = passages.get(id);
        if (passage) grades.push(passage.grades.eldest);
      }
    }
  return grades.reduce((a, b) => a + b, 0) / grades.length;
}

describe('the reading level of a 10-to-12-year-old', () => {
  it('is told the passages with their own older telling where the memory leaves a choice', () => {
    const nine = gradeOfChosen(9);
    const eleven = gradeOfChosen(11);
    // Without the preference both ages are told the same passages (the same seeds), a difference of 0.
    expect(eleven - nine).toBeGreaterThanOrEqual(0.3);
  });
});
