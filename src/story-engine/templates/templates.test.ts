/**
 * The template library's own rules (template-types.ts): sizes, slots, sentence shape, and wording that
 * fits animals and superheroes alike.
 */
import { describe, expect, it } from 'vitest';
import { THEMES } from '../../shared/catalogue.js';
import { TEMPLATES } from './index.js';

const SLOTS = new Set([
  'name',
  'companion',
  'Companion',
  'companionIntro',
  'companionMoves',
  'companionPower',
  'companionFeature',
  'companionSound',
  'they',
  'them',
  'their',
  'They',
  'Their',
  'favoriteColor',
  'hairColor',
  'eyeColor',
  'trait',
  'interest',
]);
const OPTIONAL = new Set(['favoriteColor', 'hairColor', 'eyeColor', 'trait', 'interest']);
const SECTIONS = ['intros', 'middles', 'developments', 'conclusions'] as const;
const MINIMUMS = { intros: 5, middles: 14, developments: 14, conclusions: 5 };

/** Approximate filled length: slots count as the words they usually become. */
function estimatedWords(template: string): number {
  const expanded = template
    .replace(/\{companionIntro\}/g, 'w w w w w w w w w w')
    .replace(/\{companion(Moves|Power)\}/g, 'w w w w w w')
    .replace(/\{companion(Feature|Sound)\}/g, 'w w w')
    .replace(/[[\]]/g, '');
  return expanded.trim().split(/\s+/).length;
}

for (const theme of THEMES) {
  describe(`${theme} templates`, () => {
    const library = TEMPLATES[theme];
    const all = SECTIONS.flatMap((section) => library[section].map((text) => ({ section, text })));

    it('has enough paragraphs in every section for a Long story never to repeat one', () => {
      for (const section of SECTIONS)
        expect(library[section].length, section).toBeGreaterThanOrEqual(MINIMUMS[section]);
    });

    it('uses only known slots, optional ones only inside [ ]', () => {
      for (const { text } of all) {
        for (const [, slot] of text.matchAll(/\{(\w+)\}/g))
          expect(SLOTS.has(slot!), `${slot} in: ${text}`).toBe(true);
        const outside = text.replace(/\[[^[\]]*\]/g, '');
        for (const [, slot] of outside.matchAll(/\{(\w+)\}/g)) {
          expect(OPTIONAL.has(slot!), `optional {${slot}} outside brackets in: ${text}`).toBe(false);
        }
        expect(/\[[^\]]*\[/.test(text), `nested brackets in: ${text}`).toBe(false);
      }
    });

    it('keeps every paragraph between 50 and 110 words', () => {
      for (const { text } of all) {
        const words = estimatedWords(text);
        expect(words, text.slice(0, 60)).toBeGreaterThanOrEqual(50);
        expect(words, text.slice(0, 60)).toBeLessThanOrEqual(110);
      }
    });

    it('names the child in every paragraph and introduces the companion in every intro', () => {
      for (const { text } of all) expect(text, text.slice(0, 60)).toContain('{name}');
      for (const intro of library.intros) expect(intro).toContain('{companionIntro}');
      for (const p of [...library.intros, ...library.conclusions])
        expect(p).toMatch(/\{[Cc]ompanion(Intro)?\}/);
    });

    it('starts sentences with {Companion} and never with {companion}', () => {
      for (const { text } of all) {
        expect(/(^|[.!?]\s+)\{companion\}/.test(text), `sentence starts with {companion}: ${text}`).toBe(
          false,
        );
        expect(/[a-z,;]\s+\{Companion\}/.test(text), `{Companion} mid-sentence: ${text}`).toBe(false);
      }
    });

    it('writes no species words of its own (the slots describe the companion)', () => {
      for (const { text } of all) {
        const own = text.replace(/\{\w+\}/g, '');
        expect(own, text.slice(0, 80)).not.toMatch(/\b(paws?|fur|furry|wings?|capes?)\b/i);
      }
    });

    it('never opens two paragraphs with the same three words', () => {
      const openings = all.map(({ text }) => text.split(/\s+/).slice(0, 3).join(' ').toLowerCase());
      const dupes = openings.filter((o, i) => openings.indexOf(o) !== i);
      expect(dupes).toEqual([]);
    });

    it('has no paragraph twice', () => {
      const texts = all.map(({ text }) => text);
      expect(new Set(texts).size).toBe(texts.length);
    });

    it('ends every paragraph with a full stop, question or exclamation mark', () => {
      for (const { text } of all) expect(text.trim(), text.slice(-40)).toMatch(/[.!?]["”’']?$/);
    });
  });
}

describe('house spelling', () => {
  // The stories are written in British English, like the rest of the product's voice.
  const AMERICAN =
    /\b(cozy|cozier|coziest|color|colors|colorful|favorite|favorites|gray|neighbor|neighbors|harbor|pajamas|traveling|traveled|realized|mom|moms|jewelry|toward|practicing|practiced|honor|flavor|humor|center|theater)\b/i;
  it('uses British spelling throughout', () => {
    for (const theme of THEMES) {
      const library = TEMPLATES[theme];
      for (const section of SECTIONS) {
        for (const text of library[section])
          expect(text.replace(/\{\w+\}/g, ''), `${theme}: ${text.slice(0, 60)}`).not.toMatch(AMERICAN);
      }
    }
  });
});
