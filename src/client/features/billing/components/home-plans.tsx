import { Link } from 'wouter';
import { PLANS } from '../../../../shared/catalogue';
import { ROUTES } from '../../../../shared/routes';
import { useAuth } from '../../../lib/auth/auth-context';
import { useCheckout } from '../use-checkout';
import { usePlan } from '../../../lib/plan/use-plan';
import { PlanCards } from './plan-cards';

/**
 * Home's 'Choose Your Plan', with its checkout. It sits far below the form, so home loads it after the
 * first paint (the first-load budget, docs/performance.md).
 */
export default function HomePlans() {
  const { user } = useAuth();
  const { plan, isKnown } = usePlan();
  const checkout = useCheckout();
  // A Premium parent has everything: their plan, not a grid of plans to buy (docs/product.md §2.4).
  if (user && isKnown && plan === 'PREMIUM') {
    return (
      <section aria-labelledby="plans-heading" className="mx-auto max-w-xl text-center">
        <h2 id="plans-heading" tabIndex={-1} className="text-2xl font-bold text-moon-300 outline-none">
          Your Plan: {PLANS.PREMIUM.name}
        </h2>
        <p className="mt-2 text-lavender-200">
          Unlimited stories, every theme and companion, long stories, the Story Library and priority support.
        </p>
        <p className="mt-4 flex flex-wrap justify-center gap-4 text-sm">
          <Link href={ROUTES.account} className="font-semibold text-moon-300 underline underline-offset-4">
            Manage your plan
          </Link>
          <Link href={ROUTES.help} className="font-semibold text-moon-300 underline underline-offset-4">
            Priority support
          </Link>
        </p>
      </section>
    );
  }
  return (
    <PlanCards
      id="plans"
      currentPlan={user ? plan : null}
      signedIn={user !== null}
      onSubscribe={(planType) => void checkout.subscribe(planType)}
      pendingPlan={checkout.pendingPlan}
    />
  );
}
