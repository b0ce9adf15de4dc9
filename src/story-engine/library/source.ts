/** The whole library as written: what the text files hold, typed (load/ reads it; index.ts compiles it). */
import type { Companion } from '../../shared/catalogue.js';
import type { ChapterLibrary, MomentLibrary, Scene, SharedFrames, ThemeLibrary } from './types.js';
import type {
  CompanionVoice,
  InterestCategory,
  Phrases,
  SiblingCount,
  SiblingLines,
  Touches,
  TraitLines,
} from './voice-types.js';

export interface LibrarySource {
  themes: readonly ThemeLibrary[];
  /** Scenes on the way that serve any quest of any theme: shared by every theme's stories. */
  journeys: readonly Scene[];
  /** Openings and endings every theme may take once its own are heard (frames.story). */
  frames?: SharedFrames;
  voices: Record<Companion, CompanionVoice>;
  traits: TraitLines;
  interests: readonly InterestCategory[];
  touches?: Touches;
  /** Brothers and sisters: lines for a story with one sibling and with two (siblings/). */
  siblings?: Partial<Record<SiblingCount, SiblingLines>>;
  /** Life moments' passages, by moment (moments/). */
  moments: readonly MomentLibrary[];
  /** Tomorrow's chapter: recalls and finales (chapters.story). */
  chapters: ChapterLibrary;
  phrases: Phrases;
}

/**
 * Each passage's text as written, by id, found anywhere under `parts` (parts of a library: themes, journeys,
 * moments...): a story's `parts` name the passage each paragraph was told from.
 */
export function passageSources(parts: readonly unknown[]): Map<string, string> {
  const sources = new Map<string, string>();
  const walk = (value: unknown): void => {
    if (!value || typeof value !== 'object') return;
    if (Array.isArray(value)) return value.forEach(walk);
    const o = value as Record<string, unknown>;
    if (typeof o.id === 'string' && typeof o.source === 'string') sources.set(o.id, o.source);
    else Object.values(o).forEach(walk);
  };
  walk(parts);
  return sources;
}
