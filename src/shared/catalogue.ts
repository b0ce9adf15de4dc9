/**
 * The product catalogue: every plan figure, list and price, written once (docs/product.md §9).
 * Server, story engine and client all import from here.
 */

export const STORY_LENGTHS = ['Short', 'Medium', 'Long'] as const;
export type StoryLength = (typeof STORY_LENGTHS)[number];
export const DEFAULT_STORY_LENGTH: StoryLength = 'Medium';

export interface LengthInfo {
  name: StoryLength;
  minWords: number;
  maxWords: number;
  premium: boolean;
}

/** Word targets (docs/product.md §9). Long needs the premium_length feature. */
export const LENGTHS: readonly LengthInfo[] = [
  { name: 'Short', minWords: 250, maxWords: 450, premium: false },
  { name: 'Medium', minWords: 500, maxWords: 800, premium: false },
  { name: 'Long', minWords: 1000, maxWords: 1500, premium: true },
];

export const MAX_STORY_PARAGRAPHS = 30;
/** At most this many brothers and sisters besides the child a story is for. */
export const MAX_SIBLINGS = 2;

export const FREE_THEMES = ['Friendship', 'Kindness', 'Courage', 'Sharing', 'Learning', 'Family'] as const;
export const PREMIUM_THEMES = [
  'Adventure',
  'Helping Others',
  'Teamwork',
  'Responsibility',
  'Leadership',
  'Determination',
] as const;
export const THEMES = [...FREE_THEMES, ...PREMIUM_THEMES] as const;
export type Theme = (typeof THEMES)[number];

export const COMPANION_GROUPS = ['Magical Animals', 'Superheroes'] as const;
export type CompanionGroup = (typeof COMPANION_GROUPS)[number];

export const FREE_ANIMALS = ['Bear', 'Fox', 'Owl', 'Rabbit', 'Elephant'] as const;
export const PREMIUM_ANIMALS = ['Giraffe', 'Lion', 'Penguin', 'Koala', 'Tiger'] as const;
export const FREE_SUPERHEROES = [
  'Cosmic Defender',
  'Lightning Warrior',
  'Nature Guardian',
  'Time Traveler',
  'Mind Master',
] as const;
export const PREMIUM_SUPERHEROES = [
  'Solar Knight',
  'Wind Rider',
  'Crystal Protector',
  'Shadow Ninja',
  'Star Voyager',
] as const;
export const COMPANIONS = [
  ...FREE_ANIMALS,
  ...PREMIUM_ANIMALS,
  ...FREE_SUPERHEROES,
  ...PREMIUM_SUPERHEROES,
] as const;
export type Companion = (typeof COMPANIONS)[number];

export interface CompanionInfo {
  name: Companion;
  group: CompanionGroup;
  kind: 'animal' | 'superhero';
  premium: boolean;
}

/** The info of each companion in one list: all of one group, kind and premium flag. */
function listInfo(
  names: readonly Companion[],
  group: CompanionGroup,
  kind: CompanionInfo['kind'],
  premium: boolean,
): CompanionInfo[] {
  return names.map((name) => ({ name, group, kind, premium }));
}

export const COMPANION_INFO: readonly CompanionInfo[] = [
  ...listInfo(FREE_ANIMALS, 'Magical Animals', 'animal', false),
  ...listInfo(PREMIUM_ANIMALS, 'Magical Animals', 'animal', true),
  ...listInfo(FREE_SUPERHEROES, 'Superheroes', 'superhero', false),
  ...listInfo(PREMIUM_SUPERHEROES, 'Superheroes', 'superhero', true),
];

export const GENDERS = ['Boy', 'Girl'] as const;
export type Gender = (typeof GENDERS)[number];
export const HAIR_COLORS = [
  'Blonde',
  'Brown',
  'Black',
  'Red',
  'Auburn',
  'Gray',
  'White',
  'Blue',
  'Pink',
  'Purple',
  'Green',
] as const;
export type HairColor = (typeof HAIR_COLORS)[number];
export const EYE_COLORS = ['Brown', 'Blue', 'Green', 'Hazel', 'Gray', 'Amber', 'Violet'] as const;
export type EyeColor = (typeof EYE_COLORS)[number];
export const PERSONALITY_TRAITS = [
  'Adventurous',
  'Brave',
  'Creative',
  'Curious',
  'Funny',
  'Kind',
  'Shy',
  'Outgoing',
  'Smart',
  'Caring',
  'Energetic',
  'Calm',
  'Determined',
  'Gentle',
  'Playful',
  'Thoughtful',
] as const;
export type PersonalityTrait = (typeof PERSONALITY_TRAITS)[number];

/** Character profile defaults and bounds (docs/product.md §3, §5.3, §9). */
/**
 * The story form's choices on a first visit, before any story is remembered: a free companion, theme and
 * length, so a new parent types a name and taps once (docs/product.md, "Every night in one tap").
 */
export const FIRST_STORY_CHOICES = {
  animal: 'Owl',
  theme: 'Friendship',
  length: DEFAULT_STORY_LENGTH,
} as const;

export const PROFILE_DEFAULTS = { age: 5, gender: 'Boy', hairColor: 'Brown', eyeColor: 'Brown' } as const;
export const PROFILE_AGE = { min: 1, max: 18, formMin: 2, formMax: 12 } as const;
/** How many interests a profile keeps, how long each may be, and how long its notes may be. */
export const PROFILE_LIMITS = { interests: 20, interestLength: 40, notes: 500 } as const;

export const PLAN_TYPES = ['FREE', 'STANDARD', 'PREMIUM'] as const;
export type PlanType = (typeof PLAN_TYPES)[number];
export const PAID_PLAN_TYPES = ['STANDARD', 'PREMIUM'] as const;
export type PaidPlanType = (typeof PAID_PLAN_TYPES)[number];
/** Plans in order of what they give: a change to a higher one is an upgrade. */
export const planRank = (plan: PlanType): number => PLAN_TYPES.indexOf(plan);

export const FEATURES = [
  'basic_stories',
  'extended_stories',
  'unlimited_stories',
  'all_themes',
  'premium_themes',
  'premium_characters',
  'premium_length',
  'story_history',
  'story_customization',
  'priority_support',
] as const;
export type Feature = (typeof FEATURES)[number];

/** -1 means unlimited. */
export const UNLIMITED = -1;

export interface Plan {
  type: PlanType;
  /** Display name on cards and badges: '{name} Plan'. */
  name: string;
  monthlyStoryLimit: number;
  priceUsd: number;
  features: readonly Feature[];
  /** The plan card's lines (docs/product.md §2.5). */
  cardLines: readonly string[];
}

export const PLANS: Record<PlanType, Plan> = {
  FREE: {
    type: 'FREE',
    name: 'Free',
    monthlyStoryLimit: 4,
    priceUsd: 0,
    features: ['basic_stories'],
    cardLines: ['4 stories per month', 'Basic themes', 'Basic characters', 'Short & Medium lengths'],
  },
  STANDARD: {
    type: 'STANDARD',
    name: 'Standard',
    monthlyStoryLimit: 15,
    priceUsd: 4.99,
    features: ['basic_stories', 'extended_stories', 'all_themes'],
    // 'All themes' means the six everyday ones (docs/product.md §13): the line says so, no tooltip needed.
    cardLines: [
      '15 stories per month',
      'All themes: the 6 everyday ones (Premium adds 6 more)',
      'All basic characters',
      'Short & Medium lengths',
    ],
  },
  PREMIUM: {
    type: 'PREMIUM',
    name: 'Premium',
    monthlyStoryLimit: UNLIMITED,
    priceUsd: 9.99,
    // Premium has every feature.
    features: FEATURES,
    cardLines: [
      'Unlimited stories',
      'All premium themes and characters',
      'Short/Medium/Long lengths',
      'Story Library',
      'Priority support',
    ],
  },
};

/** Guests: 4 stories a calendar month, a session lasts 30 days (docs/product.md §9). */
export const GUEST_RULES = { monthlyStoryLimit: 4, sessionDays: 30 } as const;

/** 'Your recent stories' on home (docs/product.md §13): the last `days`, at most `limit`, every plan. */
export const RECENT_STORIES = { days: 30, limit: 10 } as const;

/** Who takes payments (docs/product.md §11): Stripe Checkout, or the demo checkout the product serves. */
export const PAYMENT_PROVIDERS = ['stripe', 'demo'] as const;
export type PaymentProviderName = (typeof PAYMENT_PROVIDERS)[number];

export const HARDCOVER_BOOK_PRICE_USD = 29.99;

/** A guard for one of the catalogue's lists: `isOneOf(THEMES)(text)` narrows the text to a Theme. */
export function isOneOf<T extends string>(list: readonly T[]): (value: string) => value is T {
  return (value): value is T => (list as readonly string[]).includes(value);
}
export const isTheme = isOneOf(THEMES);
export const isCompanion = isOneOf(COMPANIONS);
export const isPaidPlanType = isOneOf(PAID_PLAN_TYPES);

export function isPremiumTheme(theme: string): boolean {
  return isOneOf(PREMIUM_THEMES)(theme);
}
export function isPremiumCompanion(companion: string): boolean {
  return COMPANION_INFO.some((c) => c.name === companion && c.premium);
}
export function isPremiumLength(length: string): boolean {
  return LENGTHS.some((l) => l.name === length && l.premium);
}
export function lengthInfo(length: StoryLength): LengthInfo {
  const info = LENGTHS.find((l) => l.name === length);
  if (!info) throw new Error(`Unknown story length ${length}`);
  return info;
}
export function companionInfo(name: string): CompanionInfo | undefined {
  return COMPANION_INFO.find((c) => c.name === name);
}
export function planHas(plan: PlanType, feature: Feature): boolean {
  return PLANS[plan].features.includes(feature);
}
export function formatPrice(usd: number): string {
  return `$${usd.toFixed(2)}`;
}
