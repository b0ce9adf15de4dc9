import { useQueryClient } from '@tanstack/react-query';
import { CircleAlert, CloudMoon, Crown, LoaderCircle, Sparkles } from 'lucide-react';
import { useEffect } from 'react';
import type { VerifySessionResponse } from '../../../../shared/api-contracts';
import { PLANS, PLAN_TYPES, type PlanType } from '../../../../shared/catalogue';
import { ROUTES } from '../../../../shared/routes';
import { MessagePanel } from '../../../components/ui/message-panel';
import { queryKeys } from '../../../lib/query-keys';
import { useVerifySession } from '../api/verify-session';

export const PAYMENT_TEXTS = {
  verifying: 'Verifying your payment...',
  success: 'Subscription Successful!',
  failed: 'Payment Verification Failed',
  failedDetail: "We couldn't verify your payment. Please contact support if you believe this is an error.",
  cancelled: 'Subscription Cancelled',
  cancelledDetail: (freeStories: number) =>
    `No worries! Your subscription was cancelled. You can still enjoy our free plan with ${freeStories} stories per month.`,
} as const;

/** '{plan} Plan Activated': the plan the session bought, 'Premium' when it does not say. */
export function activatedPlanName(session: VerifySessionResponse['session'] | undefined): string {
  const type = session?.metadata.planType?.toUpperCase();
  return PLAN_TYPES.includes(type as PlanType) ? PLANS[type as PlanType].name : PLANS.PREMIUM.name;
}

/** 'Completed' when paid, otherwise the provider's own status word. */
export function paymentStatusLabel(paymentStatus: string): string {
  return paymentStatus === 'paid' ? 'Completed' : paymentStatus;
}

/** /subscription/success?session_id=...: verifying, then success or failed (docs/product.md §2.10, §4.6). */
export function PaymentSuccess({ sessionId }: { sessionId: string | null }) {
  const verification = useVerifySession(sessionId);
  const queryClient = useQueryClient();
  const verified = verification.isSuccess && verification.data.success;

  // The plan changed: the home badge, the allowance and the library must ask again.
  useEffect(() => {
    if (!verified) return;
    void queryClient.invalidateQueries({ queryKey: [queryKeys.subscriptionStatus(0)[0]] });
    void queryClient.invalidateQueries({ queryKey: queryKeys.storyCounts });
  }, [verified, queryClient]);

  if (sessionId && verification.isPending) {
    return (
      <div role="status" className="flex min-h-[50vh] flex-col items-center justify-center gap-4 text-center">
        <LoaderCircle className="spin size-12 text-moon-400" aria-hidden="true" />
        <h1 className="text-2xl font-bold text-moon-300">{PAYMENT_TEXTS.verifying}</h1>
        <p className="text-lavender-200">This only takes a moment.</p>
      </div>
    );
  }

  if (!verified) {
    return (
      <MessagePanel
        role="alert"
        icon={<CircleAlert className="size-9" aria-hidden="true" />}
        title={PAYMENT_TEXTS.failed}
        links={[
          { href: ROUTES.home, text: 'Return Home' },
          { href: ROUTES.subscription, text: 'Try Again', primary: true },
        ]}
      >
        <p>{PAYMENT_TEXTS.failedDetail}</p>
      </MessagePanel>
    );
  }

  const session = verification.data.session;
  const planName = activatedPlanName(session);
  return (
    <MessagePanel
      role="status"
      icon={<Crown className="size-9" aria-hidden="true" />}
      title={PAYMENT_TEXTS.success}
      links={[
        { href: ROUTES.home, text: 'Start Creating Stories', icon: Sparkles, primary: true },
        { href: ROUTES.library, text: 'View Your Library' },
      ]}
    >
      <p className="text-xl font-semibold text-mist-100">{planName} Plan Activated</p>
      <p>
        Payment Status:{' '}
        <strong className="font-semibold text-moon-300">{paymentStatusLabel(session.payment_status)}</strong>
      </p>
      <p>Thank you! Your new plan is ready for tonight's story.</p>
    </MessagePanel>
  );
}

/** /subscription/cancel (docs/product.md §2.10). */
export function PaymentCancelled() {
  return (
    <MessagePanel
      icon={<CloudMoon className="size-9" aria-hidden="true" />}
      title={PAYMENT_TEXTS.cancelled}
      links={[
        { href: ROUTES.home, text: 'Return Home', primary: true },
        { href: ROUTES.library, text: 'View Your Stories' },
      ]}
    >
      <p>{PAYMENT_TEXTS.cancelledDetail(PLANS.FREE.monthlyStoryLimit)}</p>
    </MessagePanel>
  );
}
