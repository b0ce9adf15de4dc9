/**
 * The whole story library, read from its text files and compiled once at start-up: the twelve themes, the
 * journeys they share, the companions' voices, the trait lines, the interest scenes, the touches and the
 * engine's own phrases. `buildLibrary` also serves tests that bring a small library of their own.
 */
import { plainly } from '../plain-words.js';
import { COMPANIONS, type Companion, type PersonalityTrait, type Theme } from '../../shared/catalogue.js';
import type { Moment } from '../../shared/moments.js';
import { parseMarkup, type MarkupNode } from '../markup.js';
import {
  compileCategory,
  compilePassage,
  compileTheme,
  type CompiledCategory,
  type CompiledPassage,
  type CompiledTheme,
} from './compiled.js';
import type { InterestCategoryId } from './interest-words.js';
import { loadLibrary } from './load/load.js';
import { readLibraryFiles } from './load/read-files.js';
import type { LibrarySource } from './source.js';
import {
  SIBLING_COUNTS,
  SIBLING_LISTS,
  type Ability,
  type CompanionVoice,
  type Phrases,
  type SiblingCount,
  type SiblingList,
  type Touches,
  type TraitLines,
  type TraitMoment,
} from './voice-types.js';

export type { LibrarySource } from './source.js';

export interface CompiledVoice {
  intros: MarkupNode[][];
  moves: MarkupNode[][];
  sounds: MarkupNode[][];
  features: MarkupNode[][];
  abilities: Partial<Record<Ability, MarkupNode[][]>>;
}

/** The engine's own phrases, parsed. */
export interface CompiledPhrases {
  onward: Record<keyof Phrases['onward'], MarkupNode[][]>;
  anyCompanion: Record<keyof Phrases['anyCompanion'], MarkupNode[][]>;
  pronouns: Phrases['pronouns'];
  lines: Record<string, MarkupNode[]>;
  /** The library's text as a 2-3-year-old hears it (plain-words.story); none: as written. */
  plainly: ((text: string) => string) | undefined;
}

/** A life moment's passages, compiled: raised after the opening, rehearsed on the way, closed at the end. */
export interface CompiledMoment {
  raises: CompiledPassage[];
  rehearsals: CompiledPassage[];
  closes: CompiledPassage[];
}

export interface StoryLibrary {
  themes: Partial<Record<Theme, CompiledTheme>>;
  journeys: CompiledPassage[];
  /** Openings and endings every theme takes once its own are heard (frames.story); empty where none. */
  frames: { openings: CompiledPassage[]; endings: CompiledPassage[] };
  moments: Partial<Record<Moment, CompiledMoment>>;
  /** Tomorrow's chapter: last night recalled (the opening's place), a series closed (the ending's). */
  chapters: { recalls: CompiledPassage[]; finales: CompiledPassage[] };
  voices: Record<Companion, CompanionVoice>;
  compiledVoices: Record<Companion, CompiledVoice>;
  traits: TraitLines;
  compiledTraits: Partial<Record<PersonalityTrait, Partial<Record<TraitMoment, MarkupNode[][]>>>>;
  interests: Partial<Record<InterestCategoryId | string, CompiledCategory>> & { generic: CompiledCategory };
  touches: Record<keyof Touches, MarkupNode[][]>;
  /** Brothers' and sisters' lines, for one sibling and for two (empty lists where the library has none). */
  siblings: Record<SiblingCount, Record<SiblingList, MarkupNode[][]>>;
  phrases: CompiledPhrases;
}

/**
 * The library compiled for the engine. `parsed` holds the markup the loader parsed already (each text is
 * parsed once at start-up).
 */
export function buildLibrary(
  source: LibrarySource,
  parsed?: ReadonlyMap<string, MarkupNode[]>,
): StoryLibrary {
  const parse = (text: string) => parsed?.get(text) ?? parseMarkup(text);
  const parseAll = (texts: readonly string[]) => texts.map(parse);
  const parseEach = <K extends string>(lists: Record<K, readonly string[]>) =>
    Object.fromEntries(Object.entries<readonly string[]>(lists).map(([k, v]) => [k, parseAll(v)])) as Record<
      K,
      MarkupNode[][]
    >;
  // Every species word a companion has: a passage naming one is skipped for that companion.
  const speciesWords = new Set(COMPANIONS.flatMap((c) => source.voices[c].species ?? []));
  const themes: Partial<Record<Theme, CompiledTheme>> = {};
  for (const library of source.themes) themes[library.theme] = compileTheme(library, speciesWords, parse);
  const journeys = source.journeys.map((j) => compilePassage('journey', j, speciesWords, parse));
  const frames = {
    openings: (source.frames?.openings ?? []).map((p) => compilePassage('opening', p, speciesWords, parse)),
    endings: (source.frames?.endings ?? []).map((p) => compilePassage('ending', p, speciesWords, parse)),
  };
  const moments: StoryLibrary['moments'] = {};
  for (const m of source.moments)
    moments[m.moment] = {
      raises: m.raises.map((p) => compilePassage('raise', p, speciesWords, parse)),
      rehearsals: m.rehearsals.map((p) => compilePassage('rehearse', p, speciesWords, parse)),
      closes: m.closes.map((p) => compilePassage('close', p, speciesWords, parse)),
    };
  const compiledVoices = Object.fromEntries(
    COMPANIONS.map((c) => {
      const v = source.voices[c];
      return [
        c,
        {
          intros: parseAll(v.intros),
          moves: parseAll(v.moves),
          sounds: parseAll(v.sounds),
          features: parseAll(v.features),
          abilities: Object.fromEntries(
            Object.entries(v.abilities).map(([k, list]) => [k, parseAll(list ?? [])]),
          ),
        },
      ];
    }),
  ) as Record<Companion, CompiledVoice>;
  const compiledTraits = Object.fromEntries(
    Object.entries(source.traits).map(([trait, moments]) => [
      trait,
      Object.fromEntries(Object.entries(moments).map(([m, lines]) => [m, parseAll(lines ?? [])])),
    ]),
  );
  const interests = Object.fromEntries(
    source.interests.map((c) => [c.id, compileCategory(c, speciesWords, parse)]),
  ) as StoryLibrary['interests'];
  if (!interests.generic) throw new Error('The interest library needs a generic category');
  const { phrases } = source;
  return {
    themes,
    journeys,
    frames,
    moments,
    chapters: {
      recalls: source.chapters.recalls.map((p) => compilePassage('recall', p, speciesWords, parse)),
      finales: source.chapters.finales.map((p) => compilePassage('finale', p, speciesWords, parse)),
    },
    voices: source.voices,
    compiledVoices,
    traits: source.traits,
    compiledTraits,
    interests,
    touches: {
      opening: parseAll(source.touches?.opening ?? []),
      ending: parseAll(source.touches?.ending ?? []),
      scene: parseAll(source.touches?.scene ?? []),
      sibling: parseAll(source.touches?.sibling ?? []),
    },
    siblings: Object.fromEntries(
      SIBLING_COUNTS.map((count) => [
        count,
        Object.fromEntries(
          SIBLING_LISTS.map((list) => [list, parseAll(source.siblings?.[count]?.[list] ?? [])]),
        ),
      ]),
    ) as StoryLibrary['siblings'],
    phrases: {
      onward: parseEach(phrases.onward),
      anyCompanion: parseEach(phrases.anyCompanion),
      pronouns: phrases.pronouns,
      lines: Object.fromEntries(Object.entries(phrases.lines).map(([k, v]) => [k, parse(v)])),
      plainly: phrases.plainWords && plainly(phrases.plainWords),
    },
  };
}

/** The library as written, and where each part of it was written (for the checker's file:line). */
const LOADED = loadLibrary(readLibraryFiles());
export const LIBRARY_SOURCE: LibrarySource = LOADED.source;
export const LIBRARY_PLACES = LOADED.places;

export const STORY_LIBRARY: StoryLibrary = buildLibrary(LIBRARY_SOURCE, LOADED.markup);
