/**
 * Threads in the library's text (issue 28, point 3): `opens:` and `closes:` belong to the passages that
 * begin and end a story, and each thread a file opens, it closes, and the other way round.
 */
import { describe, expect, it } from 'vitest';
import { loadLibrary, readLibrary, type LibraryFile } from '../load/load.js';
import { readLibraryFiles } from '../load/read-files.js';
import { formatProblem } from '../load/story-format.js';
import { checkLibrary } from './index.js';

const files = readLibraryFiles();
const PATH = 'themes/kindness.story';

/** Kindness with each field added under the header of its first block of that kind; the fields' lines. */
function withFields(...edits: [kind: string, field: string][]): { library: LibraryFile[]; lines: number[] } {
  const at: number[] = [];
  const library = files.map((f) => {
    if (f.path !== PATH) return f;
    const lines = f.text.split('\n');
    for (const [kind, field] of edits) {
      const header = lines.findIndex((l) => l.startsWith(`:: ${kind} `));
      lines.splice(header + 1, 0, field);
      at.push(header + 2);
    }
    return { path: f.path, text: lines.join('\n') };
  });
  return { library, lines: at };
}
const kindnessErrors = (library: LibraryFile[]) => {
  const { source, places } = loadLibrary(library);
  return checkLibrary(source, places, (part, name) => part === 'themes' && name === 'Kindness').flatMap(
    ([, report]) => report.errors.map((e) => `${e.where}: ${e.message}`),
  );
};

describe('threads in the library', () => {
  it('refuses a thread on a scene: a scene closes what it opens', () => {
    const { library, lines } = withFields(['scene', 'opens: lost-mitten']);
    expect(readLibrary(library).problems.map(formatProblem)).toContain(
      `${PATH}:${lines[0]}: a scene opens no thread (only opening, setup, raise, recall); a scene closes what it opens`,
    );
  });

  it('refuses an opening whose thread nothing closes, and an ending resting on one nothing opened', () => {
    const opened = withFields(['opening', 'opens: photo-by-bed']);
    expect(kindnessErrors(opened.library)).toContainEqual(
      expect.stringContaining(
        `${PATH}:${opened.lines[0]! - 1}: opens 'photo-by-bed', which nothing after it closes`,
      ),
    );
    const closed = withFields(['ending', 'closes: photo-by-bed']);
    expect(kindnessErrors(closed.library)).toContainEqual(
      expect.stringContaining(
        `${PATH}:${closed.lines[0]! - 1}: closes 'photo-by-bed', which nothing before it opens`,
      ),
    );
  });

  it('takes a thread opened at home and closed by an ending', () => {
    const { library } = withFields(['ending', 'closes: photo-by-bed'], ['opening', 'opens: photo-by-bed']);
    expect(kindnessErrors(library).filter((e) => e.includes('photo-by-bed'))).toEqual([]);
  });
});
