/** The whole library as written: what the text files hold, typed (load/ reads it; index.ts compiles it). */
import type { Companion } from '../../shared/catalogue.js';
import type { ChapterLibrary, MomentLibrary, Scene, ThemeLibrary } from './types.js';
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
