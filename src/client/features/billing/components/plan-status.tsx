import { Crown, MoonStar } from 'lucide-react';
import { Link } from 'wouter';
import { GUEST_RULES, PLANS, type PlanType } from '../../../../shared/catalogue';
import { renewalDayText } from '../../../../shared/entitlements';
import { authPath, ROUTES } from '../../../../shared/routes';
import { buttonClasses } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';

export interface PlanStatusProps {
  isGuest: boolean;
  /** The signed-in parent's username (from the last answer this device saw, offline). */
  name?: string | null;
  plan: PlanType;
  /** Stories left this month; null when unlimited. */
  remaining: number | null;
  limit: number;
  isLoading: boolean;
}

/** The plan badge, the allowance line and, when it is spent, the way to more (docs/product.md §2.4). */
export function PlanStatus({ isGuest, name, plan, remaining, limit, isLoading }: PlanStatusProps) {
  const badge = isGuest ? 'Guest Mode' : `${PLANS[plan].name} Plan`;
  const upgradeable = isGuest || plan === 'FREE';
  return (
    <div className="flex flex-col items-center gap-3 text-center">
      <div className="flex flex-wrap items-center justify-center gap-2">
        <span
          className="inline-flex items-center gap-1.5 rounded-full border border-moon-400/50 bg-night-800/80 px-4 py-1.5 text-sm font-semibold text-moon-300"
          data-testid="plan-badge"
        >
          {plan === 'PREMIUM' ? (
            <Crown className="size-4" aria-hidden="true" />
          ) : (
            <MoonStar className="size-4" aria-hidden="true" />
          )}
          {badge}
        </span>
        {isGuest && (
          <span className="rounded-full border border-lavender-400/40 px-3 py-1.5 text-sm text-lavender-200">
            {GUEST_RULES.sessionDays}-day access
          </span>
        )}
      </div>
      {name && (
        <p className="-mt-1 text-sm text-lavender-300">
          Signed in as <span className="font-semibold text-mist-100">{name}</span>
        </p>
      )}
      {isLoading ? (
        // As tall as what it stands for (the allowance line, and a guest's invitation below it), so the
        // form under it stays where it is when the count arrives.
        <>
          <Skeleton className="h-6 w-64" />
          {isGuest && <Skeleton className="h-15 w-full max-w-md sm:h-10" />}
        </>
      ) : (
        remaining !== null && (
          <p className="text-lavender-200" aria-live="polite">
            Stories remaining this month:{' '}
            <strong className="text-mist-100">
              {remaining} of {limit}
            </strong>
            <span className="block text-sm text-lavender-300 sm:inline">
              <span className="hidden sm:inline"> · </span>
              renews {renewalDayText(new Date())}
            </span>
          </p>
        )
      )}
      {!isLoading && isGuest && remaining !== null && remaining > 0 && (
        <p className="max-w-md text-sm text-lavender-200">
          <Link
            href={authPath({ signup: true })}
            className="font-semibold text-moon-300 underline underline-offset-4"
          >
            Create a free account
          </Link>{' '}
          to keep your stories safe, save character profiles and get {PLANS.FREE.monthlyStoryLimit} new
          stories every month.
        </p>
      )}
      {!isLoading && upgradeable && remaining === 0 && (
        <div className="flex flex-col items-center gap-2">
          <p className="text-sm text-lavender-200">You've used every story wish for this month.</p>
          <Link
            href={isGuest ? authPath({ signup: true }) : ROUTES.subscription}
            className={buttonClasses('primary', 'md')}
          >
            {isGuest ? 'Create Account' : 'Upgrade Plan'}
          </Link>
        </div>
      )}
    </div>
  );
}
