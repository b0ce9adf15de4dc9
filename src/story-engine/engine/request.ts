/**
 * What the engine is asked and what it answers: a story request, the child's memory, the story it
 * writes, and the age bands it writes for.
 */
import type { Companion, Gender, StoryLength, Theme } from '../../shared/catalogue.js';
import type { StoryMetadata } from '../../shared/api-contracts.js';
import type { Moment } from '../../shared/moments.js';
import type { ScenePicture, Setting } from '../../shared/settings.js';
import { AGE_BAND_AGES, AGE_BANDS, type AgeBand } from '../markup.js';
import type { Interest } from '../library/interest-words.js';

/** The parts of a character profile a story can use. */
export interface ProfileDetails {
  gender?: Gender | string | null;
  age?: number | null;
  hairColor?: string | null;
  eyeColor?: string | null;
  favoriteColor?: string | null;
  personality?: readonly string[] | null;
  interests?: readonly string[] | null;
}

/** Theme and companion come checked against the catalogue (the stories service does it, once). */
export interface StoryRequest {
  childName: string;
  companion: Companion;
  theme: Theme;
  length: StoryLength;
  seed: number;
  /** The child's age (a profile's, or given by hand): it sets sentence length and words. */
  age?: number | null;
  profile?: ProfileDetails | null;
  /** PREMIUM 'story customization': weave in the profile's looks, colour, traits and interests. */
  customize?: boolean;
  /** A life moment tonight's story meets: raised after the opening, rehearsed on the way, closed at the end. */
  moment?: Moment | null;
  /** Tomorrow's chapter: tonight continues an earlier story of the same child, with the same companion. */
  chapter?: ChapterRequest | null;
  /**
   * Brothers and sisters in the story besides the child who leads it tonight (`childName`): at most 2, each
   * with lines of their own at the end of the lead's paragraphs (library/siblings/).
   */
  siblings?: readonly SiblingRequest[] | null;
}

/** A brother or sister in tonight's story. */
export interface SiblingRequest {
  name: string;
  gender?: Gender | string | null;
  /** Their own profile's looks and colour (Premium, a sibling chosen from a profile): woven in as touches. */
  details?: { hairColor?: string | null; eyeColor?: string | null; favoriteColor?: string | null } | null;
}

/** What a chapter after the first needs to know of the series. */
export interface ChapterRequest {
  /** 2 for the chapter after the first story, and so on (a series has at most 5). */
  number: number;
  /** The series' last chapter: its finale closes the adventure. */
  last: boolean;
  /** Last night's quest (GeneratedStory.questId), recalled in tonight's opening; null when unknown. */
  previousQuestId: string | null;
}

/**
 * What the child heard: the passage ids of its last stories, newest first; and, where the caller has them,
 * the lines of those stories (engine/lines.ts, `linesOf` of each story's text, newest first), so that a
 * wording heard on several recent nights gives way to one not heard lately. A memory without `lines` (as
 * kept before them) still keeps every paragraph rule.
 */
export interface StoryMemory {
  recent: readonly (readonly string[])[];
  lines?: readonly (readonly number[])[];
}

export const NO_MEMORY: StoryMemory = { recent: [] };
/** How many of a child's last stories the memory needs (the longest rule looks back 10; the rest ranks). */
export const MEMORY_DEPTH = 30;

export interface GeneratedStory {
  /** The name as the story writes it ('Zoë'): the child who leads it. */
  childName: string;
  /** The brothers' and sisters' names as the story writes them. */
  siblingNames: string[];
  content: string;
  paragraphs: string[];
  /** One per paragraph: the passage it was told from (what the memory keeps). */
  parts: string[];
  /** One per paragraph: where it happens (the picture book draws it). */
  settings: Setting[];
  /** One per paragraph: what its picture shows besides the place (snow, rain, ...), or null. */
  pictures: (ScenePicture | null)[];
  ageBand: AgeBand;
  wordCount: number;
  metadata: StoryMetadata;
  seed: number;
  /** For measures and tests: the quest, the interests understood, and how many sentences carry a detail of
   * the child (looks, colour, a trait, an interest). */
  questId: string;
  interests: Interest[];
  sentenceCount: number;
  personalSentences: number;
}

export class StoryGenerationError extends Error {
  override name = 'StoryGenerationError';
}

/** A fresh seed: 31 random bits, so it fits a PostgreSQL integer. */
export function newSeed(): number {
  const buffer = new Uint32Array(1);
  globalThis.crypto.getRandomValues(buffer);
  return buffer[0]! >>> 1;
}

export { AGE_BAND_AGES };

/** 'ages 1-3' */
export const agesOf = (band: AgeBand) => `ages ${AGE_BAND_AGES[band].from}-${AGE_BAND_AGES[band].to}`;

/** A child's band; a child of no given age hears 6-7, the library as written. */
export function ageBand(age: number | null | undefined): AgeBand {
  if (age === null || age === undefined || !Number.isFinite(age)) return 'middle';
  return AGE_BANDS.find((band) => age <= AGE_BAND_AGES[band].to) ?? 'eldest';
}

/** The highest Flesch-Kincaid grade a story may have for each age band (docs/product.md, "Stories"). */
export const GRADE_CEILING: Record<AgeBand, number> = {
  toddler: 3,
  little: 3,
  middle: 4.5,
  big: Number.POSITIVE_INFINITY,
  eldest: Number.POSITIVE_INFINITY,
};
