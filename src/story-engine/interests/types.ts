/** What a story makes of a typed interest: its category and the forms a story says it in. */

export const INTEREST_CATEGORY_IDS = [
  'animals',
  'pet',
  'dinosaurs',
  'vehicles',
  'space',
  'sea',
  'fantasy',
  'sport',
  'dance',
  'music',
  'art',
  'building',
  'games',
  'books',
  'cooking',
  'nature',
  'science',
  'generic',
] as const;
export type InterestCategoryId = (typeof INTEREST_CATEGORY_IDS)[number];

export interface Interest {
  /** As the parent typed it, trimmed. */
  typed: string;
  category: InterestCategoryId;
  /** The interest as a topic, library markup fitting after "about" or "loved": 'horses', '{their} cat Luna'. */
  topic: string;
  /**
   * One of it, for countable things: 'a horse'. The categories whose scenes meet one (animals, dinosaurs,
   * vehicles, fantasy, sea) always have one that fits: 'the ocean' meets 'a dolphin', 'fossils' 'a dinosaur'.
   */
  one?: string;
  /** Many of it: 'horses'. */
  many?: string;
  /** A pet's or person's name ('Luna') and kind ('cat'). */
  petName?: string;
  petKind?: string;
  /** An animal's species word, singular, lower case: the engine keeps companions and side characters apart. */
  species?: string;
}

/** What one typed thing is understood as, before the parts of an interest are joined. */
export interface Understood {
  topic: string;
  category: InterestCategoryId;
  one?: string;
  many?: string;
  petName?: string;
  petKind?: string;
  species?: string;
}
