/**
 * The engine's rules, on a small library whose passages say what they are (test-library.ts): the spine,
 * the memory, the energy curve, ages, names, pronouns, details, interests, traits, companions.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LENGTHS, type StoryLength } from '../shared/catalogue.js';
import { MESSAGES } from '../shared/messages.js';
import {
  ageBand,
  createStoryEngine,
  NO_REPEAT_OPENING_STORIES,
  NO_REPEAT_STORIES,
  StoryGenerationError,
  type StoryRequest,
} from './generator.js';
import { fixtureFrames, fixtureJourneys, fixtureLibrary } from './test-library.js';

const engine = createStoryEngine(fixtureLibrary());
const base: StoryRequest = {
  childName: 'Mia',
  companion: 'Owl',
  theme: 'Friendship',
  length: 'Medium',
  seed: 7,
};

const label = (p: string) =>
  /^(Opening|Setup|Payoff|Ending)|scene \d+|journey \d+|interest \w+ \d/i.exec(
    p.replace(
      /^(Past|Beyond|Not far from|A little way past|Outside|Out in the night air|Beyond the garden gate)[^,]*, /,
      '',
    ),
  )?.[0] ?? p.slice(0, 20);

describe('the spine', () => {
  it('opens, sets up one quest, tells scenes that carry it, pays it off and ends at home', () => {
    for (const length of ['Short', 'Medium', 'Long'] as StoryLength[]) {
      for (let seed = 1; seed <= 20; seed++) {
        const story = engine.generateStory({ ...base, length, seed });
        const p = story.paragraphs;
        expect(p[0]).toMatch(/^Opening \d+/);
        expect(p[1]).toMatch(/^Setup \d\.\d/);
        expect(p[p.length - 2]).toMatch(/^Payoff \d\.\d/);
        expect(p[p.length - 1]).toMatch(/^Ending \d+/);
        const questNumber = /^Setup (\d)/.exec(p[1]!)![1]!;
        expect(p[p.length - 2]).toMatch(new RegExp(`^Payoff ${questNumber}\\.`));
        for (const scene of p.slice(2, -2)) expect(scene).toContain(`token ${questNumber}`);
        expect(p[p.length - 1]).toContain(`Keeper ${questNumber}`);
        expect(story.parts).toHaveLength(p.length);
        expect(story.settings).toHaveLength(p.length);
        expect(story.settings[0]).toBe('bedroom');
      }
    }
  });

  it('keeps every length within its word range', () => {
    for (const { name: length, minWords, maxWords } of LENGTHS) {
      for (let seed = 1; seed <= 40; seed++) {
        const story = engine.generateStory({ ...base, length, seed });
        expect(story.wordCount, `${length} ${seed}`).toBeGreaterThanOrEqual(minWords);
        expect(story.wordCount, `${length} ${seed}`).toBeLessThanOrEqual(maxWords);
        expect(story.paragraphs.length).toBeLessThanOrEqual(30);
      }
    }
  });

  it("keeps an older child's Short story going somewhere: its lines for 8-12 give way to its one scene", () => {
    // Home and quest passages whose long lines for 8-12 leave no room for a scene in 450 words.
    const roomy = createStoryEngine(fixtureLibrary({ bigFrame: true }));
    const big = /old owls were counting the stars/;
    for (let seed = 1; seed <= 10; seed++) {
      const older = roomy.generateStory({ ...base, length: 'Short', age: 10, seed });
      expect(
        older.paragraphs.some((p) => /scene \d+|journey \d+/.test(p)),
        `seed ${seed}`,
      ).toBe(true);
      expect(older.content).not.toMatch(big);
      // Its own older tellings, no longer than the 6-7 ones, stay.
      expect(older.content).toMatch(/The lamp burned low/);
      expect(older.content).not.toMatch(/The lamp was low/);
      expect(older.wordCount).toBeLessThanOrEqual(450);
      // A Medium story has room for them.
      expect(roomy.generateStory({ ...base, length: 'Medium', age: 10, seed }).content).toMatch(big);
    }
  });

  it('tells the lively scenes first and the calm ones last', () => {
    const rank = { lively: 0, gentle: 1, calm: 2 } as Record<string, number>;
    for (let seed = 1; seed <= 30; seed++) {
      const story = engine.generateStory({ ...base, length: 'Long', seed });
      const energies = story.paragraphs
        .slice(2, -2)
        .map((p) => /\((lively|gentle|calm)\)/.exec(p)?.[1])
        .filter((e): e is string => e !== undefined)
        .map((e) => rank[e]!);
      expect(energies).toEqual([...energies].sort((a, b) => a - b));
    }
  });

  it('is seeded: the same request and memory give the same story', () => {
    expect(engine.generateStory(base).content).toBe(engine.generateStory(base).content);
    expect(engine.generateStory({ ...base, seed: 8 }).content).not.toBe(engine.generateStory(base).content);
  });
});

describe('the memory of a child', () => {
  function tellMany(count: number, request: (i: number) => Partial<StoryRequest> = () => ({})) {
    const recent: string[][] = [];
    const told: { parts: string[]; paragraphs: string[] }[] = [];
    for (let i = 0; i < count; i++) {
      const story = engine.generateStory({ ...base, seed: 1000 + i, ...request(i) }, { recent });
      told.push(story);
      recent.unshift(story.parts);
    }
    return told;
  }

  it(`never tells a passage from the last ${NO_REPEAT_STORIES} stories, nor an opening from the last ${NO_REPEAT_OPENING_STORIES}`, () => {
    const told = tellMany(30, (i) => ({ length: (['Short', 'Medium', 'Long'] as const)[i % 3] }));
    told.forEach((story, i) => {
      const before = told.slice(Math.max(0, i - NO_REPEAT_STORIES), i).flatMap((s) => s.parts);
      for (const part of story.parts) expect(before, `story ${i}`).not.toContain(part);
      const openingsBefore = told.slice(Math.max(0, i - NO_REPEAT_OPENING_STORIES), i).map((s) => s.parts[0]);
      expect(openingsBefore).not.toContain(story.parts[0]);
    });
  });

  it("opens and ends on the theme's own passages, and on the shared ones once its own were all heard", () => {
    const shared = createStoryEngine(fixtureLibrary({ frames: fixtureFrames() }));
    const recent: string[][] = [];
    const frames: [opening: string, ending: string][] = [];
    for (let i = 0; i < 20; i++) {
      const story = shared.generateStory({ ...base, seed: 2000 + i }, { recent });
      frames.push([story.parts[0]!, story.parts.at(-1)!]);
      recent.unshift(story.parts);
    }
    // Fourteen nights of the theme's own, then the six every theme shares, each once.
    for (const [opening, ending] of frames.slice(0, 14)) {
      expect(opening).toMatch(/^opening-\d+$/);
      expect(ending).toMatch(/^ending-\d+$/);
    }
    const later = frames.slice(14);
    expect(new Set(later.map(([o]) => o))).toEqual(new Set(fixtureFrames().openings.map((p) => p.id)));
    expect(new Set(later.map(([, e]) => e))).toEqual(new Set(fixtureFrames().endings.map((p) => p.id)));
  });

  it('tells a line of a passage in another of its wordings where the story said it already tonight', () => {
    // Every scene on the way has one line in twelve wordings; a story never says one of them twice.
    const lanterns = Array.from({ length: 12 }, (_, i) => i + 1).map(
      (n) => `lantern number ${n} was glowing by the gate`,
    );
    const journeys = fixtureJourneys().map((j) => ({
      ...j,
      text: `${j.text} {{${lanterns.map((l) => l.charAt(0).toUpperCase() + l.slice(1)).join('.|')}.}}`,
    }));
    const lantern = createStoryEngine(fixtureLibrary({ scenes: 0, journeys }));
    for (let seed = 1; seed <= 20; seed++) {
      const story = lantern.generateStory({ ...base, seed });
      const said = story.content.match(/Lantern number \d+/g) ?? [];
      expect(said.length, story.content).toBeGreaterThanOrEqual(3);
      expect(new Set(said).size, story.content).toBe(said.length);
    }
  });

  it("takes the shared journeys before the theme's own scenes when those were heard more lately", () => {
    // The theme's scenes heard 6 to 14 stories ago, every journey 25 ago: a one-theme month travels on.
    const library = fixtureLibrary();
    const themeScenes = library.themes.Friendship!.scenes.map((p) => p.id);
    const recent: string[][] = Array.from({ length: 30 }, () => []);
    themeScenes.forEach((id, i) => recent[6 + (i % 9)]!.push(id));
    recent[25] = library.journeys.map((p) => p.id);
    for (let seed = 1; seed <= 10; seed++) {
      const story = engine.generateStory({ ...base, seed }, { recent });
      const scenes = story.parts.filter((p) => themeScenes.includes(p) || p.startsWith('journey-'));
      expect(scenes.length).toBeGreaterThanOrEqual(3);
      expect(
        scenes.filter((p) => themeScenes.includes(p)),
        story.parts.join(' '),
      ).toEqual([]);
    }
  });

  it("tells the quest's thing's sign of life in full twice a story, then 'did it again'", () => {
    const journeys = fixtureJourneys().map((j) => ({ ...j, text: `${j.text} {item} {itemTell}.` }));
    const glowing = createStoryEngine(fixtureLibrary({ scenes: 0, journeys }));
    const story = glowing.generateStory({ ...base, length: 'Long', seed: 3 });
    const signs =
      story.content.match(/the token \d (gave a small glow|did it again|did it once more)\./gi) ?? [];
    expect(signs.length).toBeGreaterThanOrEqual(4);
    expect(signs.map((s) => s.replace(/^the token \d /i, ''))).toEqual([
      'gave a small glow.',
      'gave a small glow.',
      'did it again.',
      ...signs.slice(3).map(() => 'did it once more.'),
    ]);
  });

  it('goes round every quest before telling one again', () => {
    const told = tellMany(8);
    const quests = told.map((s) => /^Setup (\d)/.exec(s.paragraphs[1]!)![1]);
    expect(new Set(quests.slice(0, 4)).size).toBe(4);
    expect(new Set(quests.slice(4, 8)).size).toBe(4);
  });

  it('without memory, stories may repeat (the memory is what prevents it)', () => {
    const parts = new Set<string>();
    let repeats = 0;
    for (let seed = 1; seed <= 10; seed++)
      for (const part of engine.generateStory({ ...base, seed }).parts) {
        if (parts.has(part)) repeats++;
        parts.add(part);
      }
    expect(repeats).toBeGreaterThan(0);
  });
});

describe('the child', () => {
  it('capitalises a name as a parent would and keeps what they capitalised', () => {
    expect(engine.generateStory({ ...base, childName: 'zoë' }).childName).toBe('Zoë');
    expect(engine.generateStory({ ...base, childName: 'anne-marie' }).childName).toBe('Anne-Marie');
    expect(engine.generateStory({ ...base, childName: 'McKenzie' }).childName).toBe('McKenzie');
    expect(engine.generateStory({ ...base, childName: "o'brien" }).content).toContain("O'Brien");
    fc.assert(
      fc.property(
        fc
          .string({ minLength: 2, maxLength: 30 })
          .filter((s) => s.trim().length >= 2 && !/[{}[\]<>|]/.test(s)),
        (name) => {
          const story = engine.generateStory({ ...base, childName: name, length: 'Short' });
          expect(story.content).not.toMatch(/\{|\}|undefined/);
          expect(story.childName.toLowerCase()).toBe(
            name.normalize('NFC').trim().replace(/\s+/g, ' ').toLowerCase(),
          );
        },
      ),
      { numRuns: 60 },
    );
  });

  it('says they (and were) when no gender is given, she or he when it is', () => {
    const none = engine.generateStory({ ...base, profile: {}, customize: true });
    expect(none.content).toContain(' their pocket');
    expect(none.content).toContain('They were glad.');
    expect(none.content).not.toMatch(/\b(she|he|her|his)\b/);
    const girl = engine.generateStory({ ...base, profile: { gender: 'Girl' } });
    expect(girl.content).toContain(' her pocket');
    expect(girl.content).toContain('She was glad.');
  });

  it('opens the second of two sentences in a row with the pronoun, not the name again', () => {
    const lib = fixtureLibrary();
    const eng = createStoryEngine(lib);
    for (const [gender, word] of [
      ['Girl', 'She'],
      ['Boy', 'He'],
      [null, 'They'],
    ] as const) {
      const story = eng.generateStory({
        ...base,
        profile: { gender, personality: ['Brave'] },
        customize: true,
      });
      for (const p of story.paragraphs) expect(p).not.toMatch(/Mia [a-z]+[^.!?]*[.!?] Mia [a-z]/);
      expect(story.content).toContain(`${word} ${gender ? 'was' : 'were'} glad.`);
    }
  });

  it('tells the same seed differently for a 3-year-old and a 10-year-old, and as written for 5-7', () => {
    const little = engine.generateStory({ ...base, age: 3 });
    const middle = engine.generateStory({ ...base, age: 6 });
    const unknown = engine.generateStory({ ...base });
    const big = engine.generateStory({ ...base, age: 10 });
    expect(little.content).toContain('Little words.');
    expect(middle.content).toContain('Middle words.');
    expect(big.content).toContain('Big words here.');
    expect(unknown.content).toBe(middle.content);
    expect(little.content).not.toBe(big.content);
    const ages = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 12, 15, null];
    expect(ages.map(ageBand)).toEqual([
      'toddler',
      'toddler',
      'toddler',
      'little',
      'little',
      'middle',
      'middle',
      'big',
      'big',
      'eldest',
      'eldest',
      'eldest',
      'middle',
    ]);
  });

  it('says a word a 2-3-year-old does not know their way, and only to them', () => {
    const plain = createStoryEngine(fixtureLibrary({ plainWords: { words: 'sounds', opening: 'start' } }));
    const toddler = plain.generateStory({ ...base, age: 3 });
    const four = plain.generateStory({ ...base, age: 4 });
    expect(toddler.paragraphs[0]).toMatch(/^Start \d+\. Mia met .* Little sounds\./);
    expect(toddler.content).not.toMatch(/\b(words|[Oo]pening)\b/);
    expect(four.paragraphs[0]).toMatch(/^Opening \d+\. Mia met .* Little words\./);
  });

  it('uses the looks and traits only for Premium customization', () => {
    const profile = { gender: 'Girl', hairColor: 'Gray', personality: ['Brave'], interests: ['horse'] };
    const plain = engine.generateStory({ ...base, profile });
    expect(plain.content).not.toMatch(/grey hair|TRAIT|horse/);
    const custom = engine.generateStory({ ...base, profile, customize: true });
    expect(custom.content).toContain('her grey hair');
    expect(custom.content).toContain('TRAIT Brave helped');
    expect(custom.content).not.toMatch(/gray/i);
  });
});

describe('interests', () => {
  const profile = { gender: 'Girl', interests: ['horse', 'my cat Luna', 'minecraft', 'Dinosaurs'] };

  it('gives each of up to 3 interests a scene in Medium and Long stories, said as a parent would', () => {
    for (const length of ['Medium', 'Long'] as StoryLength[]) {
      const story = engine.generateStory({ ...base, length, profile, customize: true });
      expect(story.content).toContain('interest animals');
      expect(story.content).toContain('loved horses');
      expect(story.content).toContain('interest pet');
      expect(story.content).toContain('loved her cat Luna');
      expect(story.content).toContain('interest building');
      expect(story.content).toContain('loved Minecraft');
      expect(story.content).not.toMatch(/dinosaurs|my cat|minecraft/);
    }
  });

  it("tells an interest's scene again only once the child's memory has let it go", () => {
    const horses = { gender: 'Girl', interests: ['horse'] };
    const library = fixtureLibrary();
    const interestScenes = [...library.interests.animals!.scenes, ...library.interests.generic.scenes].map(
      (p) => p.id,
    );
    // Every scene it could have, heard 25 stories ago: the interest waits, and the way goes on instead.
    const recent: string[][] = Array.from({ length: 30 }, () => []);
    recent[25] = interestScenes;
    const waits = engine.generateStory({ ...base, profile: horses, customize: true }, { recent });
    expect(waits.parts.filter((p) => p.startsWith('i.'))).toEqual([]);
    expect(waits.parts.filter((p) => p.startsWith('journey-') || p.startsWith('friendship.c')).length).toBe(
      waits.parts.length - 4,
    );
    // One of them not heard in the child's memory: it is told.
    recent[25] = interestScenes.slice(1);
    const told = engine.generateStory({ ...base, profile: horses, customize: true }, { recent });
    expect(told.parts.filter((p) => p.startsWith('i.'))).toEqual([interestScenes[0]]);
  });

  it('mentions one interest once in a Short story', () => {
    const story = engine.generateStory({ ...base, length: 'Short', profile, customize: true });
    expect(story.content.match(/MENTION/g)).toHaveLength(1);
    expect(story.content).toMatch(/MENTION animals (again |once more )?of horses\./);
  });

  it('never meets a side character of its own species, and says so when the child loves its kind', () => {
    const foxEngine = createStoryEngine(fixtureLibrary({ foxScene: true }));
    for (let seed = 1; seed <= 60; seed++) {
      const story = foxEngine.generateStory({ ...base, companion: 'Fox', length: 'Long', seed });
      expect(story.content).not.toContain('A little fox');
    }
    const owl = foxEngine.generateStory(
      { ...base, companion: 'Owl', length: 'Long', seed: 3 },
      { recent: [] },
    );
    expect(owl.parts.some((p) => p.startsWith('friendship.c'))).toBe(true);
    const loves = foxEngine.generateStory({
      ...base,
      companion: 'Fox',
      profile: { interests: ['foxes'] },
      customize: true,
    });
    expect(loves.paragraphs[0]).toContain('loved foxes best');
  });
});

describe('the companion', () => {
  it('rotates its phrases: none more than twice in a story', () => {
    for (let seed = 1; seed <= 30; seed++) {
      const story = engine.generateStory({ ...base, length: 'Long', seed });
      for (const phrase of [
        'moved one',
        'moved two',
        'moved three',
        'moved four',
        'shone light one',
        'shone light two',
        'shone light three',
        'sound one',
        'sound two',
      ])
        expect(story.content.split(phrase).length - 1, `${phrase} in ${seed}`).toBeLessThanOrEqual(2);
    }
  });

  it('uses the first ability it has, else guide', () => {
    const story = engine.generateStory(base);
    expect(story.content).toMatch(/shone light (one|two|three)/);
  });
});

describe('refusals', () => {
  it('names what is missing or wrong', () => {
    expect(() => engine.generateStory({ ...base, childName: ' ' })).toThrow(MESSAGES.missingStoryInputs);
    // Theme and companion are typed (the stories service checks them against the catalogue, stories.test.ts);
    // a library without the asked theme (the fixture has Friendship only) still says so.
    expect(() => engine.generateStory({ ...base, theme: 'Courage' })).toThrow(StoryGenerationError);
    expect(() => engine.generateStory({ ...base, theme: 'Courage' })).toThrow(MESSAGES.invalidTheme);
  });
});

export { label };
