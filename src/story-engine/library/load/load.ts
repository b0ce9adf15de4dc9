/**
 * The library's text files, read into the typed library the engine compiles (../source.ts). A block's
 * kind says what it is and where it goes (kinds.ts, phrase-kinds.ts):
 *
 *   themes/<theme>.story   opening, quest (then its setup and payoff blocks), scene, ending
 *   journeys.story         journey (scenes every theme shares)
 *   frames.story           opening, ending under `theme: any` (every theme takes them once its own are heard)
 *   companions.story       companion      traits.story     trait
 *   interests.story        category (then its interest scenes)
 *   touches.story          touches        phrases.story    onward, any-companion, pronouns, line
 *   plain-words.story      plain-words (what a 2-3-year-old hears instead of a hard word)
 *   moments/<moment>.story moment (then its raise, rehearse and close blocks)
 *   chapters.story         recall, finale (tomorrow's chapter)
 *   siblings/<n>.story     siblings one, siblings two (brothers and sisters' lines)
 *
 * Any block may sit in any file (a theme's blocks need the file's `theme:`); the file names above are the
 * library's habit. Order is kept: files by path, blocks as written. Every problem names its file and line,
 * and a library with any problem is not handed to the engine.
 */
import { THEMES, isOneOf } from '../../../shared/catalogue.js';
import type { MarkupNode } from '../../markup.js';
import type { LibrarySource } from '../source.js';
import { BlockReader } from './blocks.js';
import { newDraft, type FileState, type LibraryDraft } from './draft.js';
import { PASSAGE_KINDS } from './kinds.js';
import { PHRASE_KINDS } from './phrase-kinds.js';
import { SourcePlaces } from './places.js';
import { LibrarySourceSchema } from './schema.js';
import { formatProblem, parseStoryFile, type LibraryProblem } from './story-format.js';

/** A file's `theme:` for openings and endings that serve every theme. */
const SHARED_THEME = 'any';

/** Every kind of block, and what reading one does. */
const BLOCK_KINDS = { ...PASSAGE_KINDS, ...PHRASE_KINDS };

export interface LibraryFile {
  /** Relative to the library folder, with '/': 'themes/kindness.story'. */
  path: string;
  text: string;
}

export interface LoadedLibrary {
  source: LibrarySource;
  places: SourcePlaces;
  /** Each text's markup, parsed while checking it (buildLibrary takes it). */
  markup: ReadonlyMap<string, MarkupNode[]>;
}

/** The library's problems, one `file:line: problem` a line. */
export class LibraryError extends Error {
  override name = 'LibraryError';
  constructor(readonly problems: readonly LibraryProblem[]) {
    super(`The story library has ${problems.length} problem(s):\n${problems.map(formatProblem).join('\n')}`);
  }
}

/** The library from its files; throws LibraryError naming every problem. */
export function loadLibrary(files: readonly LibraryFile[]): LoadedLibrary {
  const { library, problems } = readLibrary(files);
  if (problems.length || !library) throw new LibraryError(problems);
  return library;
}

/** The library from its files, and every problem found (the library only when there are none). */
export function readLibrary(files: readonly LibraryFile[]): {
  library?: LoadedLibrary;
  problems: LibraryProblem[];
} {
  const problems: LibraryProblem[] = [];
  const places = new SourcePlaces();
  const markup = new Map<string, MarkupNode[]>();
  const draft = newDraft();
  const byPath = [...files].sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
  for (const file of byPath) {
    const { document, problems: found } = parseStoryFile(file.path, file.text);
    problems.push(...found);
    const state: FileState = { read: new BlockReader(file.path, problems, places, markup), draft };
    for (const field of document.fields) {
      const problem = (message: string) => problems.push({ file: file.path, line: field.line, message });
      if (field.key !== 'theme') problem(`'${field.key}' is not a file field (theme)`);
      else if (field.value === SHARED_THEME) state.shared = true;
      else if (!isOneOf(THEMES)(field.value)) problem(`unknown theme '${field.value}'`);
      else if (draft.themes.has(field.value)) problem(`${field.value} has a file already`);
      else {
        state.theme = { theme: field.value, openings: [], quests: [], scenes: [], endings: [] };
        draft.themes.set(field.value, state.theme);
        places.set(state.theme, { file: file.path, line: field.line });
      }
    }
    for (const block of document.blocks) {
      const read = BLOCK_KINDS[block.kind];
      if (read) read(state, block);
      else
        problems.push({
          file: file.path,
          line: block.line,
          message: `unknown kind ':: ${block.kind}' (${Object.keys(BLOCK_KINDS).join(', ')})`,
        });
    }
  }
  for (const theme of THEMES)
    if (!draft.themes.has(theme))
      problems.push({ file: 'themes/', line: 0, message: `${theme} has no file ('theme: ${theme}')` });
  const source = sourceOf(draft);
  const checked = LibrarySourceSchema.safeParse(source);
  if (!checked.success)
    for (const issue of checked.error.issues)
      problems.push({ file: '(library)', line: 0, message: `${issue.path.join('.')}: ${issue.message}` });
  if (problems.length || !checked.success) return { problems };
  return { library: { source, places, markup }, problems };
}

/** The typed library from the draft; the whole-library schema says what is missing. */
function sourceOf(draft: LibraryDraft): LibrarySource {
  return {
    themes: THEMES.flatMap((t) => draft.themes.get(t) ?? []),
    journeys: draft.journeys,
    ...(draft.frames.openings.length || draft.frames.endings.length ? { frames: draft.frames } : {}),
    voices: draft.voices as LibrarySource['voices'],
    traits: draft.traits as LibrarySource['traits'],
    interests: draft.interests,
    ...(draft.touches ? { touches: draft.touches } : {}),
    ...(Object.keys(draft.siblings).length ? { siblings: draft.siblings } : {}),
    moments: draft.moments,
    chapters: draft.chapters,
    phrases: {
      onward: draft.onward!,
      anyCompanion: draft.anyCompanion!,
      pronouns: draft.pronouns as LibrarySource['phrases']['pronouns'],
      lines: draft.lines,
      ...(draft.plainWords ? { plainWords: draft.plainWords } : {}),
    },
  };
}
