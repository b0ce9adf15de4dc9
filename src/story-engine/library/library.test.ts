/**
 * The whole library keeps its own rules (check/): every passage rendered every way a child could hear
 * it, sizes, grades per age, spelling. A writer's mistake fails here, at its file and line, not at a
 * child's bedside.
 */
import { describe, expect, it } from 'vitest';
import { THEMES } from '../../shared/catalogue.js';
import { checkLibrary, type CheckReport, type LibraryPart } from './check/index.js';
import { LIBRARY_PLACES, LIBRARY_SOURCE } from './index.js';

const problems = (report: CheckReport) => report.errors.map((e) => `${e.where}: ${e.message}`);
const check = (part: LibraryPart, name: string) =>
  checkLibrary(LIBRARY_SOURCE, LIBRARY_PLACES, (p, n) => p === part && n === name);

describe('the story library', () => {
  for (const theme of THEMES) {
    it(`${theme}: every passage reads right every way, and the theme is large enough`, () => {
      const [[title, report]] = check('themes', theme) as [[string, CheckReport]];
      expect(title).toBe(theme);
      expect(problems(report)).toEqual([]);
    });
  }

  const parts: [LibraryPart, string][] = [
    ['journeys', 'journeys: each reads right with every quest of every theme, and there are enough'],
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

  it('names the file and line of a problem it finds in a passage', () => {
    const kindness = LIBRARY_SOURCE.themes.find((t) => t.theme === 'Kindness')!;
    const scene = kindness.scenes[0]!;
    // The same passage, said badly: an American word and no sign of the quest.
    const broken = { ...scene, text: '{onward}{name} walked down the sidewalk to the fair.' };
    LIBRARY_PLACES.set(broken, LIBRARY_PLACES.of(scene)!);
    const source = {
      ...LIBRARY_SOURCE,
      themes: [{ ...kindness, scenes: [broken, ...kindness.scenes.slice(1)] }],
    };
    const [[, report]] = checkLibrary(source, LIBRARY_PLACES, (part) => part === 'themes') as [
      [string, CheckReport],
    ];
    const at = `themes/kindness.story:${LIBRARY_PLACES.of(scene)!.line}`;
    expect(problems(report)).toEqual(
      expect.arrayContaining([
        `${at}: American or non-library spelling: "sidewalk"`,
        expect.stringMatching(new RegExp(`^${at}: never names the quest`)),
        expect.stringMatching(new RegExp(`^${at}: \\d+ words \\(keep 45-95\\)`)),
      ]),
    );
  });

  it('refuses a passage where a child crosses ice, rides a raft alone or goes behind a waterfall', () => {
    const kindness = LIBRARY_SOURCE.themes.find((t) => t.theme === 'Kindness')!;
    const scene = kindness.scenes[0]!;
    const unsafe = [
      ['{name} stepped out across the ice.', 'crosses ice'],
      ['The pond had frozen, so {name} walked over it.', 'frozen pond'],
      ['A raft bobbed by the bank. {name} climbed aboard and pushed off.', 'raft alone'],
      ['The path went right behind the waterfall.', 'behind a waterfall'],
    ];
    const at = `themes/kindness.story:${LIBRARY_PLACES.of(scene)!.line}`;
    for (const [said, what] of unsafe) {
      const broken = { ...scene, text: `${scene.text} ${said}` };
      LIBRARY_PLACES.set(broken, LIBRARY_PLACES.of(scene)!);
      const source = {
        ...LIBRARY_SOURCE,
        themes: [{ ...kindness, scenes: [broken, ...kindness.scenes.slice(1)] }],
      };
      const [[, report]] = checkLibrary(source, LIBRARY_PLACES, (part) => part === 'themes') as [
        [string, CheckReport],
      ];
      expect(problems(report), what).toEqual(
        expect.arrayContaining([expect.stringMatching(new RegExp(`^${at}: unsafe act: .*${what}`))]),
      );
    }
    // With the companion aboard, a raft is a gentle ride.
    const withFriend = { ...scene, text: `${scene.text} {name} climbed aboard beside {companion}.` };
    LIBRARY_PLACES.set(withFriend, LIBRARY_PLACES.of(scene)!);
    const [[, fine]] = checkLibrary(
      { ...LIBRARY_SOURCE, themes: [{ ...kindness, scenes: [withFriend, ...kindness.scenes.slice(1)] }] },
      LIBRARY_PLACES,
      (part) => part === 'themes',
    ) as [[string, CheckReport]];
    expect(problems(fine).filter((p) => p.includes('unsafe'))).toEqual([]);
  });
});
