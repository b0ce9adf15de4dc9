/**
 * What a visitor may do: the monthly allowance and the premium gating (docs/product.md §5, §6), used by the
 * server (the authority) and the client (fast, kind answers).
 */
import {
  GUEST_RULES,
  PLANS,
  UNLIMITED,
  isPremiumCompanion,
  isPremiumLength,
  isPremiumTheme,
  planHas,
  type Feature,
  type PlanType,
} from './catalogue.js';
import { premiumOnly } from './messages.js';
import { utcMonthDay } from './us-dates.js';

/** Who is asking: a guest is always on the FREE plan (docs/product.md §4.1). */
export type Audience = { kind: 'guest' } | { kind: 'user'; plan: PlanType; userId?: number };

export function effectivePlan(audience: Audience): PlanType {
  return audience.kind === 'guest' ? 'FREE' : audience.plan;
}

/** Stories a month; -1 is unlimited. */
export function monthlyStoryLimit(audience: Audience): number {
  return audience.kind === 'guest' ? GUEST_RULES.monthlyStoryLimit : PLANS[audience.plan].monthlyStoryLimit;
}

export function isLimitExempt(userId: number | undefined, exemptUserIds: readonly number[]): boolean {
  return userId !== undefined && exemptUserIds.includes(userId);
}

/** Stories left this month, or null when unlimited. */
export function storiesRemaining(audience: Audience, usedThisMonth: number): number | null {
  const limit = monthlyStoryLimit(audience);
  return limit === UNLIMITED ? null : Math.max(0, limit - usedThisMonth);
}

export interface StoryChoices {
  theme: string;
  animal: string;
  length: string;
}

export type GateResult =
  | { allowed: true }
  | {
      allowed: false;
      /** Every premium feature the choices need and the plan lacks, in the form's order. */
      features: Feature[];
      /**
       * What was refused, for people, every premium choice at once: 'The Adventure theme', 'Giraffe as a
       * companion and a Long story'.
       */
      what: string;
      /** How many choices were refused (the sentence says 'is' for one, 'are' for several). */
      count: number;
      /** Contains 'Premium subscribers' (docs/product.md §8.1). */
      message: string;
    };

/** 'a', 'a and b', 'a, b and c'. */
export function listInWords(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

/** The premium choices among these, in the form's order (companion, theme, length), for people. */
export function premiumChoices(choices: StoryChoices): { feature: Feature; what: string }[] {
  const all: { premium: boolean; feature: Feature; what: string }[] = [
    {
      premium: isPremiumCompanion(choices.animal),
      feature: 'premium_characters',
      what: `${choices.animal} as a companion`,
    },
    { premium: isPremiumTheme(choices.theme), feature: 'premium_themes', what: `the ${choices.theme} theme` },
    {
      premium: isPremiumLength(choices.length),
      feature: 'premium_length',
      what: `a ${choices.length} story`,
    },
  ];
  return all.filter((c) => c.premium).map(({ feature, what }) => ({ feature, what }));
}

/**
 * Whether the audience may use a theme, companion and length; if not, every premium choice it lacks, named
 * in one sentence, so a parent fixes them all at once.
 */
export function gateStoryChoices(audience: Audience, choices: StoryChoices): GateResult {
  const plan = effectivePlan(audience);
  const refused = premiumChoices(choices).filter((c) => !planHas(plan, c.feature));
  if (refused.length === 0) return { allowed: true };
  const listed = listInWords(refused.map((c) => c.what));
  const what = listed.charAt(0).toUpperCase() + listed.slice(1);
  return {
    allowed: false,
    features: refused.map((c) => c.feature),
    what,
    count: refused.length,
    message: premiumOnly(what, refused.length),
  };
}

/** Whether a plan includes the story library (docs/product.md §2.7: Premium only). */
export function hasStoryLibrary(audience: Audience): boolean {
  return audience.kind === 'user' && planHas(audience.plan, 'story_history');
}

/** Whether stories from a profile weave in its details (docs/product.md §4.3). */
export function hasStoryCustomization(audience: Audience): boolean {
  return audience.kind === 'user' && planHas(audience.plan, 'story_customization');
}

/** The month's allowance starts again on the first of the next calendar month, UTC (docs/product.md §3). */
export function allowanceRenewsOn(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
}

/** 'January 1': the day the allowance renews, as the allowance line says it. */
export const renewalDayText = (now: Date) => utcMonthDay(allowanceRenewsOn(now));
