/**
 * What a story makes of a typed interest, rule by rule, by example: countable things, the categories whose
 * scenes meet one, names as their makers write them, capitals. (The child's own and several things:
 * own-and-several.test.ts; anything at all: properties.test.ts.)
 */
import { describe, expect, it } from 'vitest';
import { isUnderstood, understandInterest } from './understand.js';
import { regularPlural } from './words.js';

const u = understandInterest;
/** The parts of an interest a story uses (not `typed`). */
const said = (typed: string) => {
  const { typed: _typed, ...rest } = u(typed);
  return rest;
};

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

describe('what the story cannot make sense of', () => {
  const understood = (typed: string) => isUnderstood(u(typed));

  it('leaves out a hand on the keys, a field filled for its own sake, or nothing usable', () => {
    for (const typed of ['asdf', 'Asdf', 'qwerty uiop', 'QWERTY', 'jkjkjk', 'sdfsdf', 'hhhh', 'zzz', 'crwth'])
      expect(understood(typed), typed).toBe(false);
    for (const typed of ['lol', 'none', 'n/a', 'xyz', '!!!', '   '])
      expect(understood(typed), typed).toBe(false);
  });

  it('keeps what it knows, names, and words it does not know that read as words', () => {
    for (const typed of [
      'horses',
      'ballet and swimming',
      'drawing horses',
      'my dog Biscuit',
      'Peppa Pig',
      'bluey',
      'Ghibli',
      'Mrs Brown',
      'hopscotch',
      'first steps',
      'street dance',
      'rhythm',
      'liberty',
      'DJ',
      'adventures',
    ])
      expect(understood(typed), typed).toBe(true);
  });
});
