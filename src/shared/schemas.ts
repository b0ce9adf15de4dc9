/**
 * docs/product.md §5's data rules as zod schemas, with messages a person can act on. The server validates with
 * them; the client's forms reuse them.
 */
import { z } from 'zod';
import {
  COMPANIONS,
  EYE_COLORS,
  GENDERS,
  HAIR_COLORS,
  MAX_SIBLINGS,
  PERSONALITY_TRAITS,
  PLAN_TYPES,
  PAID_PLAN_TYPES,
  PROFILE_AGE,
  PROFILE_DEFAULTS,
  PROFILE_LIMITS,
  STORY_LENGTHS,
} from './catalogue.js';
import { HAIR_STYLES, SKIN_TONES } from './looks.js';

const choice = <T extends readonly [string, ...string[]]>(values: T, label: string) =>
  z.enum(values, { error: () => `${label} must be one of: ${values.join(', ')}.` });

/** A required text, trimmed, of `min` to `max` characters, with one message for either bound. */
const textOfLength = (missing: string, min: number, max: number, outOfBounds: string) =>
  z.string({ error: missing }).trim().min(min, outOfBounds).max(max, outOfBounds);

/** A name a story can say: at least one letter of any alphabet ('42' or '!!' is not a name). */
const HAS_LETTER = /\p{L}/u;

/**
 * A child's look (docs/decisions/025-child-looks.md): each part from a closed list, each optional; null or
 * absent means not given, and the pictures then guess nothing.
 */
export const lookRules = {
  skinTone: choice(SKIN_TONES, 'Skin tone').nullish(),
  hairStyle: choice(HAIR_STYLES, 'Hair style').nullish(),
  hairColor: choice(HAIR_COLORS, 'Hair colour').nullish(),
  eyeColor: choice(EYE_COLORS, 'Eye colour').nullish(),
  glasses: z.boolean({ error: 'Glasses must be true or false.' }),
};

/** The look of a child with no profile, sent with a new story. */
export const childLookInput = z
  .object(
    {
      skinTone: lookRules.skinTone.transform((v) => v ?? null),
      hairStyle: lookRules.hairStyle.transform((v) => v ?? null),
      hairColor: lookRules.hairColor.transform((v) => v ?? null),
      eyeColor: lookRules.eyeColor.transform((v) => v ?? null),
      glasses: lookRules.glasses.default(false),
    },
    { error: 'send an object of skinTone, hairStyle, hairColor, eyeColor and glasses (each optional).' },
  )
  .strict();

/** Story (data rule): lengths of the stored fields. */

/** The age a story is told for (1 to 12), said the same way for the child and each brother or sister. */
const STORY_AGE = { min: 1, max: 12 } as const;
function storyAge(whose: string) {
  const range = `a number from ${STORY_AGE.min} to ${STORY_AGE.max}`;
  return z
    .number({ error: `${whose} age must be ${range}.` })
    .int(`${whose} age must be a whole ${range.slice(2)}.`)
    .min(STORY_AGE.min, `${whose} age must be ${range}.`)
    .max(STORY_AGE.max, `${whose} age must be ${range}.`);
}

export const storyRules = {
  childName: textOfLength(
    "Please enter the child's name.",
    2,
    30,
    "The child's name must be 2 to 30 characters.",
  ).regex(HAS_LETTER, "The child's name needs at least one letter."),
  animal: textOfLength('Please choose a character.', 2, 30, 'The character must be 2 to 30 characters.'),
  theme: textOfLength('Please choose a theme.', 2, 50, 'The theme must be 2 to 50 characters.'),
  length: choice(STORY_LENGTHS, 'Story length'),
  childAge: storyAge("The child's"),
  childGender: choice(GENDERS, "The child's gender"),
};

const SIBLING_NAME_MISSING = 'Please enter the name of each brother or sister, or remove the empty one.';

/** A brother or sister in the story: a name (and age and gender) typed, or an account's profile. */
export const siblingInput = z
  .object(
    {
      name: z
        .string({ error: SIBLING_NAME_MISSING })
        .trim()
        // A row left empty on the form says so, rather than asking for 2 characters.
        .min(1, { error: SIBLING_NAME_MISSING, abort: true })
        .min(2, "A brother's or sister's name must be 2 to 30 characters.")
        .max(30, "A brother's or sister's name must be 2 to 30 characters.")
        .regex(HAS_LETTER, "A brother's or sister's name needs at least one letter."),
      age: storyAge("A brother's or sister's").nullish(),
      gender: choice(GENDERS, "A brother's or sister's gender").nullish(),
      characterProfileId: z.uuid('characterProfileId is not a profile id.').nullish(),
    },
    { error: 'Each brother or sister is an object with a name (and, if you like, age and gender).' },
  )
  .strict();

/**
 * The first repeated name among the children of a story (the child's first), or undefined: two children of
 * one name could not be told apart in it. Names compare as the memory keeps them ('Kit' is 'kit ').
 */
export function repeatedChildName(names: readonly string[]): number | undefined {
  const keys = names.map((n) => n.normalize('NFC').trim().replace(/\s+/g, ' ').toLocaleLowerCase('en'));
  const at = keys.findIndex((k, i) => keys.indexOf(k) < i);
  return at === -1 ? undefined : at;
}

export const siblingsInput = z
  .array(siblingInput, { error: 'siblings is a list of brothers and sisters, each with a name.' })
  .max(MAX_SIBLINGS, `A story can have at most ${MAX_SIBLINGS} brothers or sisters besides the child.`);

export const companionSchema = choice(COMPANIONS, 'Character');
export const planTypeSchema = choice(PLAN_TYPES, 'Plan');
export const paidPlanTypeSchema = z.enum(PAID_PLAN_TYPES, {
  error: () => 'The plan (planType) must be STANDARD or PREMIUM.',
});

/**
 * A number sent as a JSON number or as numeric text (paths, form fields). Unlike z.coerce, true, [7] or
 * null are refused rather than read as 1, 7 or 0.
 */
const numberOrNumericText = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (typeof v === 'string' && /^\s*-?\d+(\.\d+)?\s*$/.test(v) ? Number(v) : v), schema);

/** A user id as sent in paths and payloads: a positive integer, as a number or numeric text. */
export const userIdSchema = numberOrNumericText(
  z
    .number({ error: 'userId must be a number.' })
    .int('userId must be a whole number.')
    .positive('userId must be a positive number.')
    .max(2_147_483_647, 'userId is out of range.'),
);

/** A profile's interests (docs/product.md §5.3): a few short words; the create form and a patch alike. */
const interestList = (error?: string) =>
  z
    .array(
      z
        .string()
        .trim()
        .max(
          PROFILE_LIMITS.interestLength,
          `Each interest must be at most ${PROFILE_LIMITS.interestLength} characters.`,
        ),
      error === undefined ? undefined : { error },
    )
    .max(PROFILE_LIMITS.interests, `At most ${PROFILE_LIMITS.interests} interests.`);
/** Character profile (data rule). */
export const characterProfileInput = z
  .object({
    name: z
      .string({ error: 'Please enter a name.' })
      .trim()
      .min(1, 'Please enter a name.')
      .max(50, 'The name must be at most 50 characters.')
      .regex(HAS_LETTER, 'The name needs at least one letter.'),
    age: numberOrNumericText(
      z
        .number({ error: 'Age must be a number.' })
        .int('Age must be a whole number.')
        .min(PROFILE_AGE.min, `Age must be between ${PROFILE_AGE.min} and ${PROFILE_AGE.max}.`)
        .max(PROFILE_AGE.max, `Age must be between ${PROFILE_AGE.min} and ${PROFILE_AGE.max}.`),
    ).default(PROFILE_DEFAULTS.age),
    gender: choice(GENDERS, 'Gender').default(PROFILE_DEFAULTS.gender),
    hairColor: choice(HAIR_COLORS, 'Hair colour').default(PROFILE_DEFAULTS.hairColor),
    eyeColor: choice(EYE_COLORS, 'Eye colour').default(PROFILE_DEFAULTS.eyeColor),
    skinTone: lookRules.skinTone.transform((v) => v ?? null),
    hairStyle: lookRules.hairStyle.transform((v) => v ?? null),
    glasses: lookRules.glasses.default(false),
    favoriteColor: z
      .string()
      .trim()
      .max(30, 'The favourite colour must be at most 30 characters.')
      .nullish()
      .transform((v) => (v ? v : null)),
    personality: z
      .array(choice(PERSONALITY_TRAITS, 'Personality traits'), {
        error: 'Personality must be a list of traits.',
      })
      .max(PERSONALITY_TRAITS.length)
      .default([])
      .transform((traits) => [...new Set(traits)]),
    interests: interestList('Interests must be a list of words.')
      .default([])
      .transform((list) => [...new Set(list.filter((i) => i !== ''))]),
    description: z
      .string()
      .trim()
      .max(PROFILE_LIMITS.notes, `The notes must be at most ${PROFILE_LIMITS.notes} characters.`)
      .nullish()
      .transform((v) => (v ? v : null)),
  })
  .strict();
export type CharacterProfileInput = z.infer<typeof characterProfileInput>;

/** PATCH: any subset of the fields, no defaults applied. */
export const characterProfilePatch = z
  .object({
    name: characterProfileInput.shape.name.optional(),
    age: numberOrNumericText(
      z
        .number({ error: 'Age must be a number.' })
        .int('Age must be a whole number.')
        .min(PROFILE_AGE.min, `Age must be between ${PROFILE_AGE.min} and ${PROFILE_AGE.max}.`)
        .max(PROFILE_AGE.max, `Age must be between ${PROFILE_AGE.min} and ${PROFILE_AGE.max}.`),
    ).optional(),
    gender: choice(GENDERS, 'Gender').optional(),
    hairColor: choice(HAIR_COLORS, 'Hair colour').optional(),
    eyeColor: choice(EYE_COLORS, 'Eye colour').optional(),
    // null clears a skin tone or hair style: the pictures go back to guessing nothing.
    skinTone: choice(SKIN_TONES, 'Skin tone').nullable().optional(),
    hairStyle: choice(HAIR_STYLES, 'Hair style').nullable().optional(),
    glasses: lookRules.glasses.optional(),
    favoriteColor: characterProfileInput.shape.favoriteColor.optional(),
    personality: z
      .array(choice(PERSONALITY_TRAITS, 'Personality traits'))
      .max(PERSONALITY_TRAITS.length)
      .transform((traits) => [...new Set(traits)])
      .optional(),
    interests: interestList()
      .transform((list) => [...new Set(list.filter((i) => i !== ''))])
      .optional(),
    description: characterProfileInput.shape.description.optional(),
  })
  .strict();
export type CharacterProfilePatch = z.infer<typeof characterProfilePatch>;

/** Shipping address (data rule). */
export const shippingAddressSchema = z.object({
  line1: z.string().trim().min(1, 'Please enter the address.'),
  line2: z.string().trim().optional(),
  city: z.string().trim().min(1, 'Please enter the city.'),
  state: z.string().trim().min(1, 'Please enter the state.'),
  postalCode: z.string().trim().min(1, 'Please enter the postal code.'),
  country: z.string().trim().min(1, 'Please enter the country.'),
});

/** Registration (data rule). */
export const registerInput = z
  .object({
    username: textOfLength('Please choose a username.', 3, 50, 'Your username must be 3 to 50 characters.')
      // Invisible characters (zero-width spaces, direction marks, controls) would make two usernames
      // that look the same (docs/security.md).
      .refine((v) => !/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}\p{Co}\p{Cn}]/u.test(v), {
        message: 'Your username can only use visible characters (no invisible or control characters).',
      })
      .transform((v) => v.normalize('NFC')),
    password: z
      .string({ error: 'Please choose a password.' })
      .min(8, 'Your password must be at least 8 characters.')
      .max(200, 'Your password must be at most 200 characters.'),
    email: z
      .string({ error: 'Please enter your email address.' })
      .trim()
      .max(254, 'That email address is too long.')
      .pipe(z.email('Please enter a valid email address.')),
  })
  .strict();
export type RegisterInput = z.infer<typeof registerInput>;

export const loginInput = z
  .object({
    username: z
      .string({ error: 'Please enter your username.' })
      .trim()
      .min(1, 'Please enter your username.')
      // The username or the email address (docs/decisions/029-accounts-by-email.md).
      .max(254),
    password: z
      .string({ error: 'Please enter your password.' })
      .min(1, 'Please enter your password.')
      .max(200),
  })
  .strict();
export type LoginInput = z.infer<typeof loginInput>;

/** A new password follows the registration rule. */
const newPassword = registerInput.shape.password;

export const forgotPasswordInput = z.object({ email: registerInput.shape.email }).strict();
export type ForgotPasswordInput = z.infer<typeof forgotPasswordInput>;

export const verifyEmailInput = z
  .object({ token: z.string({ error: 'The verification link is missing its token.' }).min(1).max(200) })
  .strict();
export type VerifyEmailInput = z.infer<typeof verifyEmailInput>;

export const resetPasswordInput = z
  .object({
    token: z.string({ error: 'The reset link is missing its token.' }).min(1).max(200),
    password: newPassword,
  })
  .strict();
export type ResetPasswordInput = z.infer<typeof resetPasswordInput>;

export const changePasswordInput = z
  .object({
    currentPassword: loginInput.shape.password,
    newPassword,
  })
  .strict();
export type ChangePasswordInput = z.infer<typeof changePasswordInput>;

export const deleteAccountInput = z.object({ password: loginInput.shape.password }).strict();
export type DeleteAccountInput = z.infer<typeof deleteAccountInput>;
