/**
 * The whole library keeps its own rules (check.ts): every passage rendered every way a child could hear
 * it, sizes, grades per age, spelling. A writer's mistake fails here, not at a child's bedside.
 */
import { describe, expect, it } from 'vitest';
import { THEMES } from '../../shared/catalogue.js';
import {
  checkInterests,
  checkJourneys,
  checkTheme,
  checkTraits,
  checkVoices,
  type CheckReport,
} from './check.js';
import { LIBRARY_PLACES, LIBRARY_SOURCE } from './index.js';

const allQuests = LIBRARY_SOURCE.themes.flatMap((t) => t.quests);
const problems = (report: CheckReport) => report.errors.map((e) => `${e.where}: ${e.message}`);

describe('the story library', () => {
  for (const theme of THEMES) {
    it(`${theme}: every passage reads right every way, and the theme is large enough`, () => {
      const library = LIBRARY_SOURCE.themes.find((t) => t.theme === theme);
      expect(library, theme).toBeDefined();
      expect(problems(checkTheme(library!, LIBRARY_SOURCE.voices, LIBRARY_PLACES))).toEqual([]);
    });
  }

  it('journeys: each reads right with every quest of every theme, and there are enough', () => {
    expect(
      problems(checkJourneys(LIBRARY_SOURCE.journeys, LIBRARY_SOURCE.voices, allQuests, LIBRARY_PLACES)),
    ).toEqual([]);
  });

  it('companions: each moves, sounds and helps in its own words, several of each', () => {
    expect(problems(checkVoices(LIBRARY_SOURCE.voices, LIBRARY_PLACES))).toEqual([]);
  });

  it('traits: each shows itself in the moments it fits', () => {
    expect(problems(checkTraits(LIBRARY_SOURCE.traits, LIBRARY_SOURCE.voices, LIBRARY_PLACES))).toEqual([]);
  });

  it('interests: every category has scenes and mentions that read right with its sample interests', () => {
    expect(
      problems(checkInterests(LIBRARY_SOURCE.interests, LIBRARY_SOURCE.voices, allQuests, LIBRARY_PLACES)),
    ).toEqual([]);
  });
});
