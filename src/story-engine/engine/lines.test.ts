/**
 * The memory of lines (issue 28, point 1): a child's memory carries the lines (sentences of 6 words or
 * more) heard on its recent nights, and a telling prefers the wordings not heard lately: the companion's
 * help and moves, trait lines, touches, {{a|b}} choices.
 */
import { describe, expect, it } from 'vitest';
import { COMPANIONS, THEMES } from '../../shared/catalogue.js';
import { createStoryEngine, type StoryRequest } from '../generator.js';
import { buildLibrary, LIBRARY_SOURCE, STORY_LIBRARY } from '../library/index.js';
import { sentencesOf } from '../prose.js';
import { seededRandom } from '../random.js';
import { fixtureJourneys, fixtureTheme, fixtureTraits, fixtureVoices } from '../test-library.js';
import { INTEREST_CATEGORY_IDS } from '../library/interest-words.js';
import { LINE_NIGHTS, lineKey, linesOf } from './lines.js';

describe('lines', () => {
  it('keeps sentences of 6 words or more, once, alike whatever the case and punctuation', () => {
    const story = 'The fox trotted ahead, nose down. All was still.\n\nThe fox trotted ahead, nose down!';
    expect(linesOf(story)).toEqual([lineKey('the fox trotted ahead nose down')]);
    expect(linesOf(story.split('\n\n'))).toEqual(linesOf(story));
    expect(lineKey('All was still.')).toBeUndefined();
    // Stable across releases: stored stories are read back into the same keys.
    expect(lineKey('The fox trotted ahead, nose down.')).toBe(2_786_225_023);
  });
});

/** The fixture library, with the Owl's help and the traits in whole lines a parent would notice. */
function libraryWithLines(traitLine = (trait: string) => `{name} helped at once, being so very ${trait}.`) {
  const voices = fixtureVoices();
  voices.Owl = {
    ...voices.Owl,
    abilities: {
      guide: [
        'led the way through the sleepy dark wood',
        'showed the path with a bright and steady light',
        'went first along the winding moonlit path',
      ],
      light: ['made a soft silver glow all around them'],
      comfort: ['sat close and hummed a small, kind tune'],
    },
  };
  const traits = fixtureTraits();
  for (const trait of Object.keys(traits) as (keyof typeof traits)[])
    traits[trait] = { help: [traitLine(trait.toLowerCase())] };
  return buildLibrary({
    themes: [fixtureTheme()],
    journeys: fixtureJourneys(),
    moments: [],
    chapters: { recalls: [], finales: [] },
    voices,
    traits,
    interests: INTEREST_CATEGORY_IDS.map((id) => ({ id, scenes: [], mentions: [] })),
    phrases: LIBRARY_SOURCE.phrases,
  });
}

describe('a telling with the memory of lines', () => {
  const engine = createStoryEngine(libraryWithLines());
  const request: StoryRequest = {
    childName: 'Mia',
    companion: 'Owl',
    theme: 'Friendship',
    length: 'Short',
    seed: 3,
    profile: { gender: 'Girl', personality: ['Kind'] },
    customize: true,
  };
  it('gives way to another wording of the companion once a line was heard on 4 nights', () => {
    for (let seed = 1; seed <= 20; seed++) {
      const first = engine.generateStory({ ...request, seed });
      const heard = linesIn(first.content).filter((s) => /^Owl /.test(s) && lineKey(s) !== undefined);
      expect(heard.length, `seed ${seed}`).toBeGreaterThan(0);
      const memory = { recent: [], lines: Array.from({ length: LINE_NIGHTS }, () => linesOf(heard)) };
      const again = engine.generateStory({ ...request, seed }, memory);
      for (const line of heard) expect(linesIn(again.content), `seed ${seed}`).not.toContain(line);
    }
  });

  it('says no trait line rather than one heard on 4 nights', () => {
    const line = 'Mia helped at once, being so very kind.';
    expect(engine.generateStory(request).content).toContain(line);
    const memory = { recent: [], lines: Array.from({ length: LINE_NIGHTS }, () => linesOf(line)) };
    expect(engine.generateStory(request, memory).content).not.toContain(line);
  });

  it('knows a line heard as "They were ..." for a child with no gender, and does not say it again', () => {
    const said = createStoryEngine(
      libraryWithLines((trait) => `{name} was ever so ${trait} and helped at once.`),
    );
    const noGender = { ...request, profile: { gender: null, personality: ['Kind' as const] } };
    const told = said.generateStory(noGender).content;
    expect(told).toMatch(/(Mia was|They were) ever so kind and helped at once\./);
    // Heard on 4 nights as the pronoun says it (a second sentence in a row that opens with the child).
    const heard = 'They were ever so kind and helped at once.';
    const memory = { recent: [], lines: Array.from({ length: LINE_NIGHTS }, () => linesOf(heard)) };
    expect(said.generateStory(noGender, memory).content).not.toMatch(/ever so kind and helped at once/);
  });

  it('reads a memory kept before lines (no `lines`) as it always did', () => {
    const recent = [engine.generateStory({ ...request, seed: 9 }).parts];
    expect(engine.generateStory(request, { recent }).content).toBe(
      engine.generateStory(request, { recent, lines: [] }).content,
    );
  });
});

describe('a month of the real library, with the memory the server passes', () => {
  it(`keeps each line of a child's 30 Short and Medium nights, one companion, to ${LINE_NIGHTS + 1} nights at most`, () => {
    const engine = createStoryEngine(STORY_LIBRARY);
    const random = seededRandom(28);
    for (let child = 0; child < 3; child++) {
      const companion = random.pick(COMPANIONS);
      const recent: string[][] = [];
      const lines: number[][] = [];
      const nights = new Map<string, number>();
      for (let night = 0; night < 30; night++) {
        const story = engine.generateStory(
          {
            childName: 'Mia',
            companion,
            theme: random.pick(THEMES),
            length: random.pick(['Short', 'Medium'] as const),
            seed: random.int(0, 2 ** 31 - 1),
            age: 6,
          },
          { recent, lines },
        );
        recent.unshift(story.parts);
        lines.unshift(linesOf(story.content));
        for (const line of new Set(linesIn(story.content).filter((s) => lineKey(s) !== undefined)))
          nights.set(line, (nights.get(line) ?? 0) + 1);
      }
      const worst = [...nights].reduce((a, b) => (b[1] > a[1] ? b : a));
      expect(worst[1], `${companion}: ${worst[0]}`).toBeLessThanOrEqual(LINE_NIGHTS + 1);
    }
  });
});

const linesIn = (content: string) => sentencesOf(content.replace(/\n\n/g, ' '));
