/**
 * What a story makes of a typed interest (interest-words.ts): each rule by example, then properties over
 * anything a parent could type.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseMarkup, renderMarkup, slotsOf } from '../markup.js';
import { SAMPLE_INTERESTS } from './check.js';
import { INTEREST_CATEGORY_IDS, regularPlural, understandInterest, type Interest } from './interest-words.js';
import { LIBRARY_SOURCE } from './index.js';

const u = understandInterest;
/** The parts of an interest a story uses (not `typed`). */
const said = (typed: string) => {
  const { typed: _typed, ...rest } = u(typed);
  return rest;
};
/** The topic as a story says it for a girl. */
const forGirl = (interest: Interest) =>
  renderMarkup(parseMarkup(interest.topic), {
    band: 'middle',
    choose: () => 0,
    slot: (name) => (name === 'their' ? 'her' : undefined),
  });

const MARKUP = /[{}[\]<>|]/;
const MEETS = ['animals', 'dinosaurs', 'vehicles', 'fantasy', 'sea'];

describe('countable things', () => {
  it('says them in the plural after "loved", with one of them when one appears', () => {
    expect(said('horse')).toEqual({
      category: 'animals',
      topic: 'horses',
      one: 'a horse',
      many: 'horses',
      species: 'horse',
    });
    expect(said('horses')).toMatchObject({ topic: 'horses', one: 'a horse' });
    expect(said('a horse')).toMatchObject({ topic: 'horses', one: 'a horse' });
    expect(said('the horses')).toMatchObject({ topic: 'horses', one: 'a horse' });
    expect(said('dinosaurs')).toEqual({
      category: 'dinosaurs',
      topic: 'dinosaurs',
      one: 'a dinosaur',
      many: 'dinosaurs',
    });
    expect(said('fire engine')).toEqual({
      category: 'vehicles',
      topic: 'fire engines',
      one: 'a fire engine',
      many: 'fire engines',
    });
    expect(said('unicorn')).toMatchObject({ category: 'fantasy', topic: 'unicorns', one: 'a unicorn' });
  });

  const IRREGULAR: [string, string][] = [
    ['mouse', 'mice'],
    ['wolf', 'wolves'],
    ['sheep', 'sheep'],
    ['goose', 'geese'],
    ['deer', 'deer'],
    ['fish', 'fish'],
    ['octopus', 'octopuses'],
    ['pony', 'ponies'],
    ['butterfly', 'butterflies'],
    ['fox', 'foxes'],
    ['fairy', 'fairies'],
    ['elf', 'elves'],
    ['princess', 'princesses'],
    ['witch', 'witches'],
    ['superhero', 'superheroes'],
    ['bus', 'buses'],
    ['lorry', 'lorries'],
    ['volcano', 'volcanoes'],
    ['calf', 'calves'],
    ['leaf', 'leaves'],
    ['story', 'stories'],
    ['jellyfish', 'jellyfish'],
    ['triceratops', 'triceratops'],
    ['stegosaurus', 'stegosauruses'],
    ['donkey', 'donkeys'],
    ['T-rex', 'T-rexes'],
  ];
  it('knows irregular plurals, both ways', () => {
    for (const [one, many] of IRREGULAR) {
      expect(u(one).many, one).toBe(many);
      expect(u(many).one?.replace(/^an? /, ''), many).toBe(one);
    }
  });

  it('writes T-rex one way however it is typed', () => {
    for (const typed of ['T-Rex', 't rex', 'T. rex', 'trex', 'Tyrannosaurus rex', '🦖'])
      expect(said(typed), typed).toMatchObject({ category: 'dinosaurs', topic: 'T-rexes', one: 'a T-rex' });
  });

  it('chooses a or an', () => {
    expect(u('elephant').one).toBe('an elephant');
    expect(u('octopus').one).toBe('an octopus');
    expect(u('unicorn').one).toBe('a unicorn');
    expect(u('owls').one).toBe('an owl');
  });

  it('keeps a word or two in front of a known thing', () => {
    expect(said('pink unicorn')).toMatchObject({
      category: 'fantasy',
      topic: 'pink unicorns',
      one: 'a pink unicorn',
    });
    expect(said('baby dragons')).toMatchObject({ topic: 'baby dragons', one: 'a baby dragon' });
    expect(said('polar bears')).toMatchObject({ category: 'animals', one: 'a polar bear', species: 'bear' });
    expect(said('disney princesses')).toMatchObject({ topic: 'Disney princesses', one: 'a Disney princess' });
    // but not a verb: 'drawing horses' is drawing
    expect(said('drawing horses')).toMatchObject({ category: 'art', topic: 'drawing horses' });
  });

  it('gives the species the companion may share, so the opening says the child loves its kind', () => {
    expect(u('foxes').species).toBe('fox');
    expect(u('bunnies').species).toBe('rabbit');
    expect(u('kittens').species).toBe('cat');
    expect(u('my puppy').species).toBe('dog');
    expect(u('dinosaurs').species).toBeUndefined();
  });

  it('has a regular plural for anything else', () => {
    expect(['box', 'brush', 'cherry', 'toy', 'kite'].map(regularPlural)).toEqual([
      'boxes',
      'brushes',
      'cherries',
      'toys',
      'kites',
    ]);
  });
});

describe('the categories whose scenes meet one', () => {
  it('always have one that fits, even for a topic that is not a creature', () => {
    expect(said('the ocean')).toEqual({
      category: 'sea',
      topic: 'the ocean',
      one: 'a dolphin',
      many: 'dolphins',
    });
    expect(said('shells')).toMatchObject({ category: 'sea', topic: 'shells', one: 'a dolphin' });
    expect(said('fossils')).toMatchObject({ category: 'dinosaurs', topic: 'fossils', one: 'a dinosaur' });
    expect(said('magic')).toMatchObject({ category: 'fantasy', topic: 'magic', one: 'a wizard' });
    expect(said('Harry Potter')).toMatchObject({
      category: 'fantasy',
      topic: 'Harry Potter',
      one: 'a wizard',
    });
    expect(said('spiderman')).toMatchObject({ category: 'fantasy', topic: 'Spider-Man', one: 'a superhero' });
    expect(said('Hot Wheels')).toMatchObject({
      category: 'vehicles',
      one: 'a Hot Wheels car',
      many: 'Hot Wheels cars',
    });
    expect(said('the zoo')).toMatchObject({ category: 'animals', topic: 'the zoo', one: 'an animal' });
    expect(said('horse riding')).toMatchObject({
      category: 'animals',
      topic: 'horse riding',
      one: 'a horse',
    });
    expect(said('playing with toy trains')).toMatchObject({ category: 'vehicles', one: 'a train' });
  });
});

describe('names as their makers write them', () => {
  it('writes a brand or a title the maker’s way', () => {
    expect(said('minecraft')).toEqual({ category: 'building', topic: 'Minecraft' });
    expect(said('MINECRAFT')).toMatchObject({ topic: 'Minecraft' });
    expect(said('lego')).toMatchObject({ category: 'building', topic: 'LEGO' });
    expect(said('pokemon')).toMatchObject({ category: 'games', topic: 'Pokémon' });
    expect(said('paw patrol')).toMatchObject({ topic: 'PAW Patrol' });
    expect(said('peppa')).toMatchObject({ category: 'generic', topic: 'Peppa Pig' });
    expect(said('star wars')).toMatchObject({ category: 'space', topic: 'Star Wars' });
    expect(said('the gruffalo')).toMatchObject({ category: 'books', topic: 'The Gruffalo' });
    expect(said('play doh')).toMatchObject({ category: 'art', topic: 'Play-Doh' });
  });

  it("keeps the parent's own way of writing the same name", () => {
    expect(u('Lego').topic).toBe('Lego');
    expect(u('LEGO').topic).toBe('LEGO');
    expect(u('Peppa Pig').topic).toBe('Peppa Pig');
    expect(u('Paw Patrol').topic).toBe('Paw Patrol');
  });

  it('finds names inside longer text', () => {
    expect(said('playing minecraft')).toMatchObject({ category: 'building', topic: 'playing Minecraft' });
    expect(said('building lego')).toMatchObject({ category: 'building', topic: 'building LEGO' });
  });

  it('does not take My Little Pony for the child’s own pony', () => {
    expect(said('my little pony')).toMatchObject({
      category: 'fantasy',
      topic: 'My Little Pony',
      one: 'a little pony',
    });
  });
});

describe('capitals', () => {
  it('drops a capital that comes from typing', () => {
    expect(u('Dinosaurs').topic).toBe('dinosaurs');
    expect(u('DINOSAURS').topic).toBe('dinosaurs');
    expect(u('Drawing').topic).toBe('drawing');
    expect(u('Baking Cakes').topic).toBe('baking cakes');
    expect(u('Climbing Trees').topic).toBe('climbing trees');
  });

  it('keeps a capital that may be a name', () => {
    expect(u('Luna').topic).toBe('Luna');
    expect(u('Paris').topic).toBe('Paris');
    expect(u('Grandma Rose').topic).toBe('Grandma Rose');
    expect(u('NASA').topic).toBe('NASA');
  });
});

describe("the child's own", () => {
  it('says a pet with the child’s pronoun, its name and its kind', () => {
    expect(said('my cat Luna')).toEqual({
      category: 'pet',
      topic: '{their} cat Luna',
      petName: 'Luna',
      petKind: 'cat',
      species: 'cat',
    });
    expect(forGirl(u('my cat Luna'))).toBe('her cat Luna');
    expect(said('our dog Max')).toMatchObject({
      category: 'pet',
      topic: '{their} dog Max',
      petName: 'Max',
      petKind: 'dog',
    });
    expect(said('my hamster')).toEqual({
      category: 'pet',
      topic: '{their} hamster',
      petKind: 'hamster',
      species: 'hamster',
    });
  });

  it('understands a pet however it is typed', () => {
    for (const typed of [
      'my cat luna',
      'MY CAT LUNA',
      'My cat Luna.',
      'Luna (my cat)',
      'Luna, my cat',
      'my cat called Luna',
      'my cat is called luna',
    ])
      expect(said(typed), typed).toMatchObject({
        category: 'pet',
        topic: '{their} cat Luna',
        petName: 'Luna',
        petKind: 'cat',
      });
    expect(said('my fluffy cat Luna')).toMatchObject({
      category: 'pet',
      topic: '{their} fluffy cat Luna',
      petKind: 'cat',
    });
    expect(said('my pet rabbit Flopsy')).toMatchObject({
      category: 'pet',
      topic: '{their} pet rabbit Flopsy',
      petKind: 'rabbit',
      species: 'rabbit',
    });
    expect(said('his goldfish')).toMatchObject({
      category: 'pet',
      topic: '{their} goldfish',
      petKind: 'goldfish',
    });
  });

  it('says several pets as animals of theirs', () => {
    expect(said('our dogs')).toMatchObject({
      category: 'animals',
      topic: '{their} dogs',
      one: 'a dog',
      many: 'dogs',
    });
  });

  it('says the child’s people with the child’s pronoun', () => {
    expect(said('my grandma Rose')).toEqual({
      category: 'generic',
      topic: '{their} grandma Rose',
      petName: 'Rose',
      petKind: 'grandma',
    });
    expect(said('my grandma rose')).toMatchObject({ topic: '{their} grandma Rose', petName: 'Rose' });
    expect(said('grandma rose')).toMatchObject({ topic: '{their} grandma Rose' });
    expect(said('my big sister')).toMatchObject({ category: 'generic', topic: '{their} big sister' });
    expect(said('grandma')).toMatchObject({ topic: '{their} grandma' });
    expect(said('family')).toMatchObject({ topic: '{their} family' });
    expect(said('mummy and daddy')).toMatchObject({ topic: '{their} mummy and {their} daddy' });
    expect(forGirl(u('my big sister'))).toBe('her big sister');
  });

  it('understands anything else of theirs as itself', () => {
    expect(said('my bike')).toMatchObject({ category: 'vehicles', topic: '{their} bike', one: 'a bike' });
    expect(said('my lego')).toMatchObject({ category: 'building', topic: '{their} LEGO' });
    expect(said('my teddy mr snuggles')).toMatchObject({
      category: 'generic',
      topic: '{their} teddy Mr Snuggles',
    });
    expect(said('cuddles with my dad')).toMatchObject({ topic: 'cuddles with {their} dad' });
  });
});

describe('several things in one', () => {
  it('joins them as a parent would, the first with a category giving it', () => {
    expect(said('cats and dogs')).toEqual({
      category: 'animals',
      topic: 'cats and dogs',
      one: 'a cat',
      many: 'cats and dogs',
      species: 'cat',
    });
    expect(said('cats & dogs')).toMatchObject({ topic: 'cats and dogs' });
    expect(said('trains/planes')).toMatchObject({ category: 'vehicles', topic: 'trains and planes' });
    expect(said('pink and purple')).toEqual({ category: 'generic', topic: 'pink and purple' });
    expect(said('Lego, Minecraft and Roblox')).toMatchObject({
      category: 'building',
      topic: 'Lego, Minecraft and Roblox',
    });
    expect(said('Peppa Pig and dinosaurs')).toMatchObject({
      category: 'dinosaurs',
      topic: 'Peppa Pig and dinosaurs',
      one: 'a dinosaur',
    });
    expect(said('unicorns and rainbows')).toMatchObject({
      category: 'fantasy',
      topic: 'unicorns and rainbows',
      one: 'a unicorn',
      many: 'unicorns',
    });
    expect(said('my cat Luna and my dog Max')).toMatchObject({
      category: 'pet',
      topic: '{their} cat Luna and {their} dog Max',
      petName: 'Luna',
    });
  });

  it('keeps a name or a game with "and" in it whole', () => {
    expect(said('Ben and Holly')).toEqual({ category: 'generic', topic: 'Ben and Holly' });
    expect(said('hide and seek')).toEqual({ category: 'games', topic: 'hide and seek' });
    expect(said('arts and crafts')).toMatchObject({ category: 'art', topic: 'arts and crafts' });
  });

  it('says at most three, once each', () => {
    expect(u('cats, dogs, horses, pigs and cows').topic).toBe('cats, dogs and horses');
    expect(u('horses and horses').topic).toBe('horses');
  });
});

describe('what parents type around the interest', () => {
  it('drops "loves" and friends, and says an activity as one', () => {
    expect(u('she loves horses').topic).toBe('horses');
    expect(u('Loves dinosaurs!!!').topic).toBe('dinosaurs');
    expect(u('is obsessed with trains').topic).toBe('trains');
    expect(u('anything to do with space').topic).toBe('space');
    expect(said('likes to draw')).toMatchObject({ category: 'art', topic: 'drawing' });
    expect(said('play football')).toMatchObject({ category: 'sport', topic: 'playing football' });
    expect(said('swim')).toMatchObject({ category: 'sport', topic: 'swimming' });
  });

  it('reads some things with "the", and says them in British English', () => {
    expect(u('ocean').topic).toBe('the ocean');
    expect(u('piano').topic).toBe('the piano');
    expect(u('drums').topic).toBe('the drums');
    expect(u('coloring').topic).toBe('colouring');
    expect(u('math').topic).toBe('maths');
  });

  it('keeps what it has not met as typed, trimmed', () => {
    const knitting = u('  knitting  ');
    expect(knitting.typed).toBe('knitting');
    expect(knitting.topic).toBe('knitting');
    expect(u('origami').topic).toBe('origami');
    expect(u('Mr. Whiskers').topic).toBe('Mr Whiskers');
  });
});

describe('odd input', () => {
  it('reads "adventures" when nothing usable was typed', () => {
    for (const typed of ['', '   ', '\n\t', '...', '123', '🫠', 'my', '{}[]<>|', '\u0000\u0007'])
      expect(said(typed), JSON.stringify(typed)).toEqual({ category: 'generic', topic: 'adventures' });
  });

  it('understands emoji when they are all there is, and drops them otherwise', () => {
    expect(said('🦄')).toMatchObject({ category: 'fantasy', topic: 'unicorns', one: 'a unicorn' });
    expect(said('🦄🌈')).toMatchObject({ category: 'fantasy', topic: 'unicorns and rainbows' });
    expect(said('⚽️')).toMatchObject({ category: 'sport', topic: 'football' });
    expect(said('unicorns 🦄✨')).toMatchObject({ topic: 'unicorns' });
    expect(said('LEGO®')).toMatchObject({ topic: 'LEGO' });
  });

  it('never lets markup through', () => {
    expect(u('{name} [hair] <little: hi> |dogs|').topic).not.toMatch(MARKUP);
    expect(u('my {cat} Luna').topic).toBe('{their} cat Luna');
  });

  it('cuts very long text to its first clause or the thing it names', () => {
    expect(u('playing with toy trains in the garden every single day of the week').topic).toBe(
      'playing with toy trains',
    );
    expect(
      u('she spends all day every day talking about how much she loves her dinosaurs collection').topic
        .length,
    ).toBeLessThanOrEqual(48);
    expect(u('x'.repeat(10_000)).topic).toBe('adventures');
    expect(u('dinosaurs '.repeat(500)).topic).toBe('dinosaurs');
  });
});

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

/** What must hold for anything typed. */
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
