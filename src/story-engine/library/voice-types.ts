/**
 * The shapes of the shared libraries: how each companion speaks and helps (companions.ts), a sentence per
 * personality trait and moment (traits.ts), and scenes built around a child's interests (interests.ts).
 */
import type { PersonalityTrait } from '../../shared/catalogue.js';
import type { Scene } from './types.js';

/** What a companion can do for the child; `guide` and `comfort` every companion has. */
export const ABILITIES = [
  'light',
  'lift',
  'carry',
  'fly',
  'find',
  'warm',
  'cross',
  'hush',
  'guide',
  'comfort',
] as const;
export type Ability = (typeof ABILITIES)[number];

/**
 * A companion's voice. Every phrase is library markup (it may use {name}, {they}, age segments, ...),
 * and several wordings of each rotate so that none is heard more than twice in a story.
 */
export interface CompanionVoice {
  /** Mid-sentence reference: 'the bear', 'Cosmic Defender'. */
  ref: string;
  /** An animal's species words (singular and plural), so no side character shares them; null for heroes. */
  species: readonly string[] | null;
  /** Noun phrases introducing it: 'a big, gentle bear with a honey-sweet smile'. At least 3. */
  intros: readonly string[];
  /** Past-tense verb phrases of how it moves: 'ambled along on big, soft feet'. At least 4. */
  moves: readonly string[];
  /** Noun phrases of a sound it makes: 'a low, happy rumble'. At least 4. */
  sounds: readonly string[];
  /** Noun phrases of what you notice, after its possessive: 'soft brown fur'. At least 3. */
  features: readonly string[];
  /** Past-tense verb phrases of each help it gives: at least 6 kinds, 3 wordings each. */
  abilities: Partial<Record<Ability, readonly string[]>> & Record<'guide' | 'comfort', readonly string[]>;
}

/** The moments a scene can leave room for a trait in ({trait:meet}, ...). */
export const TRAIT_MOMENTS = ['meet', 'obstacle', 'help', 'wonder', 'rest'] as const;
export type TraitMoment = (typeof TRAIT_MOMENTS)[number];

/** Whole sentences showing a trait in a moment; a trait need not fit every moment. */
export type TraitLines = Record<PersonalityTrait, Partial<Record<TraitMoment, readonly string[]>>>;

/**
 * A kind of interest and what the library does with it. A child's typed interest is matched to a category
 * (interest-words.ts), then one of its scenes is told around it in Medium and Long stories, and one of its
 * mentions in Short ones.
 */
export interface InterestCategory {
  id: string;
  /** Scenes built around the interest; they serve the quest like any scene. At least 3. */
  scenes: readonly Scene[];
  /** Single sentences that bring the interest into any scene (Short stories). At least 3. */
  mentions: readonly string[];
}

/**
 * Small touches of a child's details, for a Premium story whose passages left too few (docs/product.md,
 * "Stories": at least one sentence in eight carries a detail of the child). Each is one sentence with one
 * detail in [ ], that reads right anywhere in its kind of paragraph: after the opening's first sentence,
 * before the ending's last, after a scene's first.
 */
export interface Touches {
  opening: readonly string[];
  ending: readonly string[];
  scene: readonly string[];
  /** A brother's or sister's own detail ({sib}, {sibHair}...), after their line joining the opening. */
  sibling: readonly string[];
}

/** A child's pronouns as a story says them. */
export interface Pronouns {
  they: string;
  them: string;
  their: string;
}

/** The genders a story knows pronouns for; any other, or none, is 'none' (they/them/their). */
export const PRONOUN_SETS = ['Girl', 'Boy', 'none'] as const;
export type PronounSet = (typeof PRONOUN_SETS)[number];

/**
 * Brothers and sisters in one story (siblings/): lines the engine adds at the end of the lead child's
 * paragraphs, for a story with one sibling ('one': {sib}) or two ('two': {sib} and {sib2}). `join` ends the
 * opening, `lively`/`gentle`/`calm` a scene of that energy (and the set-up), `payoff` the pay-off, and
 * `sleep` goes before the ending's last sentence.
 */
export const SIBLING_LISTS = ['join', 'lively', 'gentle', 'calm', 'payoff', 'sleep'] as const;
export type SiblingList = (typeof SIBLING_LISTS)[number];
export type SiblingLines = Record<SiblingList, readonly string[]>;
/** How many siblings a set of lines is for. */
export const SIBLING_COUNTS = ['one', 'two'] as const;
export type SiblingCount = (typeof SIBLING_COUNTS)[number];

/** The words the engine itself says between and around passages (phrases.story). */
export interface Phrases {
  /** What {onward} says at a scene's start: past the place before ('Past {place},'), on in the same place,
   * or out from home. Each ends with its comma; the engine puts a space after it. */
  onward: { fromPlace: readonly string[]; samePlace: readonly string[]; fromHome: readonly string[] };
  /** Wordings that fit any companion, for a long story that has used each of its own twice. */
  anyCompanion: {
    moves: readonly string[];
    sounds: readonly string[];
    features: readonly string[];
    help: readonly string[];
  };
  pronouns: Record<PronounSet, Pronouns>;
  /** Single lines said at one moment of a story, by name ('companion-is-interest'). */
  lines: Readonly<Record<string, string>>;
  /**
   * Words a 2-3-year-old does not know, and what a story says to them instead (plain-words.story):
   * 'jerboa' -> 'little desert mouse'. Only the library's own words change, never a name a parent gave.
   */
  plainWords?: Readonly<Record<string, string>>;
}
