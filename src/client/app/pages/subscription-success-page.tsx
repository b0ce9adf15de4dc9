import { useSearch } from 'wouter';
import { PaymentSuccess } from '../../features/billing/components/payment-result';
import { useDocumentTitle } from '../../lib/use-document-title';

/** The payment provider returns here with ?session_id=...; loaded on demand, no guard. */
export default function SubscriptionSuccessPage() {
  useDocumentTitle('Subscription');
  const sessionId = new URLSearchParams(useSearch()).get('session_id');
  return (
    <main id="main" className="mx-auto max-w-3xl px-4 pt-24 pb-24 sm:px-6 sm:pt-28">
      <PaymentSuccess sessionId={sessionId} />
    </main>
  );
}
