import { ArrowLeft } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Link } from 'wouter';
import { ROUTES } from '../../../shared/routes';
import { buttonClasses } from '../../components/ui/button';
import { useAuth } from '../../lib/auth/auth-context';
import { ManagePlanButton } from '../../features/billing/components/manage-plan-button';
import type { PlanChange } from '../../features/billing/plan-change';
import { PlanCards } from '../../features/billing/components/plan-cards';
import { useSubscriptionStatus } from '../../lib/plan/get-subscription-status';
import { useCheckout } from '../../features/billing/use-checkout';
import { usePlan } from '../../lib/plan/use-plan';
import { useDocumentTitle } from '../../lib/use-document-title';

// The confirmation of a plan change loads when a paying parent picks another plan.
const ChangePlanDialog = lazy(() => import('../../features/billing/components/change-plan-dialog'));

// A paid plan's dates and changes: shown once the plan's status has arrived, so its code comes with it
// (outside the first load of the pages that share this family's chunk, sign-in among them).
const PlanSchedule = lazy(() =>
  import('../../features/billing/components/plan-schedule').then((m) => ({ default: m.PlanSchedule })),
);

/** The plan chooser and checkout (docs/product.md §2.5, §4.6); loaded on demand. */
export default function SubscriptionPage() {
  useDocumentTitle('Choose Your Plan');
  const { user } = useAuth();
  const { plan } = usePlan();
  const checkout = useCheckout();
  const status = useSubscriptionStatus(user?.id ?? null);
  const [change, setChange] = useState<PlanChange | null>(null);
  // A paying parent changes the subscription they have, after confirming; only a free one checks out.
  const paying = user !== null && plan !== 'FREE';
  return (
    <main id="main" className="mx-auto max-w-5xl px-4 pt-24 pb-24 sm:px-6 sm:pt-28">
      <Link href={ROUTES.home} className={buttonClasses('ghost', 'sm', 'mb-6')}>
        <ArrowLeft className="size-4" aria-hidden="true" />
        Back to Home
      </Link>
      {paying && <ManagePlanButton className="mb-6 ml-3" />}
      {paying && (
        <div className="mb-6">
          <Suspense fallback={null}>
            <PlanSchedule status={status.data} />
          </Suspense>
        </div>
      )}
      <PlanCards
        currentPlan={user ? plan : null}
        signedIn={user !== null}
        headingLevel="h1"
        onSubscribe={(planType) =>
          paying
            ? setChange({ from: plan, to: planType, periodEnd: status.data?.expiresAt ?? null })
            : void checkout.subscribe(planType)
        }
        pendingPlan={checkout.pendingPlan}
      />
      {change && (
        <Suspense fallback={null}>
          <ChangePlanDialog change={change} onClose={() => setChange(null)} />
        </Suspense>
      )}
    </main>
  );
}
