import { ArrowLeft } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'wouter';
import { ROUTES } from '../../../shared/routes';
import { buttonClasses } from '../../components/ui/button';
import { useAuth } from '../../lib/auth/auth-context';
import { ManagePlanButton } from '../../features/billing/components/manage-plan-button';
import ChangePlanDialog, { type PlanChange } from '../../features/billing/components/change-plan-dialog';
import { PlanCards } from '../../features/billing/components/plan-cards';
import { PlanSchedule } from '../../features/billing/components/plan-schedule';
import { useSubscriptionStatus } from '../../lib/plan/get-subscription-status';
import { useCheckout } from '../../features/billing/use-checkout';
import { usePlan } from '../../lib/plan/use-plan';
import { useDocumentTitle } from '../../lib/use-document-title';

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
        <div className="mb-8">
          <PlanSchedule status={status.data} />
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
      <ChangePlanDialog change={change} onClose={() => setChange(null)} />
    </main>
  );
}
