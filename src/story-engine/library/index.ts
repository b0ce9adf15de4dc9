/**
 * The whole story library, compiled once at start-up: the twelve themes, the journeys they share, the
 * companions' voices, the trait lines and the interest scenes. `buildLibrary` also serves tests that
 * bring a small library of their own.
 */
import { COMPANIONS, type Companion, type PersonalityTrait, type Theme } from '../../shared/catalogue.js';
import { parseMarkup, type MarkupNode } from '../markup.js';
import {
  compileCategory,
  compilePassage,
  compileTheme,
  type CompiledCategory,
  type CompiledPassage,
  type CompiledTheme,
} from './compiled.js';
import { COMPANION_VOICES } from './companions.js';
import { INTEREST_CATEGORIES } from './interests.js';
import type { InterestCategoryId } from './interest-words.js';
import { THEME_LIBRARIES } from './themes/index.js';
import { TOUCHES, type Touches } from './touches.js';
import { TRAIT_LINES } from './traits.js';
import type { ThemeLibrary } from './types.js';
import type { Ability, CompanionVoice, InterestCategory, TraitLines, TraitMoment } from './voice-types.js';

export interface CompiledVoice {
  intros: MarkupNode[][];
  moves: MarkupNode[][];
  sounds: MarkupNode[][];
  features: MarkupNode[][];
  abilities: Partial<Record<Ability, MarkupNode[][]>>;
}

export interface StoryLibrary {
  themes: Partial<Record<Theme, CompiledTheme>>;
  journeys: CompiledPassage[];
  voices: Record<Companion, CompanionVoice>;
  compiledVoices: Record<Companion, CompiledVoice>;
  traits: TraitLines;
  compiledTraits: Partial<Record<PersonalityTrait, Partial<Record<TraitMoment, MarkupNode[][]>>>>;
  interests: Partial<Record<InterestCategoryId | string, CompiledCategory>> & { generic: CompiledCategory };
  touches: Record<keyof Touches, MarkupNode[][]>;
}

export interface LibrarySource {
  themes: readonly ThemeLibrary[];
  voices: Record<Companion, CompanionVoice>;
  traits: TraitLines;
  interests: readonly InterestCategory[];
  touches?: Touches;
}

const parseAll = (texts: readonly string[]) => texts.map((t) => parseMarkup(t));

export function buildLibrary(source: LibrarySource): StoryLibrary {
  // Every species word a companion has: a passage naming one is skipped for that companion.
  const speciesWords = new Set(COMPANIONS.flatMap((c) => source.voices[c].species ?? []));
  const themes: Partial<Record<Theme, CompiledTheme>> = {};
  const journeys: CompiledPassage[] = [];
  for (const library of source.themes) {
    themes[library.theme] = compileTheme(library, speciesWords);
    journeys.push(...library.journeys.map((j) => compilePassage('journey', j, 'journey', speciesWords)));
  }
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
    source.interests.map((c) => [c.id, compileCategory(c, speciesWords)]),
  ) as StoryLibrary['interests'];
  if (!interests.generic) throw new Error('The interest library needs a generic category');
  return {
    themes,
    journeys,
    voices: source.voices,
    compiledVoices,
    traits: source.traits,
    compiledTraits,
    interests,
    touches: {
      opening: parseAll(source.touches?.opening ?? []),
      ending: parseAll(source.touches?.ending ?? []),
      scene: parseAll(source.touches?.scene ?? []),
    },
  };
}

export const LIBRARY_SOURCE: LibrarySource = {
  themes: THEME_LIBRARIES,
  voices: COMPANION_VOICES,
  traits: TRAIT_LINES,
  interests: INTEREST_CATEGORIES,
  touches: TOUCHES,
};

export const STORY_LIBRARY: StoryLibrary = buildLibrary(LIBRARY_SOURCE);
