/**
 * The child's details in a Premium story of the real library: written in, never pasted in (issue 28,
 * point 4). A look or colour of the child is said at most DETAIL_TIMES a story; an interest the story
 * cannot make sense of is never read out; a touch of home never cuts a sentence off from the one its
 * pronoun points back to.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { COMPANIONS, LENGTHS, THEMES, type StoryLength } from '../../shared/catalogue.js';
import { createStoryEngine, type ProfileDetails } from '../generator.js';
import { STORY_LIBRARY } from '../library/index.js';
import { passageSources } from '../library/source.js';
import { renderMarkup } from '../markup.js';
import { longSentences, sentencesOf } from '../prose.js';
import { insertNearEnd, insertNearStart } from './personal.js';
import { DETAIL_TIMES, INTEREST_TIMES } from './story-state.js';

const engine = createStoryEngine(STORY_LIBRARY);
/** A Premium story for Kai with the profile given (his age its own): any theme, companion, age, length given. */
const premiumStoryOf = (
  lengths: readonly StoryLength[],
  profile: (age: number) => ProfileDetails,
  ages = { min: 2, max: 12 },
) =>
  fc
    .tuple(
      fc.constantFrom(...THEMES),
      fc.constantFrom(...lengths),
      fc.constantFrom(...COMPANIONS),
      fc.integer({ min: 0, max: 2 ** 31 - 1 }),
      fc.integer(ages),
    )
    .map(([theme, length, companion, seed, age]) =>
      engine.generateStory({
        childName: 'Kai',
        companion,
        theme,
        length,
        seed,
        age,
        customize: true,
        profile: profile(age),
      }),
    );
/** Black hair, hazel eyes, sky blue, dinosaurs: any length. */
const kaisPremiumStory = premiumStoryOf(
  LENGTHS.map((l) => l.name),
  (age) => ({
    gender: 'Boy',
    age,
    hairColor: 'Black',
    eyeColor: 'Hazel',
    favoriteColor: 'Sky blue',
    interests: ['dinosaurs'],
  }),
);
const times = (text: string, phrase: string) => text.toLowerCase().split(phrase).length - 1;

describe("a young child's story with long details", () => {
  it('has no sentence over 12 words at 2-3 (15 at 4-5), however many words a colour or interest has', () => {
    const youngStory = premiumStoryOf(
      LENGTHS.map((l) => l.name),
      (age) => ({
        gender: null,
        age,
        hairColor: 'Dark Brown',
        eyeColor: 'Hazel',
        favoriteColor: 'forest green',
        interests: ['ballet and swimming', 'baking cakes'],
      }),
      { min: 2, max: 5 },
    );
    fc.assert(
      fc.property(youngStory, (story) => {
        const band = story.ageBand === 'toddler' ? 'toddler' : 'little';
        for (const p of story.paragraphs) expect(longSentences(p, band), p).toEqual([]);
      }),
      // Seeded: CI hears the same 150 stories every run (scripts or the bench explore further).
      { numRuns: 150, seed: 20261207 },
    );
  });
});

describe("the child's looks and colour", () => {
  it(`are each said at most ${DETAIL_TIMES} times in a story, whatever the theme, length and companion`, () => {
    fc.assert(
      fc.property(kaisPremiumStory, (story) => {
        const text = story.content;
        expect(times(text, 'black hair') + times(text, 'black fringe'), text).toBeLessThanOrEqual(
          DETAIL_TIMES,
        );
        expect(times(text, 'hazel eyes'), text).toBeLessThanOrEqual(DETAIL_TIMES);
        expect(times(text, 'sky blue'), text).toBeLessThanOrEqual(DETAIL_TIMES);
      }),
      { numRuns: 300, seed: 28 },
    );
  });
});

describe('interests the story cannot make sense of', () => {
  it('are never read out; the ones it understands still are', () => {
    for (const theme of THEMES)
      for (const length of ['Short', 'Medium'] as const) {
        const request = {
          childName: 'Mia',
          companion: 'Owl' as const,
          theme,
          length,
          seed: 11,
          age: 6,
          customize: true,
        };
        const odd = engine.generateStory({
          ...request,
          profile: { gender: 'Girl', age: 6, interests: ['asdf', 'qwerty uiop', 'lol'] },
        });
        expect(odd.content).not.toMatch(/asdf|qwerty|uiop|\blol\b/i);
        const mixed = engine.generateStory({
          ...request,
          profile: { gender: 'Girl', age: 6, interests: ['asdf', 'horses'] },
        });
        expect(mixed.content).not.toMatch(/asdf/i);
        expect(mixed.content, `${theme} ${length}`).toMatch(/horse/i);
      }
  });
});

describe('a touch of the child', () => {
  const touch = 'Maya pushed her black hair out of her eyes.';

  it('goes after the first sentence only when the next does not lean on it', () => {
    // A parent's report: the touch cut 'It laid a path' off from the moon.
    expect(insertNearStart('The moon was full. It laid a path of silver light. Maya smiled.', touch)).toBe(
      `The moon was full. It laid a path of silver light. ${touch} Maya smiled.`,
    );
    expect(insertNearStart('The moon was full. Then a star fell. Maya smiled.', touch)).toBe(
      `The moon was full. ${touch} Then a star fell. Maya smiled.`,
    );
    // Nor before 'Then on they went', speech or a sound, nor after a question.
    expect(
      insertNearStart('Owl landed. Then on they went. "Look!" Whoosh! The gate opened. Owl hooted.', touch),
    ).toBe(`Owl landed. Then on they went. "Look!" Whoosh! The gate opened. ${touch} Owl hooted.`);
    expect(insertNearStart('Where was the key? The mole pointed. Owl hooted.', touch)).toBe(
      `Where was the key? The mole pointed. ${touch} Owl hooted.`,
    );
    // Nor inside speech or after it: what follows words said aloud answers them.
    expect(insertNearStart('"Wait. The moon is up." Owl hooted. The stars shone.', touch)).toBe(
      `"Wait. The moon is up." Owl hooted. ${touch} The stars shone.`,
    );
    // Where every place would cut, at the paragraph's end.
    expect(insertNearStart('The moon was full. It laid a path. They followed it.', touch)).toBe(
      `The moon was full. It laid a path. They followed it. ${touch}`,
    );
  });

  it("at the ending goes before the last sentence, or nearer the start, never after the child's sleep", () => {
    expect(insertNearEnd('The lamp went out. Owl yawned. Maya fell asleep.', touch)).toBe(
      `The lamp went out. Owl yawned. ${touch} Maya fell asleep.`,
    );
    expect(insertNearEnd('The lamp went out. Owl yawned. It had been a long night.', touch)).toBe(
      `The lamp went out. ${touch} Owl yawned. It had been a long night.`,
    );
    expect(
      insertNearEnd(
        'The moon peeped in. Owl yawned. "Night, moon," said Maya. The words floated off. It was late.',
        touch,
      ),
    ).toBe(
      `The moon peeped in. ${touch} Owl yawned. "Night, moon," said Maya. The words floated off. It was late.`,
    );
    expect(insertNearEnd('The lamp went out. It was late. They slept.', touch)).toBeUndefined();
  });

  // The sentences the engine adds of its own accord (touches.story, and a Short story's interest mention),
  // with a detail slot as any value of a few words; a passage that says the same itself is not one added.
  const SLOT = '\u0000';
  const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const added = [
    ...STORY_LIBRARY.touches.opening,
    ...STORY_LIBRARY.touches.ending,
    ...STORY_LIBRARY.touches.scene,
    ...Object.values(STORY_LIBRARY.interests).flatMap((c) => c?.mentions ?? []),
  ].flatMap((nodes) =>
    (['little', 'middle', 'big'] as const).map((band) => {
      const text = renderMarkup(nodes, {
        band,
        choose: () => 0,
        slot: (name) => (name === 'name' ? 'Kai' : name === "name's" ? "Kai's" : SLOT),
      }).trim();
      return {
        sentence: new RegExp(
          `^${escape(text).split(SLOT).join('(?:[^\\s,;:.!?"]+ ){0,3}?[^\\s,;:.!?"]+')}$`,
          'iu',
        ),
        inPassage: new RegExp(
          escape(text)
            .replace(/Kai(?:'s)?/g, SLOT)
            .split(SLOT)
            .join('\\{[^}]*\\}'),
        ),
      };
    }),
  );
  const passages = passageSources([STORY_LIBRARY.themes, STORY_LIBRARY.journeys, STORY_LIBRARY.interests]);

  it('in Premium stories is never followed by a sentence that points back (It, They, This, ...)', () => {
    fc.assert(
      fc.property(kaisPremiumStory, (story) => {
        const sentences = story.paragraphs.flatMap((paragraph, i) =>
          sentencesOf(paragraph).map((text) => ({ text, passage: passages.get(story.parts[i]!) ?? '' })),
        );
        sentences.forEach(({ text, passage }, i) => {
          const next = sentences[i + 1]?.text ?? '';
          if (!added.some((a) => a.sentence.test(text) && !a.inPassage.test(passage))) return;
          expect(next, `${text} ${next}`).not.toMatch(
            // ('That afternoon, ...' tells a time, not the touch's thing.)
            /^["“]?(It|Its|It's|They|Them|Their|They're|This|That|That's|These|Those|She|Her)\b(?! (morning|afternoon|evening|night|day)\b)/,
          );
        });
      }),
      { numRuns: 300, seed: 29 },
    );
  });

  // A trait line of the child, as `added` holds the touches.
  const traitLines = ['Brave', 'Kind'].flatMap((trait) =>
    Object.values(STORY_LIBRARY.compiledTraits[trait as 'Brave'] ?? {}).flatMap((lines) =>
      (lines ?? []).flatMap((nodes) =>
        (['little', 'middle', 'big'] as const).map((band) =>
          renderMarkup(nodes, {
            band,
            choose: () => 0,
            slot: (name) =>
              ({ name: 'Kai', "name's": "Kai's", they: 'he', them: 'him', their: 'his' })[name] ?? SLOT,
          }).trim(),
        ),
      ),
    ),
  );
  const longPremium = premiumStoryOf(['Long'], (age) => ({
    gender: 'Boy',
    age,
    eyeColor: 'Hazel',
    personality: ['Brave', 'Kind'],
    interests: ['space'],
  }));

  it('and a trait line are never said twice in a story, and a touch names an interest at most 3 times', () => {
    fc.assert(
      fc.property(longPremium, (story) => {
        const sentences = story.paragraphs.flatMap((paragraph, i) =>
          sentencesOf(paragraph).map((text) => ({ text, passage: passages.get(story.parts[i]!) ?? '' })),
        );
        const isAdded = ({ text, passage }: { text: string; passage: string }) =>
          traitLines.includes(text) || added.some((a) => a.sentence.test(text) && !a.inPassage.test(passage));
        const said = new Set<string>();
        for (const sentence of sentences.filter(isAdded)) {
          expect(said, `${sentence.text}\n${story.content}`).not.toContain(sentence.text);
          said.add(sentence.text);
        }
        const naming = sentences.filter(({ text }) => /\bspace\b/i.test(text));
        expect(naming.length, story.content).toBeLessThanOrEqual(
          Math.max(INTEREST_TIMES, naming.filter((s) => !isAdded(s)).length),
        );
      }),
      { numRuns: 100, seed: 30 },
    );
  });
});
