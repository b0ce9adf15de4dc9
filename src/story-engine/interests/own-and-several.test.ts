/**
 * What a story makes of a typed interest, by example: the child's own pets and people, several things in
 * one, what parents type around the interest, and odd input.
 */
import { describe, expect, it } from 'vitest';
import { parseMarkup, renderMarkup } from '../markup.js';
import { understandInterest } from './understand.js';
import type { Interest } from './types.js';

const u = understandInterest;
const MARKUP = /[{}[\]<>|]/;
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
