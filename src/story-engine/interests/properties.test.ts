/**
 * What a story makes of anything a parent could type (properties): safe, short, no markup but the child's
 * pronoun; and every known word pluralises right.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseMarkup, slotsOf } from '../markup.js';
import { INTEREST_CATEGORY_IDS } from './types.js';
import { understandInterest } from './understand.js';

const u = understandInterest;
const MARKUP = /[{}[\]<>|]/;
const MEETS = ['animals', 'dinosaurs', 'vehicles', 'fantasy', 'sea'];

function expectSafe(typed: string) {
  const interest = u(typed);
  const { topic } = interest;
  expect(INTEREST_CATEGORY_IDS).toContain(interest.category);
  // A topic: something to say, with no markup but the child's pronoun, and no raw 'my'.
  expect(topic.replace(/\{their\}/g, '')).not.toMatch(MARKUP);
  // 'My Little Pony' is a name, in whatever capitals the parent typed it.
  expect(topic.replace(/\{their\}/g, '').replace(/My Little Pony/i, '')).not.toMatch(
    /(^|[\s,])(my|our)(\s|$)/i,
  );
  expect(topic).toMatch(/[\p{L}\p{N}]/u);
  expect(topic).toBe(topic.trim());
  expect(topic).not.toMatch(/\s{2}|^\{their\}$|\{their\}$/);
  expect(topic).not.toMatch(/[.!?;:]$/);
  expect(topic.length).toBeLessThanOrEqual(60);
  expect(slotsOf(parseMarkup(topic)).every((s) => s.name === 'their')).toBe(true);
  // The rest is said as it is: plain text.
  for (const value of [interest.one, interest.many, interest.petName, interest.petKind, interest.species])
    if (value !== undefined) {
      expect(value).not.toMatch(MARKUP);
      expect(value.trim()).not.toBe('');
    }
  if (MEETS.includes(interest.category)) {
    expect(interest.one).toMatch(/^(a|an) \S/);
    expect(interest.many).toBeTruthy();
  }
  if (interest.category === 'pet') expect(interest.petKind).toBeTruthy();
}

/** Property runs generate a lot of text: give them time on a busy machine. */
const PROPERTY_TIMEOUT = 30_000;

const WORDS = [
  'my',
  'our',
  'My',
  'her',
  'the',
  'a',
  'and',
  ',',
  '&',
  '/',
  'loves',
  'she',
  'to',
  'cat',
  'Luna',
  'luna',
  'dog',
  'horse',
  'horses',
  'mice',
  'pink',
  'purple',
  'LEGO',
  'minecraft',
  'Peppa',
  'Pig',
  'grandma',
  'Rose',
  'big',
  'sister',
  'dinosaurs',
  'T-Rex',
  'draw',
  'playing',
  'football',
  'ocean',
  'piano',
  'little',
  'pony',
  'called',
  '🦄',
  '🌈',
  '🦖',
  '👍🏽',
  '{',
  '}',
  '[',
  ']',
  '<',
  '>',
  '|',
  '{their}',
  '<little:',
  '(',
  ')',
  '!',
  '.',
  '...',
  '  ',
  '\t',
  '\n',
  'ÉLODIE',
  'zoë',
  'ドラゴン',
  'x'.repeat(80),
  'hide',
  'seek',
  'Ben',
  'Holly',
  'my my',
];

describe('anything typed', () => {
  it(
    'gives a topic that is safe to say: no markup, no raw "my", never empty',
    () => {
      fc.assert(fc.property(fc.string({ unit: 'binary', maxLength: 200 }), expectSafe), { numRuns: 1000 });
      fc.assert(fc.property(fc.string({ unit: 'grapheme', maxLength: 60 }), expectSafe), { numRuns: 300 });
    },
    PROPERTY_TIMEOUT,
  );

  it('says each part without the full stop typed after it (found by the property below)', () => {
    expectSafe('my.,my');
    expectSafe('!my mysisteroceanlittle.)My');
    expect(u('dinosaurs., trains!').topic).not.toMatch(/[.!]/);
  });

  it(
    'gives a safe topic for any mix of the words parents type',
    () => {
      fc.assert(
        fc.property(
          fc.array(fc.constantFrom(...WORDS), { maxLength: 12 }),
          fc.constantFrom(' ', '', ' ,'),
          (words, separator) => expectSafe(words.join(separator)),
        ),
        { numRuns: 1500 },
      );
    },
    PROPERTY_TIMEOUT,
  );

  it(
    'is the same for the same text, whatever the spacing around it',
    () => {
      fc.assert(
        fc.property(
          fc.array(fc.constantFrom(...WORDS.filter((w) => w.trim())), { minLength: 1, maxLength: 6 }),
          fc.constantFrom(' ', '  ', '\t'),
          (words, gap) => {
            const { typed: _a, ...one } = u(words.join(' '));
            const { typed: _b, ...other } = u(`  ${words.join(gap)}\n`);
            expect(other).toEqual(one);
          },
        ),
        { numRuns: 500 },
      );
    },
    PROPERTY_TIMEOUT,
  );
});

describe('known words pluralise right', () => {
  const KNOWN: [string, string][] = [
    ['horse', 'horses'],
    ['pony', 'ponies'],
    ['mouse', 'mice'],
    ['wolf', 'wolves'],
    ['sheep', 'sheep'],
    ['goose', 'geese'],
    ['fox', 'foxes'],
    ['butterfly', 'butterflies'],
    ['octopus', 'octopuses'],
    ['jellyfish', 'jellyfish'],
    ['dinosaur', 'dinosaurs'],
    ['stegosaurus', 'stegosauruses'],
    ['unicorn', 'unicorns'],
    ['fairy', 'fairies'],
    ['elf', 'elves'],
    ['princess', 'princesses'],
    ['bus', 'buses'],
    ['lorry', 'lorries'],
    ['digger', 'diggers'],
    ['fire engine', 'fire engines'],
    ['robot', 'robots'],
    ['volcano', 'volcanoes'],
    ['leaf', 'leaves'],
    ['story', 'stories'],
  ];
  const typing = (word: string, style: number) =>
    [
      word,
      word.toUpperCase(),
      word.charAt(0).toUpperCase() + word.slice(1),
      `a ${word}`,
      `the ${word}`,
      `${word}!`,
    ][style]!;

  it('from the singular, however it is typed', () => {
    fc.assert(
      fc.property(fc.constantFrom(...KNOWN), fc.integer({ min: 0, max: 5 }), ([one, many], style) => {
        const interest = u(typing(one, style));
        expect(interest.many).toBe(many);
        expect(interest.topic).toBe(many);
        expect(interest.one).toBe(`${/^[aeiou]/.test(one) && !/^uni/.test(one) ? 'an' : 'a'} ${one}`);
      }),
    );
  });

  it('from the plural, however it is typed', () => {
    fc.assert(
      fc.property(fc.constantFrom(...KNOWN), fc.integer({ min: 0, max: 5 }), ([one, many], style) => {
        const interest = u(typing(many, style));
        expect(interest.topic).toBe(many);
        expect(interest.one?.replace(/^an? /, '')).toBe(one);
      }),
    );
  });
});
