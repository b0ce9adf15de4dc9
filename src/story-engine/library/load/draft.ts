/** The library as it is gathered from its files, block by block, and what a block kind is. */
import type { Companion, PersonalityTrait, Theme } from '../../../shared/catalogue.js';
import type {
  InterestCategory,
  Phrases,
  Pronouns,
  SiblingCount,
  SiblingLines,
  Touches,
  TraitLines,
  CompanionVoice,
} from '../voice-types.js';
import type { ChapterLibrary, MomentLibrary, Quest, Scene, SharedFrames, ThemeLibrary } from '../types.js';
import type { BlockReader } from './blocks.js';
import type { StoryBlock } from './story-format.js';

export type Mutable<T> = { -readonly [K in keyof T]: T[K] extends readonly (infer U)[] ? U[] : T[K] };

/** The library as it is gathered, block by block. */
export interface LibraryDraft {
  themes: Map<Theme, Mutable<ThemeLibrary>>;
  journeys: Scene[];
  frames: Mutable<SharedFrames>;
  voices: Partial<Record<Companion, CompanionVoice>>;
  traits: Partial<Record<PersonalityTrait, TraitLines[PersonalityTrait]>>;
  interests: Mutable<InterestCategory>[];
  touches?: Touches;
  siblings: Partial<Record<SiblingCount, SiblingLines>>;
  moments: Mutable<MomentLibrary>[];
  chapters: Mutable<ChapterLibrary>;
  onward?: Phrases['onward'];
  anyCompanion?: Phrases['anyCompanion'];
  pronouns: Partial<Record<string, Pronouns>>;
  lines: Record<string, string>;
  plainWords?: Record<string, string>;
  /** Passage ids, and where each was written. */
  ids: Map<string, string>;
  /** What may be written once in the whole library (a companion, a trait), and where it was. */
  once: Map<string, string>;
}

export const newDraft = (): LibraryDraft => ({
  themes: new Map(),
  journeys: [],
  frames: { openings: [], endings: [] },
  voices: {},
  traits: {},
  interests: [],
  siblings: {},
  moments: [],
  chapters: { recalls: [], finales: [] },
  pronouns: {},
  lines: {},
  ids: new Map(),
  once: new Map(),
});

/** One file being read: its theme, and the quest or category its next blocks belong to. */
export interface FileState {
  read: BlockReader;
  draft: LibraryDraft;
  theme?: Mutable<ThemeLibrary>;
  /** `theme: any`: the file's openings and endings serve every theme (frames.story). */
  shared?: boolean;
  quest?: Mutable<Quest>;
  category?: Mutable<InterestCategory>;
  moment?: Mutable<MomentLibrary>;
}

/** What reading one block of a kind does. */
export type BlockKind = (s: FileState, block: StoryBlock) => void;

/** Whether this is the first block of its key in the library (a second is a problem). */
export function first(s: FileState, block: StoryBlock, key: string): boolean {
  const before = s.draft.once.get(key);
  if (before) s.read.problem(block.line, `${key} is written already, at ${before}`);
  else s.draft.once.set(key, `${s.read.file}:${block.line}`);
  return !before;
}
