/**
 * What a visitor may do: the monthly allowance and the premium gating (SPEC.md §5, §6), used by the
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
import {
  featureNotInPlan,
  freePlanUpgrade,
  guestNeedsAccount,
  premiumOnly,
  standardPlanUpgrade,
} from './messages.js';

/** Who is asking: a guest is always on the FREE plan (SPEC.md §4). */
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

/** The plan's own words for a feature it lacks (SPEC.md §6). */
export function upgradeMessage(audience: Audience): string {
  if (audience.kind === 'guest') return guestNeedsAccount;
  switch (audience.plan) {
    case 'FREE':
      return freePlanUpgrade;
    case 'STANDARD':
      return standardPlanUpgrade;
    default:
      return featureNotInPlan;
  }
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
      feature: Feature;
      /** What was refused, for people: 'The Adventure theme', 'The Lion', 'A Long story'. */
      what: string;
      /** Contains 'Premium subscribers' (DECISIONS.md §3). */
      message: string;
    };

/** Whether the audience may use a theme, companion and length; the first premium choice it lacks, if not. */
export function gateStoryChoices(audience: Audience, choices: StoryChoices): GateResult {
  const plan = effectivePlan(audience);
  const checks: { premium: boolean; feature: Feature; what: string }[] = [
    { premium: isPremiumTheme(choices.theme), feature: 'premium_themes', what: `The ${choices.theme} theme` },
    {
      premium: isPremiumCompanion(choices.animal),
      feature: 'premium_characters',
      what: `${choices.animal} as a companion`,
    },
    {
      premium: isPremiumLength(choices.length),
      feature: 'premium_length',
      what: `A ${choices.length} story`,
    },
  ];
  for (const check of checks) {
    if (check.premium && !planHas(plan, check.feature)) {
      return {
        allowed: false,
        feature: check.feature,
        what: check.what,
        message: premiumOnly(check.what),
      };
    }
  }
  return { allowed: true };
}

/** Whether a plan includes the story library (SPEC.md §2: Premium only). */
export function hasStoryLibrary(audience: Audience): boolean {
  return audience.kind === 'user' && planHas(audience.plan, 'story_history');
}

/** Whether stories from a profile weave in its details (DECISIONS.md §4). */
export function hasStoryCustomization(audience: Audience): boolean {
  return audience.kind === 'user' && planHas(audience.plan, 'story_customization');
}
