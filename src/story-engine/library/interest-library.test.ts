/**
 * The interest library (interests.story) and the interest words agree: every category has scenes and
 * mentions, each uses only the slots its interests fill, and the checker's sample interests land in the
 * categories they sample.
 */
import { describe, expect, it } from 'vitest';
import { parseMarkup, slotsOf } from '../markup.js';
import { SAMPLE_INTERESTS } from './check/index.js';
import { LIBRARY_SOURCE } from './index.js';
import { INTEREST_CATEGORY_IDS, understandInterest as u } from './interest-words.js';

const MEETS = ['animals', 'dinosaurs', 'vehicles', 'fantasy', 'sea'];

describe('the interest library', () => {
  it('has every category, each with at least 4 scenes and 4 mentions', () => {
    expect(LIBRARY_SOURCE.interests.map((c) => c.id).sort()).toEqual([...INTEREST_CATEGORY_IDS].sort());
    for (const category of LIBRARY_SOURCE.interests) {
      expect(category.scenes.length, category.id).toBeGreaterThanOrEqual(4);
      expect(category.mentions.length, category.id).toBeGreaterThanOrEqual(4);
    }
  });

  it('uses only the slots its interests fill: one and many where one can be met, pet slots for pets', () => {
    for (const category of LIBRARY_SOURCE.interests)
      for (const text of [...category.scenes.map((s) => s.text), ...category.mentions])
        for (const { name } of slotsOf(parseMarkup(text))) {
          if (name === 'interestOne' || name === 'interestMany')
            expect(MEETS, `${category.id}: ${text}`).toContain(category.id);
          if (name === 'pet' || name === 'petKind') expect(category.id, text).toBe('pet');
        }
  });

  it('starts every scene on the way', () => {
    for (const category of LIBRARY_SOURCE.interests)
      for (const scene of category.scenes) expect(scene.text.startsWith('{onward}'), scene.text).toBe(true);
  });
});

describe('the sample interests the library is checked with', () => {
  it('each land in the category they sample (generic samples may be anything at all)', () => {
    for (const [category, samples] of Object.entries(SAMPLE_INTERESTS))
      if (category !== 'generic')
        for (const sample of samples) expect(u(sample).category, sample).toBe(category);
  });
});

// ---------------------------------------------------------------------------------------------------------
