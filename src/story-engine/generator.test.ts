import { describe, expect, it } from 'vitest';
import { COMPANIONS, LENGTHS, THEMES, type StoryLength } from '../shared/catalogue.js';
import { MESSAGES } from '../shared/messages.js';
import { fillTemplate, generateStory, newSeed, StoryGenerationError } from './generator.js';
import { COMPANION_VOICES } from './companions.js';

const SEEDS = [1, 42, 7777, 123456, 2_000_000_001];

describe('generateStory over every theme, companion, length and several seeds', () => {
  for (const theme of THEMES) {
    it(`${theme}: within the word range, no repeats, nothing unfilled, child and companion named`, () => {
      for (const companion of COMPANIONS) {
        for (const { name: length, minWords, maxWords } of LENGTHS) {
          for (const seed of SEEDS) {
            const story = generateStory({ childName: 'Mia', companion, theme, length, seed });
            const where = `${theme}/${companion}/${length}/${seed}`;
            expect(story.wordCount, where).toBeGreaterThanOrEqual(minWords);
            expect(story.wordCount, where).toBeLessThanOrEqual(maxWords);
            expect(new Set(story.paragraphs).size, where).toBe(story.paragraphs.length);
            expect(story.paragraphs.length, where).toBeLessThanOrEqual(30);
            expect(story.content, where).not.toMatch(/[{}[\]]|undefined|null|NaN/);
            expect(story.content, where).toContain('Mia');
            expect(story.content, where).toContain(COMPANION_VOICES[companion].ref);
            for (const p of story.paragraphs) {
              expect(p, where).toMatch(/^["“']?[A-Z]/);
              expect(p, where).toMatch(/[.!?]["”’']?$/);
            }
            expect(story.content.split('\n\n')).toEqual(story.paragraphs);
          }
        }
      }
    });
  }
});

describe('seeding', () => {
  it('the same seed regenerates the same story; another seed another', () => {
    const request = {
      childName: 'Leo',
      companion: 'Owl',
      theme: 'Courage',
      length: 'Medium' as StoryLength,
      seed: 99,
    };
    expect(generateStory(request).content).toBe(generateStory(request).content);
    expect(generateStory({ ...request, seed: 100 }).content).not.toBe(generateStory(request).content);
  });

  it('newSeed gives 31-bit integers', () => {
    for (let i = 0; i < 100; i++) {
      const seed = newSeed();
      expect(Number.isInteger(seed) && seed >= 0 && seed < 2 ** 31).toBe(true);
    }
  });

  it('golden: a fixed seed gives this exact story', () => {
    const story = generateStory({
      childName: 'Ava',
      companion: 'Bear',
      theme: 'Friendship',
      length: 'Short',
      seed: 20261122,
    });
    expect(story).toMatchSnapshot();
  });
});

describe('errors (SPEC.md §5)', () => {
  it.each([
    [{ childName: '', companion: 'Bear', theme: 'Kindness' }, MESSAGES.missingStoryInputs],
    [{ childName: 'Mia', companion: ' ', theme: 'Kindness' }, MESSAGES.missingStoryInputs],
    [{ childName: 'Mia', companion: 'Bear', theme: 'Pirates' }, MESSAGES.invalidTheme],
  ])('%o -> %s', (input, message) => {
    expect(() => generateStory({ length: 'Short', seed: 1, ...input })).toThrow(
      new StoryGenerationError(message),
    );
  });
});

describe('pronouns and customization', () => {
  const base = { childName: 'Mia', companion: 'Fox', length: 'Long' as StoryLength };

  it('fills pronoun slots from the gender, or with the name when there is none', () => {
    const values = { name: 'Mia', they: 'she', their: 'her', They: 'She', Their: 'Her', them: 'her' };
    expect(fillTemplate('{They} smiled at {their} friend.', values)).toBe('She smiled at her friend.');
    const none = { name: 'Sam', they: 'Sam', their: "Sam's", They: 'Sam', Their: "Sam's", them: 'Sam' };
    expect(fillTemplate('{They} smiled at {their} friend.', none)).toBe("Sam smiled at Sam's friend.");
  });

  it('keeps an optional segment only when its slot has a value', () => {
    expect(fillTemplate('She wore boots[, the {favoriteColor} ones].', { favoriteColor: 'red' })).toBe(
      'She wore boots, the red ones.',
    );
    expect(fillTemplate('She wore boots[, the {favoriteColor} ones].', {})).toBe('She wore boots.');
  });

  it('a boy profile reads "he"/"his"; no profile never says he or she of the child', () => {
    let sawHe = false;
    for (const theme of THEMES) {
      for (const seed of SEEDS) {
        const boy = generateStory({ ...base, theme, seed, profile: { gender: 'Boy' } });
        if (/\b(he|his|him)\b/i.test(boy.content)) sawHe = true;
        expect(boy.content).not.toMatch(/\bMia's Mia\b/);
      }
    }
    expect(sawHe).toBe(true);
  });

  it('PREMIUM customization weaves in profile details; without it they never appear', () => {
    const profile = {
      gender: 'Girl',
      favoriteColor: 'Turquoise',
      hairColor: 'Auburn',
      eyeColor: 'Hazel',
      personality: ['Curious'],
      interests: ['Volcanoes'],
    };
    let woven = 0;
    for (const theme of THEMES) {
      for (const seed of SEEDS) {
        const custom = generateStory({ ...base, theme, seed, profile, customize: true });
        const plain = generateStory({ ...base, theme, seed, profile, customize: false });
        if (/\b(turquoise|auburn|hazel|curious|volcanoes)\b/i.test(custom.content)) woven++;
        expect(plain.content).not.toMatch(/\b(turquoise|auburn|hazel|volcanoes)\b/i);
        expect(custom.content).not.toMatch(/[{}[\]]/);
      }
    }
    expect(woven).toBeGreaterThan(THEMES.length * SEEDS.length * 0.8);
  });
});

describe('metadata', () => {
  it('fills reading level, age range, keywords and category', () => {
    const story = generateStory({
      childName: 'Noah',
      companion: 'Star Voyager',
      theme: 'Adventure',
      length: 'Medium',
      seed: 5,
    });
    expect(story.metadata.readingLevel).toMatch(/^(Kindergarten|Grade \d+\.\d)$/);
    expect(story.metadata.ageRange).toBe('4-7');
    expect(story.metadata.category).toBe('Superheroes');
    expect(story.metadata.keywords.slice(0, 2)).toEqual(['adventure', 'star voyager']);
    expect(story.metadata.keywords.length).toBeGreaterThan(3);
    expect(story.metadata.keywords).not.toContain('noah');
  });
});
