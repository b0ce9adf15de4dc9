import { ArrowLeft } from 'lucide-react';
import { Link } from 'wouter';
import { ROUTES } from '../../../shared/routes';
import { buttonClasses } from '../../components/ui/button';
import { useAuth } from '../../lib/auth/auth-context';
import { ManagePlanButton } from '../../features/billing/components/manage-plan-button';
import { PlanCards } from '../../features/billing/components/plan-cards';
import { useCheckout } from '../../features/billing/use-checkout';
import { usePlan } from '../../lib/plan/use-plan';
import { useDocumentTitle } from '../../lib/use-document-title';

/** The plan chooser and checkout (docs/product.md §2.5, §4.6); loaded on demand. */
export default function SubscriptionPage() {
  useDocumentTitle('Choose Your Plan');
  const { user } = useAuth();
  const { plan } = usePlan();
  const checkout = useCheckout();
  return (
    <main id="main" className="mx-auto max-w-5xl px-4 pt-24 pb-24 sm:px-6 sm:pt-28">
      <Link href={ROUTES.home} className={buttonClasses('ghost', 'sm', 'mb-6')}>
        <ArrowLeft className="size-4" aria-hidden="true" />
        Back to Home
      </Link>
      {user && plan !== 'FREE' && <ManagePlanButton className="mb-6 ml-3" />}
      <PlanCards
        currentPlan={user ? plan : null}
        signedIn={user !== null}
        headingLevel="h1"
        onSubscribe={(planType) => void checkout.subscribe(planType)}
        pendingPlan={checkout.pendingPlan}
      />
    </main>
  );
}
