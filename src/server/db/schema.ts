/**
 * Every entity of docs/product.md §3, plus what enforcement needs (sessions, monthly usage, checkout sessions,
 * processed payment events). CHECK constraints mirror docs/product.md §5's data rules and read their lists from
 * the catalogue, so a list is written once.
 */
import { sql, type SQL } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import {
  EYE_COLORS,
  DEFAULT_STORY_LENGTH,
  GENDERS,
  HAIR_COLORS,
  PAID_PLAN_TYPES,
  PAYMENT_PROVIDERS,
  PERSONALITY_TRAITS,
  PLAN_TYPES,
  PROFILE_DEFAULTS,
  STORY_LENGTHS,
} from '../../shared/catalogue.js';
import { HAIR_STYLES, SKIN_TONES } from '../../shared/looks.js';
import { MOMENTS } from '../../shared/moments.js';
import { MAX_CHAPTERS } from '../../shared/chapters.js';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const createdAt = () => ts('created_at').notNull().defaultNow();
const uuidKey = () => uuid('id').primaryKey().defaultRandom();
/** The user a row belongs to: it goes when the user does. */
const userIdOf = () =>
  integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });
/** The story a row is about. */
const storyIdOf = (onDelete: 'cascade' | 'restrict') =>
  uuid('story_id')
    .notNull()
    .references(() => stories.id, { onDelete });

/** `column IN ('a','b')` for a CHECK constraint, from a catalogue list. */
function oneOf(column: SQL | ReturnType<typeof sql.identifier>, values: readonly string[]): SQL {
  return sql`${column} IN (${sql.raw(values.map((v) => `'${v.replaceAll("'", "''")}'`).join(', '))})`;
}
/** Every element of a text[] column is in the list. */
function allOf(column: SQL, values: readonly string[]): SQL {
  return sql`${column} <@ ARRAY[${sql.raw(values.map((v) => `'${v.replaceAll("'", "''")}'`).join(', '))}]::text[]`;
}

export const users = pgTable(
  'users',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    username: text('username').notNull(),
    /**
     * canonicalUsername(username) (src/shared/usernames.ts), computed in TypeScript and compared by
     * sign-in, the unique index and the sign-in limiter (docs/decisions/023-canonical-usernames.md). Null
     * only for an account made before it whose key another account already held: it signs in by its name.
     */
    usernameKey: text('username_key'),
    passwordHash: text('password_hash').notNull(),
    email: text('email').notNull(),
    /**
     * canonicalEmail(email) (src/shared/emails.ts): what sign-in by email and the unique index compare. Null
     * only for an account made before it whose address another account also held: those sign in by
     * username only (docs/decisions/029-accounts-by-email.md).
     */
    emailKey: text('email_key'),
    /** When the address was proved by the mailed link; until then it gets no mail but the verification. */
    emailVerifiedAt: ts('email_verified_at'),
    stripeCustomerId: text('stripe_customer_id'),
    stripeSubscriptionId: text('stripe_subscription_id'),
    createdAt: createdAt(),
  },
  (t) => [
    // One account per canonical username: "Mia", "MIA", "ｍｉａ" are the same account.
    uniqueIndex('users_username_key_key').on(t.usernameKey),
    // One account per address, in any letter case.
    uniqueIndex('users_email_key_key').on(t.emailKey),
    check('users_username_length', sql`char_length(${t.username}) BETWEEN 3 AND 50`),
    check('users_email_shape', sql`${t.email} LIKE '%_@_%' AND char_length(${t.email}) <= 254`),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    /** SHA-256 of the cookie's token: a leaked table does not yield working cookies. */
    tokenHash: text('token_hash').primaryKey(),
    userId: userIdOf(),
    createdAt: createdAt(),
    expiresAt: ts('expires_at').notNull(),
  },
  (t) => [index('sessions_user_id_idx').on(t.userId), index('sessions_expires_at_idx').on(t.expiresAt)],
);

export const guestSessions = pgTable(
  'guest_sessions',
  {
    /** The public id (SPEC's sessionId): in paths, payloads and local storage. Names, never authorises. */
    id: text('id').primaryKey(),
    /**
     * SHA-256 (hex) of the secret only the HttpOnly cookie carries: what authorises a guest (docs/product.md
     * §10, "The guest id is not a key"). Sessions from before it have the hash of their id (their cookie).
     */
    secretHash: text('secret_hash'),
    /** Stories made in the calendar month (UTC) that starts at lastResetAt. */
    storyCount: integer('story_count').notNull().default(0),
    lastResetAt: ts('last_reset_at').notNull().defaultNow(),
    createdAt: createdAt(),
    expiresAt: ts('expires_at').notNull(),
    /** Set when the guest's stories were moved into an account; the session is then consumed. */
    claimedByUserId: integer('claimed_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    claimedAt: ts('claimed_at'),
  },
  (t) => [
    check('guest_sessions_story_count_nonnegative', sql`${t.storyCount} >= 0`),
    check('guest_sessions_id_length', sql`char_length(${t.id}) BETWEEN 22 AND 64`),
    index('guest_sessions_expires_at_idx').on(t.expiresAt),
    uniqueIndex('guest_sessions_secret_hash_key').on(t.secretHash),
    // An account's claims this month (only the first month's claim is free: docs/product.md §10).
    index('guest_sessions_claimed_by_idx')
      .on(t.claimedByUserId, t.claimedAt)
      .where(sql`${t.claimedByUserId} IS NOT NULL`),
  ],
);

export const characterProfiles = pgTable(
  'character_profiles',
  {
    id: uuidKey(),
    userId: userIdOf(),
    name: text('name').notNull(),
    age: integer('age').notNull().default(PROFILE_DEFAULTS.age),
    gender: text('gender').notNull().default(PROFILE_DEFAULTS.gender),
    hairColor: text('hair_color').notNull().default(PROFILE_DEFAULTS.hairColor),
    eyeColor: text('eye_color').notNull().default(PROFILE_DEFAULTS.eyeColor),
    /** The child's look (docs/decisions/025-child-looks.md): null is not given, and no picture guesses it. */
    skinTone: text('skin_tone'),
    hairStyle: text('hair_style'),
    glasses: boolean('glasses').notNull().default(false),
    favoriteColor: text('favorite_color'),
    personality: text('personality')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    interests: text('interests')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    description: text('description'),
    createdAt: createdAt(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('character_profiles_user_id_idx').on(t.userId, t.createdAt),
    check('character_profiles_name_length', sql`char_length(${t.name}) BETWEEN 1 AND 50`),
    check('character_profiles_age_range', sql`${t.age} BETWEEN 1 AND 18`),
    check('character_profiles_gender', oneOf(sql`${t.gender}`, GENDERS)),
    check('character_profiles_hair_color', oneOf(sql`${t.hairColor}`, HAIR_COLORS)),
    check('character_profiles_eye_color', oneOf(sql`${t.eyeColor}`, EYE_COLORS)),
    check(
      'character_profiles_skin_tone',
      sql`${t.skinTone} IS NULL OR ${oneOf(sql`${t.skinTone}`, SKIN_TONES)}`,
    ),
    check(
      'character_profiles_hair_style',
      sql`${t.hairStyle} IS NULL OR ${oneOf(sql`${t.hairStyle}`, HAIR_STYLES)}`,
    ),
    check('character_profiles_personality', allOf(sql`${t.personality}`, PERSONALITY_TRAITS)),
    check(
      'character_profiles_favorite_color_length',
      sql`${t.favoriteColor} IS NULL OR char_length(${t.favoriteColor}) <= 30`,
    ),
    check(
      'character_profiles_description_length',
      sql`${t.description} IS NULL OR char_length(${t.description}) <= 500`,
    ),
    check('character_profiles_interests_count', sql`coalesce(array_length(${t.interests}, 1), 0) <= 20`),
  ],
);

export interface StoryMetadata {
  readingLevel: string;
  ageRange: string;
  keywords: string[];
  category: string;
  [key: string]: unknown;
}

/** Stories made before looks had skin tones and hair styles hold only the two colours. */
export interface StoryChildLook {
  skinTone?: string | null;
  hairStyle?: string | null;
  hairColor: string | null;
  eyeColor: string | null;
  glasses?: boolean;
  pyjamas?: string | null;
}

/** A brother or sister in a story, as the form gave them (a profile's own name, age and gender win). */
export interface StorySibling {
  name: string;
  age: number | null;
  gender: string | null;
  characterProfileId: string | null;
  /** Their look for the pictures, from their profile when the story was made (none typed in). */
  look?: StoryChildLook | null;
}

export const stories = pgTable(
  'stories',
  {
    /** Unguessable: a story link is a capability (docs/product.md §10). */
    id: uuidKey(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    guestSessionId: text('guest_session_id').references(() => guestSessions.id, { onDelete: 'cascade' }),
    characterProfileId: uuid('character_profile_id').references(() => characterProfiles.id, {
      onDelete: 'set null',
    }),
    childName: text('child_name').notNull(),
    /** The story's own title, made from its quest when it was told ('Mia and the Little Red Mitten'). */
    title: text('title').notNull(),
    animal: text('animal').notNull(),
    theme: text('theme').notNull(),
    storyContent: text('story_content').notNull(),
    length: text('length').notNull().default(DEFAULT_STORY_LENGTH),
    /** The generator's seed: the same seed and inputs regenerate the same story. */
    seed: integer('seed').notNull(),
    createdAt: createdAt(),
    lastReadAt: ts('last_read_at'),
    readCount: integer('read_count').notNull().default(0),
    isPublic: boolean('is_public').notNull().default(false),
    isFavorite: boolean('is_favorite').notNull().default(false),
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    metadata: jsonb('metadata').$type<StoryMetadata>(),
    bookPreviewUrl: text('book_preview_url'),
    /**
     * One per paragraph: the library passage it was told from. With childKey, the child's memory: a new
     * story for the same child avoids what its last stories told (docs/product.md, "Stories").
     */
    parts: text('parts')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** One per paragraph: where it happens (a setting of src/shared/settings.ts); null before settings. */
    settings: text('settings').array(),
    /** Who the story is for, within its owner: 'p:<profile id>', or 'n:<the name in lower case>'. */
    childKey: text('child_key'),
    /** The child's age the story was told for (sentence length, words); null when not given. */
    childAge: integer('child_age'),
    /** The gender given by hand for a child with no profile (Boy, Girl), for pronouns; null when not given. */
    childGender: text('child_gender'),
    /** The child's look for the pictures, copied from the profile when the story was made. */
    childLook: jsonb('child_look').$type<StoryChildLook>(),
    /** The life moment the story met (src/shared/moments.ts), or null. */
    moment: text('moment'),
    /**
     * Tomorrow's chapter: the story this one continues (null for a first story, and once that story is
     * deleted), its place in the series (1 for a first story), and whether it closed the series.
     */
    continuesStoryId: uuid('continues_story_id').references((): AnyPgColumn => stories.id, {
      onDelete: 'set null',
    }),
    chapter: integer('chapter').notNull().default(1),
    closesSeries: boolean('closes_series').notNull().default(false),
    /**
     * Where the story stands in the library, newest first: its creation time, and for every chapter of a
     * series the newest chapter's, so that a series stands together, its newest chapter first (issue 30).
     */
    shelvedAt: ts('shelved_at').notNull().defaultNow(),
    /**
     * Brothers and sisters in the story besides childName, as given (name, age, gender, profile); their
     * memory keys (childKeyOf), so that the story counts in each child's memory; and the key of the child
     * who led it (null with no siblings): the next story together is led by the next child.
     */
    siblings: jsonb('siblings').$type<StorySibling[]>().notNull().default([]),
    siblingKeys: text('sibling_keys')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    leadKey: text('lead_key'),
  },
  (t) => [
    check('stories_owner_present', sql`${t.userId} IS NOT NULL OR ${t.guestSessionId} IS NOT NULL`),
    check('stories_child_name_length', sql`char_length(${t.childName}) BETWEEN 2 AND 30`),
    check('stories_animal_length', sql`char_length(${t.animal}) BETWEEN 2 AND 30`),
    check('stories_theme_length', sql`char_length(${t.theme}) BETWEEN 2 AND 50`),
    check('stories_length', oneOf(sql`${t.length}`, STORY_LENGTHS)),
    check('stories_content_present', sql`char_length(${t.storyContent}) > 0`),
    check('stories_read_count_nonnegative', sql`${t.readCount} >= 0`),
    index('stories_user_created_idx').on(t.userId, t.createdAt.desc()),
    // The library's order: a page of one account's shelf is one read.
    index('stories_user_shelf_idx').on(t.userId, t.shelvedAt.desc(), t.chapter.desc(), t.id.desc()),
    index('stories_guest_created_idx').on(t.guestSessionId, t.createdAt.desc()),
    index('stories_user_favorites_idx')
      .on(t.userId, t.createdAt.desc())
      .where(sql`${t.isFavorite}`),
    index('stories_character_profile_idx').on(t.characterProfileId),
    // The child's memory: one indexed read of its last stories, per account or guest session.
    index('stories_user_child_idx')
      .on(t.userId, t.childKey, t.createdAt.desc())
      .where(sql`${t.childKey} IS NOT NULL`),
    index('stories_guest_child_idx')
      .on(t.guestSessionId, t.childKey, t.createdAt.desc())
      .where(sql`${t.childKey} IS NOT NULL`),
    check('stories_child_age_range', sql`${t.childAge} IS NULL OR ${t.childAge} BETWEEN 1 AND 18`),
    check('stories_chapter_range', sql`${t.chapter} BETWEEN 1 AND ${sql.raw(String(MAX_CHAPTERS))}`),
    // One next chapter a story: a series is a line, not a tree.
    uniqueIndex('stories_continues_story_idx')
      .on(t.continuesStoryId)
      .where(sql`${t.continuesStoryId} IS NOT NULL`),
    check('stories_moment', sql`${t.moment} IS NULL OR ${oneOf(sql`${t.moment}`, MOMENTS)}`),
    check('stories_siblings_at_most_two', sql`cardinality(${t.siblingKeys}) <= 2`),
  ],
);

export const readingProgress = pgTable(
  'reading_progress',
  {
    id: uuidKey(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    guestSessionId: text('guest_session_id').references(() => guestSessions.id, { onDelete: 'cascade' }),
    storyId: storyIdOf('cascade'),
    completedAt: ts('completed_at').notNull().defaultNow(),
    /** Seconds spent reading. */
    readDuration: integer('read_duration'),
    comprehensionScore: integer('comprehension_score'),
    notes: text('notes'),
    createdAt: createdAt(),
  },
  (t) => [
    check('reading_progress_reader_present', sql`${t.userId} IS NOT NULL OR ${t.guestSessionId} IS NOT NULL`),
    check(
      'reading_progress_duration',
      sql`${t.readDuration} IS NULL OR ${t.readDuration} BETWEEN 0 AND 86400`,
    ),
    check(
      'reading_progress_score',
      sql`${t.comprehensionScore} IS NULL OR ${t.comprehensionScore} BETWEEN 0 AND 100`,
    ),
    check('reading_progress_notes_length', sql`${t.notes} IS NULL OR char_length(${t.notes}) <= 1000`),
    index('reading_progress_story_idx').on(t.storyId, t.completedAt.desc()),
    index('reading_progress_user_idx').on(t.userId, t.completedAt.desc()),
    // A guest claim moves the session's progress rows (and a deleted session cascades to them): without
    // this index each claim scanned the whole table (EXPLAIN in docs/performance.md).
    index('reading_progress_guest_idx')
      .on(t.guestSessionId)
      .where(sql`${t.guestSessionId} IS NOT NULL`),
  ],
);

export const storyIllustrations = pgTable(
  'story_illustrations',
  {
    id: uuidKey(),
    storyId: storyIdOf('cascade'),
    imageUrl: text('image_url').notNull(),
    caption: text('caption'),
    pageNumber: integer('page_number').notNull().default(1),
    createdAt: createdAt(),
    metadata: jsonb('metadata').$type<Record<string, unknown>>(),
  },
  (t) => [
    uniqueIndex('story_illustrations_story_page_key').on(t.storyId, t.pageNumber),
    check('story_illustrations_page_positive', sql`${t.pageNumber} >= 1`),
  ],
);

export const userProfiles = pgTable(
  'user_profiles',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .unique('user_profiles_user_id_key')
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role').notNull().default('parent'),
    preferences: jsonb('preferences').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [check('user_profiles_role', oneOf(sql`${t.role}`, ['parent']))],
);

export interface ShippingAddress {
  line1: string;
  line2?: string;
  city: string;
  state: string;
  postalCode: string;
  country: string;
}

export const BOOK_ORDER_STATUSES = [
  'pending',
  'paid',
  'printing',
  'shipped',
  'delivered',
  'cancelled',
] as const;

export const bookOrders = pgTable(
  'book_orders',
  {
    id: uuidKey(),
    // An order is a financial record: a story with orders cannot be deleted from under it.
    storyId: storyIdOf('restrict'),
    status: text('status').notNull().default('pending'),
    shippingAddress: jsonb('shipping_address').$type<ShippingAddress>().notNull(),
    price: numeric('price', { precision: 10, scale: 2 }).notNull(),
    stripePaymentId: text('stripe_payment_id'),
    createdAt: createdAt(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    check('book_orders_status', oneOf(sql`${t.status}`, BOOK_ORDER_STATUSES)),
    check('book_orders_price_nonnegative', sql`${t.price} >= 0`),
    check(
      'book_orders_address_complete',
      sql`${t.shippingAddress} ?& ARRAY['line1', 'city', 'state', 'postalCode', 'country']`,
    ),
    index('book_orders_story_idx').on(t.storyId),
  ],
);

export const subscriptions = pgTable(
  'subscriptions',
  {
    id: uuidKey(),
    userId: userIdOf(),
    provider: text('provider').notNull(),
    stripeCustomerId: text('stripe_customer_id'),
    stripeSubscriptionId: text('stripe_subscription_id'),
    planType: text('plan_type').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    /** The provider's status word: active, past_due, canceled, ... */
    status: text('status').notNull().default('active'),
    expiresAt: ts('expires_at'),
    paymentFailedAt: ts('payment_failed_at'),
    /** Creation time of the newest provider event applied: older events are ignored. */
    lastEventAt: ts('last_event_at'),
    /**
     * A change asked for that takes effect at the end of the paid period (decision 028): a downgrade's
     * plan, or FREE for a cancellation; with the time it takes effect. Until then planType stays.
     */
    pendingPlanType: text('pending_plan_type'),
    pendingPlanAt: ts('pending_plan_at'),
    createdAt: createdAt(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    check('subscriptions_plan_type', oneOf(sql`${t.planType}`, PLAN_TYPES)),
    check(
      'subscriptions_pending_plan_type',
      sql`${t.pendingPlanType} IS NULL OR ${oneOf(sql`${t.pendingPlanType}`, PLAN_TYPES)}`,
    ),
    check('subscriptions_provider', oneOf(sql`${t.provider}`, PAYMENT_PROVIDERS)),
    uniqueIndex('subscriptions_stripe_subscription_key').on(t.stripeSubscriptionId),
    index('subscriptions_user_idx').on(t.userId, t.createdAt.desc()),
  ],
);

/** Checkout sessions the product itself tracks: the demo provider's, and Stripe's for ownership checks. */
export const checkoutSessions = pgTable(
  'checkout_sessions',
  {
    id: text('id').primaryKey(),
    userId: userIdOf(),
    provider: text('provider').notNull(),
    planType: text('plan_type').notNull(),
    status: text('status').notNull().default('open'),
    paymentStatus: text('payment_status').notNull().default('unpaid'),
    createdAt: createdAt(),
    completedAt: ts('completed_at'),
  },
  (t) => [
    check('checkout_sessions_plan_type', oneOf(sql`${t.planType}`, PAID_PLAN_TYPES)),
    check('checkout_sessions_provider', oneOf(sql`${t.provider}`, PAYMENT_PROVIDERS)),
    check('checkout_sessions_status', oneOf(sql`${t.status}`, ['open', 'complete', 'expired'])),
    index('checkout_sessions_user_idx').on(t.userId),
  ],
);

/** Each payment provider event is applied once: its id is stored in the transaction that applies it. */
export const processedPaymentEvents = pgTable('processed_payment_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  processedAt: createdAt(),
});

/** Stories a user made per calendar month (UTC); the allowance check increments it atomically. */
export const userMonthlyUsage = pgTable(
  'user_monthly_usage',
  {
    userId: userIdOf(),
    month: date('month', { mode: 'string' }).notNull(),
    storyCount: integer('story_count').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.month], name: 'user_monthly_usage_pkey' }),
    check('user_monthly_usage_count_nonnegative', sql`${t.storyCount} >= 0`),
  ],
);

/**
 * Password reset links (docs/product.md, "Accounts"): only the SHA-256 of the link's token is stored; a
 * token works once (usedAt) and until expiresAt. Removed with the user.
 */
export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: userIdOf(),
    createdAt: createdAt(),
    expiresAt: ts('expires_at').notNull(),
    usedAt: ts('used_at'),
  },
  (t) => [index('password_reset_tokens_user_idx').on(t.userId)],
);

/**
 * Email verification links (docs/decisions/029-accounts-by-email.md): like reset tokens, only the SHA-256 of
 * the token is kept; `email` is the address the link proves (a link for an earlier address proves nothing).
 */
export const emailVerificationTokens = pgTable(
  'email_verification_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: userIdOf(),
    email: text('email').notNull(),
    createdAt: createdAt(),
    expiresAt: ts('expires_at').notNull(),
    usedAt: ts('used_at'),
  },
  (t) => [index('email_verification_tokens_user_idx').on(t.userId)],
);

/**
 * A loved one's voice (docs/product.md §14): a story read aloud by someone, page by page. It belongs to its
 * story and goes with it; a draft is still being recorded, a ready one plays. `shared`: the story's shared link
 * plays it (the owner's choice).
 */
export const recordings = pgTable(
  'recordings',
  {
    id: uuidKey(),
    storyId: storyIdOf('cascade'),
    recorderName: text('recorder_name').notNull(),
    status: text('status').notNull().default('draft'),
    shared: boolean('shared').notNull().default(false),
    /** The invitation it was recorded through, null for the owner's own. */
    invitationId: uuid('invitation_id').references(() => recordingInvitations.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    check('recordings_status', oneOf(sql`${t.status}`, ['draft', 'ready'])),
    check('recordings_recorder_name_length', sql`char_length(${t.recorderName}) BETWEEN 1 AND 40`),
    index('recordings_story_idx').on(t.storyId, t.createdAt),
    uniqueIndex('recordings_invitation_key').on(t.invitationId),
  ],
);

/**
 * One page's audio: the object's key in the recording store, its type as the browser recorded it, its size
 * and length. A row removed or given a new key journals the old object for deletion (a trigger,
 * drizzle/0005_recordings.sql), so no path that deletes a story, an account or a page can forget its audio.
 */
export const recordingPages = pgTable(
  'recording_pages',
  {
    recordingId: uuid('recording_id')
      .notNull()
      .references(() => recordings.id, { onDelete: 'cascade' }),
    page: integer('page').notNull(),
    objectKey: text('object_key').notNull(),
    mimeType: text('mime_type').notNull(),
    byteSize: integer('byte_size').notNull(),
    durationMs: integer('duration_ms').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.recordingId, t.page], name: 'recording_pages_pkey' }),
    uniqueIndex('recording_pages_object_key').on(t.objectKey),
    check('recording_pages_page_range', sql`${t.page} BETWEEN 0 AND 99`),
    check('recording_pages_byte_size', sql`${t.byteSize} > 0`),
    check('recording_pages_duration', sql`${t.durationMs} >= 0`),
  ],
);

/**
 * An invitation to record a story (docs/product.md §14): single use, RECORDING_LIMITS.invitationDays days,
 * revocable. Only the SHA-256 of the link's token is kept.
 */
export const recordingInvitations = pgTable(
  'recording_invitations',
  {
    id: uuidKey(),
    storyId: storyIdOf('cascade'),
    tokenHash: text('token_hash').notNull(),
    createdAt: createdAt(),
    expiresAt: ts('expires_at').notNull(),
    /** Set when the recording made through it was saved: the link works no more. */
    usedAt: ts('used_at'),
  },
  (t) => [
    uniqueIndex('recording_invitations_token_key').on(t.tokenHash),
    index('recording_invitations_story_idx').on(t.storyId),
    index('recording_invitations_expires_idx').on(t.expiresAt),
  ],
);

/**
 * Objects of the recording store that may have no page row: 'upload' while an upload is under way (the row is
 * written before the object; a crash leaves it, and the clean-up removes objects a day old), 'delete' once
 * their page is gone (removed at once after the change commits, or by the clean-up). Holds no ids.
 */
export const recordingObjectJournal = pgTable(
  'recording_object_journal',
  {
    objectKey: text('object_key').primaryKey(),
    intent: text('intent').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    check('recording_object_journal_intent', oneOf(sql`${t.intent}`, ['upload', 'delete'])),
    index('recording_object_journal_created_idx').on(t.intent, t.createdAt),
  ],
);
