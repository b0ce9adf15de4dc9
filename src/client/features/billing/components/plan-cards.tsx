import { Check, Crown } from 'lucide-react';
import { Link } from 'wouter';
import {
  PLAN_TYPES,
  PLANS,
  formatPrice,
  type PaidPlanType,
  type PlanType,
} from '../../../../shared/catalogue';
import { authPath, ROUTES } from '../../../../shared/routes';
import { Button, buttonClasses } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';

export interface PlanCardsProps {
  /** The visitor's plan, when signed in. */
  currentPlan: PlanType | null;
  signedIn: boolean;
  /** Starts checkout for a paid plan; without it 'Subscribe' leads to /subscription. */
  onSubscribe?: (plan: PaidPlanType) => void;
  /** The plan whose checkout is being prepared ('Processing...'). */
  pendingPlan?: PaidPlanType | null;
  id?: string;
  /** Heading level of 'Choose Your Plan' on the page. */
  headingLevel?: 'h1' | 'h2';
}

/** 'Choose Your Plan': three cards from the plan catalogue (docs/product.md §2.5). */
export function PlanCards({
  currentPlan,
  signedIn,
  onSubscribe,
  pendingPlan = null,
  id,
  headingLevel = 'h2',
}: PlanCardsProps) {
  const Heading = headingLevel;
  // Card titles sit one level below 'Choose Your Plan', whichever level that is.
  const CardHeading = headingLevel === 'h1' ? 'h2' : 'h3';
  return (
    <section id={id} aria-labelledby="plans-heading" className="scroll-mt-24">
      <Heading
        id="plans-heading"
        tabIndex={-1}
        className="text-center text-3xl font-bold text-moon-300 outline-none"
      >
        Choose Your Plan
      </Heading>
      <p className="mx-auto mt-2 max-w-xl text-center text-balance text-lavender-200">
        More stories, more friends and longer adventures for the nights that need them.
      </p>
      <ul className="mt-8 grid gap-5 md:grid-cols-3">
        {PLAN_TYPES.map((type) => {
          const plan = PLANS[type];
          const featured = type === 'PREMIUM';
          return (
            <li
              key={type}
              className={cn(
                'relative flex flex-col rounded-3xl border bg-night-900/80 p-6',
                featured
                  ? 'border-moon-400/70 shadow-[0_0_60px_-20px_rgb(255_217_138/0.5)]'
                  : 'border-night-600/70',
              )}
            >
              {featured && (
                <span className="absolute -top-3 left-1/2 inline-flex -translate-x-1/2 items-center gap-1 rounded-full bg-moon-400 px-3 py-1 text-xs font-bold text-night-950">
                  <Crown className="size-3.5" aria-hidden="true" />
                  Most magical
                </span>
              )}
              <CardHeading className="text-xl font-bold text-mist-100">{plan.name}</CardHeading>
              <p className="mt-2">
                <span className="text-4xl font-bold text-moon-300">
                  {plan.priceUsd === 0 ? '$0' : formatPrice(plan.priceUsd)}
                </span>
                {plan.priceUsd > 0 && <span className="text-lavender-200"> /month</span>}
              </p>
              <ul className="mt-5 grid flex-1 content-start gap-2.5">
                {plan.cardLines.map((line) => (
                  <li key={line} className="flex items-start gap-2 text-lavender-200">
                    <Check className="mt-0.5 size-5 shrink-0 text-moon-400" aria-hidden="true" />
                    <span>{line}</span>
                  </li>
                ))}
              </ul>
              <div className="mt-6">
                <PlanButton
                  type={type}
                  currentPlan={currentPlan}
                  signedIn={signedIn}
                  onSubscribe={onSubscribe}
                  pendingPlan={pendingPlan}
                />
              </div>
            </li>
          );
        })}
      </ul>
      <p className="mt-6 text-center text-sm text-lavender-200">
        Questions about plans, or Premium's priority support?{' '}
        <Link href={ROUTES.help} className="font-semibold text-moon-300 underline underline-offset-4">
          Help
        </Link>
      </p>
    </section>
  );
}

function PlanButton({
  type,
  currentPlan,
  signedIn,
  onSubscribe,
  pendingPlan,
}: Omit<PlanCardsProps, 'id' | 'headingLevel'> & { type: PlanType }) {
  const full = 'w-full px-4';
  const label = `${PLANS[type].name} plan`;
  if (type === 'FREE') {
    if (!signedIn) {
      return (
        <Link href={authPath({ signup: true })} className={buttonClasses('secondary', 'md', full)}>
          Create Free Account
        </Link>
      );
    }
    // 'Current Plan' is on exactly one card: the plan the user has (docs/product.md §13).
    if (currentPlan !== null && currentPlan !== 'FREE') {
      return (
        <p className="py-2 text-center text-sm text-lavender-300">
          Included in your {PLANS[currentPlan].name} plan
        </p>
      );
    }
    return (
      <Button variant="secondary" disabled className={full} aria-label={`Current Plan: ${label}`}>
        Current Plan
      </Button>
    );
  }
  if (!signedIn) {
    return (
      <Link
        href={authPath({ signup: true })}
        className={buttonClasses('primary', 'md', full)}
        aria-label={`Create Account to Subscribe: ${label}`}
      >
        Create Account to Subscribe
      </Link>
    );
  }
  if (currentPlan === type) {
    return (
      <Button variant="secondary" disabled className={full} aria-label={`Current Plan: ${label}`}>
        Current Plan
      </Button>
    );
  }
  if (!onSubscribe) {
    return (
      <Link
        href={ROUTES.subscription}
        className={buttonClasses('primary', 'md', full)}
        aria-label={`Subscribe: ${label}`}
      >
        Subscribe
      </Link>
    );
  }
  const processing = pendingPlan === type;
  // A paying parent switches the plan they have (no second subscription; decision 028).
  const verb = currentPlan !== null && currentPlan !== 'FREE' ? `Switch to ${PLANS[type].name}` : 'Subscribe';
  return (
    <Button
      className={full}
      disabled={pendingPlan !== null && pendingPlan !== undefined}
      onClick={() => onSubscribe(type)}
      aria-label={processing ? undefined : `${verb}: ${label}`}
    >
      {processing ? 'Processing...' : verb}
    </Button>
  );
}
