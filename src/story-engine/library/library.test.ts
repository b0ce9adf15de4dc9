/**
 * The whole library keeps its own rules (check/): every passage rendered every way a child could hear
 * it, sizes, grades per age, spelling. A writer's mistake fails here, at its file and line, not at a
 * child's bedside.
 */
import { describe, expect, it } from 'vitest';
import { THEMES } from '../../shared/catalogue.js';
import { MOMENTS } from '../../shared/moments.js';
import type { ScenePicture, Setting } from '../../shared/settings.js';
import { createStoryEngine } from '../generator.js';
import { checkLibrary, type CheckReport, type LibraryPart } from './check/index.js';
import { pictureIssues } from './check/rules.js';
import { LIBRARY_PLACES, LIBRARY_SOURCE, STORY_LIBRARY } from './index.js';

/** Its errors, and any passage whose picture contradicts its words (issue 29). */
const problems = (report: CheckReport) =>
  [...report.errors, ...report.warnings.filter((w) => /picture/.test(w.message))].map(
    (e) => `${e.where}: ${e.message}`,
  );
const check = (part: LibraryPart, name: string) =>
  checkLibrary(LIBRARY_SOURCE, LIBRARY_PLACES, (p, n) => p === part && n === name);

const kindness = LIBRARY_SOURCE.themes.find((t) => t.theme === 'Kindness')!;
const firstScene = kindness.scenes[0]!;
/** Where Kindness's first scene was written ('themes/kindness.story:123'). */
const firstSceneAt = `themes/kindness.story:${LIBRARY_PLACES.of(firstScene)!.line}`;
/** The problems the checker finds in Kindness with its first scene written as `text`, at that scene's place. */
function problemsWithFirstScene(text: string): string[] {
  const passage = { ...firstScene, text };
  LIBRARY_PLACES.set(passage, LIBRARY_PLACES.of(firstScene)!);
  const source = {
    ...LIBRARY_SOURCE,
    themes: [{ ...kindness, scenes: [passage, ...kindness.scenes.slice(1)] }],
  };
  const [[, report]] = checkLibrary(source, LIBRARY_PLACES, (part) => part === 'themes') as [
    [string, CheckReport],
  ];
  return problems(report);
}

describe('the story library', () => {
  for (const theme of THEMES) {
    it(`${theme}: every passage reads right every way, and the theme is large enough`, () => {
      const [[title, report]] = check('themes', theme) as [[string, CheckReport]];
      expect(title).toBe(theme);
      expect(problems(report)).toEqual([]);
    });
  }

  for (const moment of MOMENTS) {
    it(`the moment ${moment}: raised, rehearsed and closed in passages that read right with every quest`, () => {
      const reports = check('moments', moment);
      expect(reports).toHaveLength(1);
      expect(problems(reports[0]![1])).toEqual([]);
    });
  }

  const parts: [LibraryPart, string][] = [
    ['journeys', 'journeys: each reads right with every quest of every theme, and there are enough'],
    ['chapters', "tomorrow's chapter: recalls and finales read right with every quest, last night's too"],
    ['siblings', "brothers' and sisters' lines read right with one, two and three children, at every age"],
    ['companions', 'companions: each moves, sounds and helps in its own words, several of each'],
    ['traits', 'traits: each shows itself in the moments it fits'],
    [
      'interests',
      'interests: every category has scenes and mentions that read right with its sample interests',
    ],
    ['phrases', "the engine's own words: touches, onward and any-companion phrases, lines"],
  ];
  for (const [part, title] of parts)
    it(title, () => {
      const reports = check(part, part);
      expect(reports).toHaveLength(1);
      expect(problems(reports[0]![1])).toEqual([]);
    });

  it('refuses a touch too short for the memory of lines, which would be said first every night', () => {
    const touches = LIBRARY_SOURCE.touches!;
    const source = {
      ...LIBRARY_SOURCE,
      touches: { ...touches, scene: [...touches.scene, '[{name} smiled.]'] },
    };
    const [[, report]] = checkLibrary(source, LIBRARY_PLACES, (part) => part === 'phrases') as [
      [string, CheckReport],
    ];
    expect(problems(report)).toEqual([
      expect.stringMatching(/a touch of 6 words or more, so the memory of lines rotates it: "Mia smiled\."/),
    ]);
  });

  it('names the file and line of a problem it finds in a passage', () => {
    // The first scene, said badly: an American word and no sign of the quest.
    expect(problemsWithFirstScene('{onward}{name} walked down the sidewalk to the fair.')).toEqual(
      expect.arrayContaining([
        `${firstSceneAt}: American or non-library spelling: "sidewalk"`,
        expect.stringMatching(new RegExp(`^${firstSceneAt}: never names the quest`)),
        expect.stringMatching(new RegExp(`^${firstSceneAt}: \\d+ words \\(keep 45-95\\)`)),
      ]),
    );
  });

  it("refuses a sibling's line that uses the lead's pronoun, or {sib2} where there is one sibling", () => {
    const one = LIBRARY_SOURCE.siblings!.one!;
    const source = {
      ...LIBRARY_SOURCE,
      siblings: {
        ...LIBRARY_SOURCE.siblings,
        one: { ...one, calm: ['{sib} held {their} hand.', '{sib} and {sib2} yawned.', ...one.calm.slice(2)] },
      },
    };
    const [[, report]] = checkLibrary(source, LIBRARY_PLACES, (part) => part === 'siblings') as [
      [string, CheckReport],
    ];
    expect(problems(report)).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/never \{they\}/),
        expect.stringMatching(/\{sib2\} is for a story with two/),
      ]),
    );
  });

  it('reads every passage with two and three children: "the two friends" must be {friends}', () => {
    const told = (said: string) =>
      problemsWithFirstScene(`${firstScene.text.trim()} ${said}`).filter((p) =>
        p.includes('brothers or sisters'),
      );
    // Said once, where it was written, with the reading that showed it.
    expect(told('The two friends smiled.')).toEqual([
      expect.stringMatching(
        /^themes\/kindness\.story:\d+: "The two friends" with brothers or sisters in the story: write \{friends\} \(\w+, 2 children\)/,
      ),
    ]);
    expect(told('{Friends} smiled.')).toEqual([]);
  });

  it('refuses a paragraph the companion takes no part in', () => {
    const without = firstScene.text.replace(
      /\{(companion|Companion|companion's|Companion's|friends|Friends)\}/g,
      'Mo',
    );
    expect(problemsWithFirstScene(without)).toEqual(
      expect.arrayContaining([
        `${firstSceneAt}: the companion takes part in every paragraph: {companion}, {Companion}, {friends}, ...`,
      ]),
    );
    expect(problemsWithFirstScene(firstScene.text)).toEqual([]);
  });

  it('refuses a sentence over 12 words for ages 2-3 and over 15 for 4-5, and takes a short telling for them', () => {
    const long = 'The moon rose slowly over the sleepy hills and the quiet, silver river far, far away.';
    const longFor = (text: string) =>
      problemsWithFirstScene(`${firstScene.text.trim()}\n${text}`).filter(
        (p) => p.includes('a sentence over') && p.includes('The moon rose'),
      );
    expect(longFor(long)).toEqual([
      `${firstSceneAt}: a sentence over 12 words for ages 1-3: "${long}"`,
      `${firstSceneAt}: a sentence over 15 words for ages 4-5: "${long}"`,
    ]);
    // Thirteen words: past a toddler's twelve, within a four-year-old's fifteen.
    expect(longFor('The moon rose slowly over the sleepy hills and the quiet, silver river.')).toEqual([
      expect.stringMatching(/a sentence over 12 words for ages 1-3/),
    ]);
    expect(longFor(`<little:The moon rose over the hills.><grown:${long}>`)).toEqual([]);
    expect(longFor(`<2-3:The moon rose.><4-12:${long}>`)).toEqual([
      expect.stringMatching(/a sentence over 15 words for ages 4-5/),
    ]);
  });

  it('refuses a scene that does not say its role, and a theme whose scenes mostly leave the quest waiting', () => {
    const kindnessWith = (scenes: typeof kindness.scenes) => {
      const source = { ...LIBRARY_SOURCE, themes: [{ ...kindness, scenes }] };
      scenes.forEach((s, i) => LIBRARY_PLACES.set(s, LIBRARY_PLACES.of(kindness.scenes[i]!)!));
      const [[, report]] = checkLibrary(source, LIBRARY_PLACES, (part) => part === 'themes') as [
        [string, CheckReport],
      ];
      return problems(report);
    };
    const { role: _role, ...roleless } = firstScene;
    expect(kindnessWith([roleless, ...kindness.scenes.slice(1)])).toEqual([
      `${firstSceneAt}: a scene says what it does for the quest: role: onward (it moves it on) or role: aside`,
    ]);
    const asides = kindness.scenes.map((s) => ({ ...s, role: 'aside' as const }));
    expect(kindnessWith(asides)).toEqual([
      expect.stringMatching(/scenes that move the quest on: 0 of 28, at least 17/),
    ]);
  });

  it("refuses a moment with too few short passages for a Short story's night", () => {
    const moment = LIBRARY_SOURCE.moments.find((m) => m.moment === 'new-baby')!;
    const longer = ' The night was soft and still, and the stars were out over the roofs and the trees.';
    const source = {
      ...LIBRARY_SOURCE,
      moments: [{ ...moment, closes: moment.closes.map((p) => ({ ...p, text: p.text + longer })) }],
    };
    moment.closes.forEach((p, i) => LIBRARY_PLACES.set(source.moments[0]!.closes[i]!, LIBRARY_PLACES.of(p)!));
    const [[, report]] = checkLibrary(
      source,
      LIBRARY_PLACES,
      (part, name) => part === 'moments' && name === 'new-baby',
    ) as [[string, CheckReport]];
    expect(problems(report)).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/short closes \(at most 66 words as the engine counts them\): 0 of 3/),
      ]),
    );
  });

  it('refuses a passage where a child crosses ice, rides a raft alone or goes behind a waterfall', () => {
    const unsafe = [
      ['{name} stepped out across the ice.', 'crosses ice'],
      ['The pond had frozen, so {name} walked over it.', 'frozen pond'],
      ['A raft bobbed by the bank. {name} climbed aboard and pushed off.', 'raft alone'],
      ['The path went right behind the waterfall.', 'behind a waterfall'],
      ['They edged along a dry ledge behind the falling water.', 'behind a waterfall'],
      ['Together they crept behind the roaring curtain of water.', 'behind a waterfall'],
    ];
    for (const [said, what] of unsafe)
      expect(problemsWithFirstScene(`${firstScene.text} ${said}`), what).toEqual(
        expect.arrayContaining([
          expect.stringMatching(new RegExp(`^${firstSceneAt}: unsafe act: .*${what}`)),
        ]),
      );
    // With the companion aboard, a raft is a gentle ride.
    const withFriend = problemsWithFirstScene(`${firstScene.text} {name} climbed aboard beside {companion}.`);
    expect(withFriend.filter((p) => p.includes('unsafe'))).toEqual([]);
  });
});

describe("what a passage's picture shows (issue 29: pictures follow the words)", () => {
  const scene = (text: string, setting: Setting = 'garden', picture?: ScenePicture | 'none') => ({
    id: 'test.s.picture',
    setting,
    ...(picture ? { picture } : {}),
    text,
  });

  it('lists a passage whose words name snow, rain, autumn, blossom or sunflowers its picture would not show', () => {
    expect(pictureIssues(scene('The first snow of winter had fallen after tea.')).warnings).toEqual([
      'the text says "snow" but the garden\'s picture shows none: add "picture: snow" (or "picture: none" where it is only mentioned)',
    ]);
    expect(pictureIssues(scene('{name} watered the sunflowers.')).warnings[0]).toMatch(/picture: sunflowers/);
    expect(pictureIssues(scene('Big raindrops began to fall.', 'meadow')).warnings[0]).toMatch(
      /picture: rain/,
    );
    expect(pictureIssues(scene('It was autumn.')).warnings[0]).toMatch(/picture: autumn/);
  });

  it('is content with the picture named, a place that shows it, a simile, or picture: none', () => {
    expect(pictureIssues(scene('The first snow had fallen.', 'garden', 'snow'))).toEqual({
      errors: [],
      warnings: [],
    });
    expect(pictureIssues(scene('Snow lay deep.', 'snowfield'))).toEqual({ errors: [], warnings: [] });
    expect(
      pictureIssues(scene('Blossom drifted down like pink snow.', 'orchard', 'blossom')).warnings,
    ).toEqual([]);
    expect(pictureIssues(scene('She sang, soft as falling rain.')).warnings).toEqual([]);
    expect(pictureIssues(scene('After the rain, the garden sparkled.', 'garden', 'none')).warnings).toEqual(
      [],
    );
    expect(pictureIssues(scene('Snow fell past the window.', 'bedroom')).warnings).toEqual([]);
  });

  it('refuses a variant its place cannot take, and warns of one the words never name', () => {
    expect(pictureIssues(scene('Snow fell past the window.', 'bedroom', 'snow')).errors[0]).toMatch(
      /bedroom's picture takes no variant/,
    );
    expect(pictureIssues(scene('Snow lay deep.', 'snowfield', 'snow')).errors[0]).toMatch(/shows it already/);
    expect(pictureIssues(scene('The moon was round.', 'garden', 'rain')).warnings).toEqual([
      'picture: rain, but the text never says so',
    ]);
  });

  it('tells each paragraph of a story with the picture its passage names', () => {
    const engine = createStoryEngine(STORY_LIBRARY);
    const pictureOf = new Map<string, ScenePicture | null>();
    for (const theme of Object.values(STORY_LIBRARY.themes))
      for (const p of [
        ...theme.openings,
        ...theme.scenes,
        ...theme.endings,
        ...theme.quests.flatMap((q) => [...q.setups, ...q.payoffs]),
        ...STORY_LIBRARY.journeys,
      ])
        pictureOf.set(p.id, p.picture);
    let drawn = 0;
    for (let seed = 1; seed <= 400; seed++) {
      const story = engine.generateStory({
        childName: 'Mia',
        companion: 'Fox',
        theme: (['Courage', 'Leadership', 'Responsibility', 'Family'] as const)[seed % 4]!,
        length: 'Medium',
        seed,
      });
      expect(story.pictures).toHaveLength(story.paragraphs.length);
      story.parts.forEach((part, i) => {
        if (pictureOf.has(part)) expect(story.pictures[i], part).toBe(pictureOf.get(part));
      });
      drawn += story.pictures.filter(Boolean).length;
    }
    expect(drawn).toBeGreaterThan(0);
  });
});
