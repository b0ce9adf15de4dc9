import { PaymentCancelled } from '../../features/billing/components/payment-result';
import { useDocumentTitle } from '../../lib/use-document-title';

/** The payment provider returns here when checkout is cancelled; loaded on demand, no guard. */
export default function SubscriptionCancelPage() {
  useDocumentTitle('Subscription Cancelled');
  return (
    <main id="main" className="mx-auto max-w-3xl px-4 pt-24 pb-24 sm:px-6 sm:pt-28">
      <PaymentCancelled />
    </main>
  );
}
