/**
 * The story form's client checks (docs/product.md §5.2) and how a failed creation reads to a parent (docs/product.md §8.2).
 * Pure, so they are tested without a browser. The server checks all of it again (docs/product.md §6.1).
 */
import type { CreateStoryRequest } from '../../../shared/api-contracts';
import type { StoryLength } from '../../../shared/catalogue';
import {
  gateStoryChoices,
  isLimitExempt,
  monthlyStoryLimit,
  storiesRemaining,
  type Audience,
} from '../../../shared/entitlements';
import { monthlyLimitReached } from '../../../shared/messages';
import type { storyRules as StoryRules } from '../../../shared/schemas';

export interface StoryFormValues {
  childName: string;
  animal: string;
  theme: string;
  length: string;
}

export type StoryField = keyof StoryFormValues;
export type FieldErrors = Partial<Record<StoryField, string>>;

/** How the missing-detail toast names each field. */
export const FIELD_LABELS: Record<StoryField, string> = {
  childName: "child's name",
  animal: 'character',
  theme: 'theme',
  length: 'story length',
};

export const STORY_TOASTS = {
  missing: (field: StoryField) => ({
    title: 'Story Details Missing',
    description: `Please fill in the ${FIELD_LABELS[field]} to help us create your perfect story!`,
  }),
  limit: {
    title: 'Story Wishes Used Up!',
    description: "You've created all your magical stories for this month. Let's unlock more adventures!",
  },
  /** `feature` names every premium choice refused; 'are' when it names several (`count`). */
  premium: (feature: string, count = 1) => ({
    title: 'Premium Magic Required',
    description: `${feature} ${count > 1 ? 'are' : 'is'} part of our Premium story collection! Unlock unlimited magical adventures.`,
  }),
  failed: {
    title: "Story Magic Didn't Work",
    description: "Our story wizards are having trouble creating your tale. Let's try again!",
  },
  connection: {
    title: 'Story Cloud Sleeping',
    description: "We can't reach the story cloud right now. Please check your connection and try again.",
  },
  success: {
    title: 'Story Magic Complete!',
    description: 'Your magical bedtime story is ready for adventure!',
  },
} as const;

/** Each missing field's own inline error: every empty field gets one, not only a toast. */
export const FIELD_ERRORS: Required<FieldErrors> = {
  childName: "Please enter your child's name.",
  animal: 'Please choose a magical friend or superhero.',
  theme: 'Please choose a theme.',
  length: 'Please choose a story length.',
};

export interface CheckContext {
  audience: Audience;
  /** Stories used this month, or null while unknown (the server decides then). */
  usedThisMonth: number | null;
  /** False while the plan is unknown: premium gating is left to the server. */
  planKnown: boolean;
  /**
   * LIMIT_EXEMPT_USER_IDS is server configuration the browser cannot read; the client passes [] and an
   * exempt tester who reaches the limit is stopped here (the server would let them through).
   */
  exemptUserIds?: readonly number[];
}

export type CheckResult =
  | { ok: true; values: StoryFormValues & { length: StoryLength } }
  | { ok: false; kind: 'missing'; field: StoryField; fieldErrors: FieldErrors }
  | { ok: false; kind: 'invalid'; fieldErrors: FieldErrors }
  | { ok: false; kind: 'limit'; message: string }
  | { ok: false; kind: 'premium'; feature: string; count: number; message: string };

const ORDER: StoryField[] = ['childName', 'animal', 'theme', 'length'];

/** `rules` are the shared schemas' story rules (loaded on demand, see lib/load-schemas). */
export function checkStoryForm(
  raw: StoryFormValues,
  context: CheckContext,
  rules: typeof StoryRules,
): CheckResult {
  const values: StoryFormValues = {
    childName: raw.childName.trim(),
    animal: raw.animal.trim(),
    theme: raw.theme.trim(),
    length: raw.length.trim(),
  };

  const missing = ORDER.filter((field) => values[field] === '');
  if (missing.length > 0) {
    const fieldErrors: FieldErrors = {};
    for (const field of missing) fieldErrors[field] = FIELD_ERRORS[field];
    return { ok: false, kind: 'missing', field: missing[0]!, fieldErrors };
  }

  const name = rules.childName.safeParse(values.childName);
  if (!name.success) {
    return { ok: false, kind: 'invalid', fieldErrors: { childName: name.error.issues[0]?.message ?? '' } };
  }
  const length = rules.length.safeParse(values.length);
  if (!length.success) return { ok: false, kind: 'invalid', fieldErrors: { length: FIELD_ERRORS.length } };

  const { audience } = context;
  const userId = audience.kind === 'user' ? audience.userId : undefined;
  if (context.usedThisMonth !== null && !isLimitExempt(userId, context.exemptUserIds ?? [])) {
    const remaining = storiesRemaining(audience, context.usedThisMonth);
    if (remaining === 0) {
      return { ok: false, kind: 'limit', message: monthlyLimitReached(monthlyStoryLimit(audience)) };
    }
  }

  if (context.planKnown) {
    const gate = gateStoryChoices(audience, values);
    if (!gate.allowed) {
      return { ok: false, kind: 'premium', feature: gate.what, count: gate.count, message: gate.message };
    }
  }

  return { ok: true, values: { ...values, length: length.data } };
}

/** Who asks for the story, and what the child chooser adds to the checked values. */
export interface StoryRequester {
  /** The signed-in parent's id; null for a guest. */
  userId: number | null;
  /** The guest session that will own the story (a guest's only). */
  guestSessionId?: string | null | undefined;
  /** A chosen child profile (a parent's only): it brings its own age. */
  profileId: string | null;
  /** The age typed for a child without a profile; '' when none. */
  childAge: string;
  /** Boy or Girl for a child without a profile, for pronouns; '' when not given. */
  childGender?: string;
  /** The look chosen for a child without a profile (a profile brings its own); null when none. */
  childLook?: CreateStoryRequest['childLook'];
}

/** The POST /api/stories body for checked values (docs/product.md §4.2). */
export function storyRequest(
  values: Extract<CheckResult, { ok: true }>['values'],
  who: StoryRequester,
): CreateStoryRequest {
  const signedIn = who.userId !== null;
  const withProfile = signedIn && who.profileId !== null;
  return {
    ...values,
    ...(signedIn ? { userId: who.userId } : { guestSessionId: who.guestSessionId ?? null }),
    ...(withProfile ? { characterProfileId: who.profileId } : {}),
    // A chosen profile brings its own age.
    ...(who.childAge !== '' && !withProfile ? { childAge: Number(who.childAge) } : {}),
    ...(who.childGender && !withProfile ? { childGender: who.childGender as 'Boy' | 'Girl' } : {}),
    ...(who.childLook && !withProfile ? { childLook: who.childLook } : {}),
  };
}

export type StoryErrorKind = 'limit' | 'connection' | 'failed';

/** docs/product.md §8.2: which toast a failed POST /api/stories shows. */
export function classifyStoryError(error: unknown): StoryErrorKind {
  const message = error instanceof Error ? error.message : String(error);
  if (message.includes('monthly story limit') || message.includes('Premium subscribers')) return 'limit';
  if (error instanceof TypeError) return 'connection';
  if (/^50[234]:/.test(message)) return 'connection';
  return 'failed';
}
