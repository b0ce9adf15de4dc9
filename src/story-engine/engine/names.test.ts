/**
 * Names (issue 28, point 6): no side character shares the child's name; a name typed in capitals reads
 * as a name; a child with no gender given is never an ambiguous 'they' beside the companion.
 */
import { describe, expect, it } from 'vitest';
import { THEMES } from '../../shared/catalogue.js';
import { createStoryEngine } from '../generator.js';
import { STORY_LIBRARY } from '../library/index.js';
import { sentencesOf } from '../prose.js';
import { sharesNameWith } from './plan.js';

const engine = createStoryEngine(STORY_LIBRARY);

/** Every passage's text by its id, and every quest's fields by its id. */
const sources = new Map<string, string>();
const questText = new Map<string, string>();
for (const theme of Object.values(STORY_LIBRARY.themes)) {
  if (!theme) continue;
  for (const p of [...theme.openings, ...theme.scenes, ...theme.endings]) sources.set(p.id, p.source);
  for (const q of theme.quests) {
    for (const p of [...q.setups, ...q.payoffs]) sources.set(p.id, p.source);
    questText.set(
      q.id,
      Object.values(q.quest)
        .filter((v) => typeof v === 'string')
        .join(' '),
    );
  }
}
for (const p of STORY_LIBRARY.journeys) sources.set(p.id, p.source);
for (const category of Object.values(STORY_LIBRARY.interests))
  for (const p of category?.scenes ?? []) sources.set(p.id, p.source);

describe('names', () => {
  it('never lets a side character share the child’s name (Pip never meets Pip the hedgehog)', () => {
    const named = ['Pip', 'Bo', 'Poppy', 'Hazel', 'Clover', 'Nell', 'Pearl', 'Tilly', 'Fern', 'Olive'];
    for (const childName of named) {
      const namesChild = sharesNameWith(childName);
      for (const theme of THEMES)
        for (let seed = 1; seed <= 4; seed++) {
          const story = engine.generateStory({
            childName,
            companion: 'Owl',
            theme,
            length: 'Medium',
            seed,
          });
          const told = [questText.get(story.questId)!, ...story.parts.map((id) => sources.get(id)!)];
          expect(
            told.filter((text) => namesChild(text)),
            `${childName}, ${theme}, seed ${seed}`,
          ).toEqual([]);
        }
    }
  });

  it('reads a name typed in capitals as a name: James, James’s, never JAMES’s', () => {
    for (let seed = 1; seed <= 10; seed++) {
      const story = engine.generateStory({
        childName: 'JAMES',
        companion: 'Bear',
        theme: 'Kindness',
        length: 'Short',
        seed,
      });
      expect(story.childName).toBe('James');
      expect(story.content).not.toContain('JAMES');
      expect(story.content).toContain('James');
    }
  });
});

describe('a child with no gender given', () => {
  const words = (s: string) => s.match(/\b(they|them|their)\b/gi)?.length ?? 0;
  it('is named, not "they", in a sentence beside the companion, and "they" elsewhere', () => {
    let beside = 0;
    let elsewhere = 0;
    for (const theme of THEMES)
      for (let seed = 1; seed <= 3; seed++) {
        const request = {
          childName: 'Kai',
          companion: 'Fox' as const,
          theme,
          length: 'Medium' as const,
          seed,
        };
        const none = engine.generateStory({ ...request, profile: { gender: null } });
        const girl = engine.generateStory({ ...request, profile: { gender: 'Girl' } });
        const noneSentences = none.paragraphs.flatMap((p) => sentencesOf(p));
        const girlSentences = girl.paragraphs.flatMap((p) => sentencesOf(p));
        expect(noneSentences).toHaveLength(girlSentences.length);
        girlSentences.forEach((sentence, i) => {
          // A sentence told alike for both has no pronoun of the child's (the stoat's 'she').
          if (!/\b(she|her)\b/i.test(sentence) || noneSentences[i] === sentence) return;
          const nearFox = /the fox/i.test(sentence) || /the fox/i.test(girlSentences[i - 1] ?? '');
          const before = sentence.slice(0, sentence.search(/\b(she|her)\b/i));
          // Where the girl's first pronoun sits beside the companion, the other child is named there.
          if (nearFox && !before.includes('Kai')) {
            beside++;
            // The child's first pronoun there is the name; a 'their' after the name reads as the child's.
            const told = noneSentences[i]!;
            expect(told, sentence).toContain('Kai');
            // (A 'they' the passage has for the two friends, 'on they went', comes before it in both.)
            expect(words(told.slice(0, told.indexOf('Kai'))), `${told} / ${sentence}`).toBe(words(before));
          } else if (!nearFox) elsewhere += words(noneSentences[i]!) > words(sentence) ? 1 : 0;
        });
        expect(none.content).not.toMatch(/\bthey (was|is|has)\b/i);
      }
    expect(beside).toBeGreaterThan(0);
    expect(elsewhere).toBeGreaterThan(0);
  });
});
