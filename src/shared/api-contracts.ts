/**
 * Request and response schemas of the HTTP API (docs/product.md §7), shared by server and client.
 * Responses go through these schemas, which carry no password hash, payment id or guest session id.
 */
import { z } from 'zod';
import {
  EYE_COLORS,
  GENDERS,
  HAIR_COLORS,
  PAYMENT_PROVIDERS,
  COMPANIONS,
  DEFAULT_STORY_LENGTH,
  PLAN_TYPES,
  STORY_LENGTHS,
  THEMES,
} from './catalogue.js';
import { HAIR_STYLES, PYJAMA_COLORS, SKIN_TONES } from './looks.js';
import { MOMENTS } from './moments.js';
import { childLookInput, paidPlanTypeSchema, siblingsInput, storyRules, userIdSchema } from './schemas.js';
import { SCENE_PICTURES, SETTINGS } from './settings.js';

const isoDate = z.string();

// ---------- guests ----------
/** A guest session id: at least 128 random bits, base64url. */
export const guestSessionIdSchema = z.string().regex(/^[A-Za-z0-9_-]{22,64}$/, 'is not a guest session id');

export const guestSessionResponse = z.object({
  sessionId: z.string(),
  /** ISO 8601; the client keeps it in milliseconds. */
  expiresAt: isoDate,
});
export type GuestSessionResponse = z.infer<typeof guestSessionResponse>;

export const claimRequest = z
  .object({ guestSessionId: guestSessionIdSchema, targetUserId: userIdSchema })
  .strict();
export const claimResponse = z.object({ claimed: z.number().int().nonnegative() });
export type ClaimResponse = z.infer<typeof claimResponse>;

export const countResponse = z.object({ count: z.number().int().nonnegative() });
export type CountResponse = z.infer<typeof countResponse>;

// ---------- accounts ----------
export const userResponse = z.object({
  id: z.number().int(),
  username: z.string(),
  email: z.string(),
  /** Whether the address was proved by the mailed link (docs/decisions/029-accounts-by-email.md). */
  emailVerified: z.boolean(),
  createdAt: isoDate,
});
export type User = z.infer<typeof userResponse>;

// ---------- subscription ----------
export const subscriptionStatusResponse = z.object({
  planType: z.enum(PLAN_TYPES),
  /** 'active', 'past_due' (a payment failed), or 'none' for the free plan. */
  status: z.string(),
  expiresAt: isoDate.nullable(),
  paymentFailed: z.boolean(),
  /**
   * A downgrade or cancellation asked for, which takes effect at the end of the paid period (`effectiveAt`,
   * ISO 8601); planType stays until then. Null when nothing is scheduled.
   */
  scheduledChange: z.object({ planType: z.enum(PLAN_TYPES), effectiveAt: isoDate }).nullable(),
});
export type SubscriptionStatus = z.infer<typeof subscriptionStatusResponse>;

/**
 * POST /api/subscription/change: a paying user changes plan (decision 028). A higher plan applies at once
 * (prorated); a lower one, or FREE (cancel), at the end of the paid period; the current plan takes back a
 * scheduled change. Answers the subscription status after the change.
 */
export const changePlanRequest = z
  .object({
    planType: z.enum(PLAN_TYPES, {
      error: () => 'The plan (planType) must be FREE, STANDARD or PREMIUM.',
    }),
  })
  .strict();

export const checkoutRequest = z
  .object({
    planType: paidPlanTypeSchema,
    userId: userIdSchema,
  })
  .strict();
export const checkoutResponse = z.object({ sessionId: z.string(), url: z.string().nullable() });
export type CheckoutResponse = z.infer<typeof checkoutResponse>;

/** GET /api/config: what the browser may know of the server's setup (no secret). */
export const publicConfigResponse = z.object({
  paymentProvider: z.enum(PAYMENT_PROVIDERS),
  /** Set only when payments use Stripe and STRIPE_PUBLISHABLE_KEY is configured. */
  stripePublishableKey: z.string().nullable(),
  /** False when the server cannot send mail (production without SMTP_URL): the client hides the link. */
  passwordReset: z.boolean(),
});
export type PublicConfigResponse = z.infer<typeof publicConfigResponse>;
export type PublicConfig = z.infer<typeof publicConfigResponse>;

export const verifySessionResponse = z.object({
  success: z.boolean(),
  session: z.object({
    id: z.string(),
    payment_status: z.string(),
    status: z.string().optional(),
    metadata: z.object({ planType: z.string() }),
  }),
});
export type VerifySessionResponse = z.infer<typeof verifySessionResponse>;

// ---------- stories ----------
export const storyMetadata = z.object({
  readingLevel: z.string(),
  ageRange: z.string(),
  keywords: z.array(z.string()),
  category: z.string(),
});
export type StoryMetadata = z.infer<typeof storyMetadata>;

export const createStoryRequest = z.object({
  childName: storyRules.childName,
  animal: storyRules.animal,
  theme: storyRules.theme,
  length: storyRules.length.default(DEFAULT_STORY_LENGTH),
  /** Accepted and ignored: the server writes the story (docs/product.md §4.2). */
  storyContent: z.unknown().optional(),
  userId: userIdSchema.nullish(),
  guestSessionId: guestSessionIdSchema.nullish(),
  characterProfileId: z.union([z.uuid('characterProfileId is not a profile id.'), z.literal('')]).nullish(),
  /** The child's age when no profile gives it: sentence length and words follow it. */
  childAge: storyRules.childAge.nullish(),
  /** Boy or Girl for a child with no profile (pronouns); not given: the story uses the name and 'they'. */
  childGender: storyRules.childGender.nullish(),
  /** The look of a child with no profile (a profile's own look wins): the pictures draw it. */
  childLook: childLookInput.nullish(),
  /** A life moment tonight's story meets gently (src/shared/moments.ts); every plan. */
  moment: z
    .enum(MOMENTS, {
      error: () => `That is not a moment we know: choose one of the list, or leave it empty.`,
    })
    .nullish(),
  /**
   * Tomorrow's chapter (Premium): the earlier story of the same child this one continues, with its
   * companion and theme.
   */
  continuesStoryId: z
    .uuid('continuesStoryId is not a story id: open the story to continue and choose Continue tomorrow.')
    .nullish(),
  /** A chapter that closes its series (the fifth always does). */
  lastChapter: z.boolean('lastChapter is true or false.').optional(),
  /** Brothers and sisters in the story too (at most 2): each named, with lines and a part (every plan). */
  siblings: siblingsInput.optional(),
  tags: z.array(z.string().trim().min(1).max(30)).max(10).optional(),
});
export type CreateStoryRequest = z.input<typeof createStoryRequest>;

export const storyChildLook = z.object({
  skinTone: z.enum(SKIN_TONES).nullable(),
  hairStyle: z.enum(HAIR_STYLES).nullable(),
  hairColor: z.enum(HAIR_COLORS).nullable(),
  eyeColor: z.enum(EYE_COLORS).nullable(),
  glasses: z.boolean(),
  pyjamas: z.enum(PYJAMA_COLORS).nullable(),
});

export const storyResponse = z.object({
  id: z.string(),
  /** The owner's user id; null for guest stories and for readers who are not the owner. */
  userId: z.number().int().nullable(),
  characterProfileId: z.string().nullable(),
  childName: z.string(),
  /** The story's own title, from its quest: 'Mia and the Little Red Mitten'. */
  title: z.string(),
  animal: z.string(),
  theme: z.string(),
  storyContent: z.string(),
  length: z.enum(STORY_LENGTHS),
  createdAt: isoDate,
  lastReadAt: isoDate.nullable(),
  readCount: z.number().int(),
  isPublic: z.boolean(),
  isFavorite: z.boolean(),
  tags: z.array(z.string()),
  metadata: storyMetadata.nullable(),
  bookPreviewUrl: z.string().nullable(),
  /** One per paragraph of storyContent: where it happens (the picture book draws each page's setting). */
  sceneSettings: z.array(z.enum(SETTINGS)),
  /** One per paragraph: what its picture shows besides the place (snow, rain, ...), or null. */
  scenePictures: z.array(z.enum(SCENE_PICTURES).nullable()),
  /**
   * The child's look in the pictures, from the profile or the story form when the story was made; null
   * (or a part of it null) is drawn without guessing (docs/decisions/025-child-looks.md).
   */
  childLook: storyChildLook.nullable(),
  /** The age and gender the story was told for when given by hand (no profile); null otherwise. */
  childAge: z.number().int().nullable(),
  childGender: z.enum(GENDERS).nullable(),
  /** The life moment the story met, or null. */
  moment: z.enum(MOMENTS).nullable(),
  /** Brothers and sisters in the story besides childName, by name (the title names them all). */
  siblings: z.array(z.object({ name: z.string(), look: storyChildLook.nullable() })),
  /** Tomorrow's chapter: the story this one continues (null for a first story), its place in the series,
   * and whether it closed the series (no chapter may follow). */
  continuesStoryId: z.string().nullable(),
  chapter: z.number().int(),
  closesSeries: z.boolean(),
  /** True when the caller owns the story (may favourite, share, preview it). */
  isOwner: z.boolean(),
});
export type Story = z.infer<typeof storyResponse>;
export const storyListResponse = z.array(storyResponse);

/** Lists come a page at a time, newest first; NEXT_CURSOR_HEADER (routes.ts) names the next page. */
export const LIST_PAGE = { default: 50, max: 100 } as const;
export const listQuery = z.object({
  limit: z.coerce
    .number({ error: `limit must be a number from 1 to ${LIST_PAGE.max}.` })
    .int(`limit must be a whole number from 1 to ${LIST_PAGE.max}.`)
    .min(1, `limit must be a number from 1 to ${LIST_PAGE.max}.`)
    .max(LIST_PAGE.max, `limit must be a number from 1 to ${LIST_PAGE.max}.`)
    .default(LIST_PAGE.default),
  cursor: z
    .string()
    .max(200, 'That page cursor is not valid: ask for the list again without one.')
    .optional(),
});
export type ListQuery = z.infer<typeof listQuery>;

/** An empty field of a search form (`?q=`) is ignored, not an error. */
const blankAsAbsent = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);

/**
 * The library's search and filters (issue 32): narrow `/api/stories/user` and `/favorites` on the server,
 * so a search finds a story however many pages back it is. Theme and companion come from the catalogue.
 */
export const libraryQuery = listQuery.extend({
  q: z.preprocess(blankAsAbsent, z.string().trim().max(100, 'Search for at most 100 characters.').optional()),
  child: z.preprocess(
    blankAsAbsent,
    z.string().trim().max(50, "A child's name is at most 50 characters.").optional(),
  ),
  theme: z.preprocess(
    blankAsAbsent,
    z.enum(THEMES, { error: `theme must be one of: ${THEMES.join(', ')}.` }).optional(),
  ),
  companion: z.preprocess(
    blankAsAbsent,
    z.enum(COMPANIONS, { error: `companion must be one of: ${COMPANIONS.join(', ')}.` }).optional(),
  ),
});
export type LibraryQuery = z.infer<typeof libraryQuery>;
export type LibraryFilters = Pick<LibraryQuery, 'q' | 'child' | 'theme' | 'companion'>;

/** The children a parent's stories were told for, to choose a child in the library. */
export const storyChildrenResponse = z.object({ children: z.array(z.string()) });

export const storyPatchRequest = z
  .object({ isFavorite: z.boolean().optional(), isPublic: z.boolean().optional() })
  .strict()
  .refine((p) => p.isFavorite !== undefined || p.isPublic !== undefined, {
    message: 'Send isFavorite or isPublic (true or false).',
  });

export const readingProgressRequest = z
  .object({
    readDuration: z.number().int().min(0).max(86_400).optional(),
    comprehensionScore: z.number().int().min(0).max(100).optional(),
    notes: z.string().trim().max(1000).optional(),
  })
  .strict();
export const readingProgressResponse = z.object({
  id: z.string(),
  storyId: z.string(),
  completedAt: isoDate,
  readDuration: z.number().int().nullable(),
  comprehensionScore: z.number().int().nullable(),
  notes: z.string().nullable(),
});

export const previewResponse = z.object({ previewUrl: z.string() });

// ---------- character profiles ----------
export const characterProfileResponse = z.object({
  id: z.string(),
  userId: z.number().int(),
  name: z.string(),
  age: z.number().int(),
  gender: z.string(),
  hairColor: z.string(),
  eyeColor: z.string(),
  skinTone: z.enum(SKIN_TONES).nullable(),
  hairStyle: z.enum(HAIR_STYLES).nullable(),
  glasses: z.boolean(),
  favoriteColor: z.string().nullable(),
  personality: z.array(z.string()),
  interests: z.array(z.string()),
  description: z.string().nullable(),
  createdAt: isoDate,
  updatedAt: isoDate,
});
export type CharacterProfile = z.infer<typeof characterProfileResponse>;
export const characterProfileListResponse = z.array(characterProfileResponse);

export const messageResponse = z.object({ message: z.string() });

// ---------- help ----------
/** The Help page's contact form (docs/product.md, "Help"). */
export const helpRequest = z
  .object({
    email: z
      .string({ error: 'Please give an email address we can answer.' })
      .trim()
      .max(254, 'That email address is too long.')
      .email('Please give an email address we can answer, like name@example.com.'),
    message: z
      .string({ error: 'Please write your message.' })
      .trim()
      .min(10, 'Please tell us a little more (at least 10 characters).')
      .max(4000, 'Please keep your message under 4,000 characters.'),
  })
  .strict();
export type HelpRequest = z.infer<typeof helpRequest>;
export const helpResponse = z.object({ message: z.string(), priority: z.boolean() });
