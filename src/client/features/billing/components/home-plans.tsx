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
  const { plan } = usePlan();
  const checkout = useCheckout();
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
