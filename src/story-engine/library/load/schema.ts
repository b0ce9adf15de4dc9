/**
 * The library's shape as zod schemas, mirroring ../types.ts, ../voice-types.ts and ../source.ts (the
 * assertions at the end fail to compile when the two drift apart). The loader checks each block's fields
 * against the pieces and the whole library against LibrarySourceSchema.
 */
import { z } from 'zod';
import { COMPANIONS, PERSONALITY_TRAITS, THEMES } from '../../../shared/catalogue.js';
import { SCENE_PICTURES, SETTINGS } from '../../../shared/settings.js';
import type { LibrarySource } from '../source.js';
import { MOMENTS } from '../../../shared/moments.js';
import {
  ENERGIES,
  SCENE_ROLES,
  type ChapterLibrary,
  type MomentLibrary,
  type Passage,
  type Quest,
  type Scene,
  type ThemeLibrary,
} from '../types.js';
import {
  ABILITIES,
  PRONOUN_SETS,
  SIBLING_COUNTS,
  TRAIT_MOMENTS,
  type CompanionVoice,
  type InterestCategory,
  type Phrases,
  type Touches,
  type TraitLines,
} from '../voice-types.js';

/** A passage's stable id: lower-case words joined by '.' or '-' ('kindness.c.lantern-bridge'). */
export const PASSAGE_ID = /^[a-z0-9]+(?:[.-][a-z0-9]+)*$/;
/** A quest's id: kebab-case words ('hedgehog-mitten'). */
export const QUEST_ID = /^[a-z]+(?:-[a-z]+)*$/;

const text = z
  .string({ error: (issue) => (issue.input === undefined ? 'is missing' : 'must be text') })
  .min(1, 'is empty');
/** One of a closed list; a wrong value names the list. */
const oneOf = <T extends readonly [string, ...string[]]>(values: T, what: string) =>
  z.enum(values, {
    error: (issue) =>
      issue.input === undefined
        ? 'is missing'
        : `unknown ${what} '${String(issue.input)}' (${values.join(', ')})`,
  });
const texts = (min = 0) => z.array(text).min(min, `needs at least ${min}`);

/** A passage's `picture:` field: a variant of its place's picture, or none. */
const PICTURE_FIELD = [...SCENE_PICTURES, 'none'] as const;

export const PassageSchema = z.object({
  id: z.string().regex(PASSAGE_ID, "an id is lower-case words joined by '.' or '-'"),
  setting: oneOf(SETTINGS, 'setting'),
  picture: oneOf(PICTURE_FIELD, 'picture').optional(),
  opens: z.string().regex(QUEST_ID, 'a thread is kebab-case words (photo-by-bed)').optional(),
  closes: z.string().regex(QUEST_ID, 'a thread is kebab-case words (photo-by-bed)').optional(),
  text,
});
export const SceneSchema = PassageSchema.extend({
  energy: oneOf(ENERGIES, 'energy'),
  role: oneOf(SCENE_ROLES, 'role').optional(),
});

export const QuestSchema = z.object({
  id: z.string().regex(QUEST_ID, 'a quest id is kebab-case'),
  item: text,
  itemFull: text,
  itemHeld: text,
  itemTell: text,
  recipient: text,
  destination: text,
  goal: text,
  refrain: text,
  setups: z.array(PassageSchema),
  payoffs: z.array(PassageSchema),
});

export const ThemeLibrarySchema = z.object({
  theme: oneOf(THEMES, 'theme'),
  openings: z.array(PassageSchema),
  quests: z.array(QuestSchema),
  scenes: z.array(SceneSchema),
  endings: z.array(PassageSchema),
});

export const MomentLibrarySchema = z.object({
  moment: oneOf(MOMENTS, 'moment'),
  raises: z.array(PassageSchema),
  rehearsals: z.array(SceneSchema),
  closes: z.array(PassageSchema),
});

export const ChapterLibrarySchema = z.object({
  recalls: z.array(PassageSchema),
  finales: z.array(PassageSchema),
});

export const CompanionVoiceSchema = z.object({
  ref: text,
  species: z.array(text).nullable(),
  intros: texts(),
  moves: texts(),
  sounds: texts(),
  features: texts(),
  abilities: z
    .partialRecord(z.enum(ABILITIES), texts())
    .and(z.object({ guide: texts(1), comfort: texts(1) })),
});

export const TraitLinesSchema = z.record(
  z.enum(PERSONALITY_TRAITS),
  z.partialRecord(z.enum(TRAIT_MOMENTS), texts()),
);

export const InterestCategorySchema = z.object({
  id: z.string().regex(QUEST_ID, 'a category id is kebab-case'),
  scenes: z.array(SceneSchema),
  mentions: texts(),
});

export const TouchesSchema = z.object({
  opening: texts(),
  ending: texts(),
  scene: texts(),
  sibling: texts(),
});

export const SiblingLinesSchema = z.object({
  join: texts(),
  lively: texts(),
  gentle: texts(),
  calm: texts(),
  payoff: texts(),
  sleep: texts(),
});

export const PronounsSchema = z.object({ they: text, them: text, their: text });
export const PhrasesSchema = z.object({
  onward: z.object({ fromPlace: texts(1), samePlace: texts(1), fromHome: texts(1) }),
  anyCompanion: z.object({ moves: texts(1), sounds: texts(1), features: texts(1), help: texts(1) }),
  pronouns: z.record(z.enum(PRONOUN_SETS), PronounsSchema),
  lines: z.record(z.string(), text),
  plainWords: z
    .record(
      z.string().regex(/^[a-z]+$/, 'a plain word is for one word, in lower case'),
      z.string().regex(/^[a-z][a-z' -]*$/, 'said instead: plain words in lower case'),
    )
    .optional(),
});

export const LibrarySourceSchema = z.object({
  themes: z.array(ThemeLibrarySchema),
  journeys: z.array(SceneSchema),
  frames: z.object({ openings: z.array(PassageSchema), endings: z.array(PassageSchema) }).optional(),
  voices: z.record(z.enum(COMPANIONS), CompanionVoiceSchema),
  traits: TraitLinesSchema,
  interests: z.array(InterestCategorySchema),
  touches: TouchesSchema.optional(),
  siblings: z.partialRecord(z.enum(SIBLING_COUNTS), SiblingLinesSchema).optional(),
  moments: z.array(MomentLibrarySchema),
  chapters: ChapterLibrarySchema,
  phrases: PhrasesSchema,
});

// The schemas and the types say the same thing: each assignment fails to compile when they drift apart.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Mutable<T> = T extends string | number | boolean | null | undefined
  ? T
  : T extends readonly (infer U)[]
    ? Mutable<U>[]
    : { -readonly [K in keyof T]: Mutable<T[K]> };
const agree = <T extends true>(value: T) => value;
agree<Same<z.infer<typeof PassageSchema>, Mutable<Passage>>>(true);
agree<Same<z.infer<typeof SceneSchema>, Mutable<Scene>>>(true);
agree<Same<z.infer<typeof QuestSchema>, Mutable<Quest>>>(true);
agree<Same<z.infer<typeof ThemeLibrarySchema>, Mutable<ThemeLibrary>>>(true);
agree<Same<z.infer<typeof ChapterLibrarySchema>, Mutable<ChapterLibrary>>>(true);
agree<Same<z.infer<typeof MomentLibrarySchema>, Mutable<MomentLibrary>>>(true);
agree<Same<z.infer<typeof CompanionVoiceSchema>, Mutable<CompanionVoice>>>(true);
agree<Same<z.infer<typeof TraitLinesSchema>, Mutable<TraitLines>>>(true);
agree<Same<z.infer<typeof InterestCategorySchema>, Mutable<InterestCategory>>>(true);
agree<Same<z.infer<typeof TouchesSchema>, Mutable<Touches>>>(true);
agree<Same<z.infer<typeof PhrasesSchema>, Mutable<Phrases>>>(true);
agree<Same<z.infer<typeof LibrarySourceSchema>, Mutable<LibrarySource>>>(true);
