/**
 * The library's text as the engine gets it: every file loads, and a writer's mistake is reported at the
 * file and line where it was written (in the build, at start-up and here).
 */
import { describe, expect, it } from 'vitest';
import { loadLibrary, readLibrary, LibraryError, type LibraryFile } from './load.js';
import { readLibraryFiles } from './read-files.js';
import { formatProblem } from './story-format.js';

const files = readLibraryFiles();
const kindness = files.find((f) => f.path === 'themes/kindness.story')!;

/** The library with one file's text changed; and the 1-based line of the first line matching `at`. */
function edited(path: string, change: (lines: string[]) => void): LibraryFile[] {
  return files.map((f) => {
    if (f.path !== path) return f;
    const lines = f.text.split('\n');
    change(lines);
    return { path, text: lines.join('\n') };
  });
}
const lineOf = (text: string, pattern: RegExp) => text.split('\n').findIndex((l) => pattern.test(l)) + 1;
const problemsOf = (library: LibraryFile[]) => readLibrary(library).problems.map(formatProblem);

describe('the library text', () => {
  it('loads with no problem, every theme, companion and trait in it, each passage where it was written', () => {
    const { source, places } = loadLibrary(files);
    expect(source.themes).toHaveLength(12);
    expect(Object.keys(source.voices)).toHaveLength(20);
    expect(source.journeys.length).toBeGreaterThanOrEqual(120);
    const kindnessTheme = source.themes.find((t) => t.theme === 'Kindness')!;
    const scene = kindnessTheme.scenes[0]!;
    const header = lineOf(kindness.text, new RegExp(`^:: scene ${scene.id.replaceAll('.', '\\.')}$`));
    expect(places.of(scene)).toEqual({ file: 'themes/kindness.story', line: header });
  });

  it("takes a 'theme: any' file's openings and endings as every theme's, and no scene or quest there", () => {
    const any = (body: string[]) => [
      ...files,
      { path: 'frames/extra.story', text: ['theme: any', '', ...body].join('\n') },
    ];
    const text = (first: string) =>
      `${first} {name} was nearly asleep when {companionIntro} came to the window and said hello.`;
    const { source } = loadLibrary(
      any([
        ':: opening shared.o.test',
        'setting: garden',
        '',
        text('The moths were out.'),
        '',
        ':: ending shared.e.test',
        'setting: bedroom',
        '',
        'Home again, {name} thought of {recipient} and fell asleep.',
      ]),
    );
    expect(source.frames?.openings.map((p) => p.id)).toContain('shared.o.test');
    expect(source.frames?.endings.map((p) => p.id)).toContain('shared.e.test');
    expect(source.themes.flatMap((t) => t.openings).map((p) => p.id)).not.toContain('shared.o.test');
    expect(
      problemsOf(
        any([':: scene shared.c.test', 'setting: meadow', 'energy: calm', '', 'A scene.', '', ':: quest x']),
      ),
    ).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^frames\/extra\.story:3: a scene belongs to one theme: 'theme: any' holds/),
        expect.stringMatching(/^frames\/extra\.story:9: a quest belongs to one theme/),
      ]),
    );
  });

  it('reports a deliberately broken passage at its file and line', () => {
    const setting = lineOf(kindness.text, /^setting: meadow$/);
    const unclosed = lineOf(kindness.text, /^<grown:[^>]*$/);
    const library = edited('themes/kindness.story', (lines) => {
      lines[setting - 1] = 'setting: medow';
      lines[unclosed - 1] = lines[unclosed - 1]!.replace('<grown:', '<grwn:');
    });
    const problems = problemsOf(library);
    expect(problems).toContainEqual(
      expect.stringMatching(new RegExp(`^themes/kindness\\.story:${setting}: setting: `)),
    );
    expect(problems).toContainEqual(
      expect.stringMatching(new RegExp(`^themes/kindness\\.story:${unclosed}: malformed <ages: `)),
    );
    expect(() => loadLibrary(library)).toThrow(LibraryError);
    expect(() => loadLibrary(library)).toThrow(/themes\/kindness\.story:\d+: /);
  });

  it('reports an unknown slot, and a slot where it may not be, at its line', () => {
    const scene = lineOf(kindness.text, /^:: scene /);
    // The second line of its text: two lines past the blank line that ends its fields.
    const sentence = kindness.text.split('\n').findIndex((l, i) => i >= scene && l === '') + 3;
    const library = edited('themes/kindness.story', (lines) => {
      lines[sentence - 1] = `The lantern was {colur}, and {companionIntro} waved. ${lines[sentence - 1]}`;
    });
    expect(problemsOf(library)).toEqual([
      `themes/kindness.story:${sentence}: unknown slot {colur}`,
      `themes/kindness.story:${sentence}: {companionIntro} belongs in openings`,
    ]);
  });

  it("reads the plain words for 2-3-year-olds, and refuses one that is not a word's plain saying", () => {
    const loaded = readLibrary(files).library!;
    expect(loaded.source.phrases.plainWords).toMatchObject({ jerboa: 'desert mouse', sett: 'home' });
    const plain = files.find((f) => f.path === 'plain-words.story')!;
    const at = lineOf(plain.text, /^jerboa: /);
    const library = edited('plain-words.story', (lines) => {
      lines[at - 1] = 'jerboa: Desert Mouse!';
    });
    expect(problemsOf(library)).toEqual([
      expect.stringMatching(
        new RegExp(`^plain-words\\.story:${at}: .*said instead: plain words in lower case`),
      ),
    ]);
  });

  it('refuses an id used twice', () => {
    const first = lineOf(kindness.text, /^:: ending /);
    const id = kindness.text.split('\n')[first - 1]!.replace(':: ending ', '');
    const second = lineOf(kindness.text, /^:: opening /);
    const library = edited('themes/kindness.story', (lines) => {
      lines[second - 1] = `:: opening ${id}`;
    });
    expect(problemsOf(library)).toContain(
      `themes/kindness.story:${first}: the id ${id} is used already, at themes/kindness.story:${second}`,
    );
  });

  it('says what a block may be, and where its set-ups and scenes belong', () => {
    const small: LibraryFile[] = [
      {
        path: 'extra.story',
        text: [
          ':: setup lost.s.one',
          'setting: garden',
          '',
          'A set-up with no quest.',
          '',
          ':: interest i.x.one',
          'setting: pond',
          'energy: calm',
          '',
          'An interest scene with no category.',
          '',
          ':: scene kindness.c.extra',
          'setting: pond',
          'energy: sleepy',
          'colour: blue',
          '',
          'A scene with no theme.',
          '',
          ':: picture kindness.p.one',
        ].join('\n'),
      },
    ];
    const problems = problemsOf([...files, ...small]);
    expect(problems).toEqual(
      expect.arrayContaining([
        "extra.story:1: a setup follows its ':: quest'",
        "extra.story:6: an interest scene follows its ':: category'",
        expect.stringMatching(/^extra\.story:14: energy: /),
        "extra.story:15: 'colour' is not a field of a scene",
        "extra.story:12: a scene belongs to a theme: put 'theme: <Theme>' at the top of the file",
        expect.stringMatching(/^extra\.story:19: unknown kind ':: picture'/),
      ]),
    );
  });
});
