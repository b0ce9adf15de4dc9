import { lazy, Suspense, useState } from 'react';
import { PLANS, type PlanType } from '../../../../shared/catalogue';
import type { SubscriptionStatus } from '../../../../shared/api-contracts';
import { Button } from '../../../components/ui/button';
import { planDateText, type PlanChange } from '../plan-change';

// The confirmation's code (Radix dialog) loads when a change is asked for, outside the pages' first load.
const ChangePlanDialog = lazy(() => import('./change-plan-dialog'));

/**
 * A paid plan's dates and the changes that wait for them: when it renews, or until when it runs and what
 * follows (a downgrade or a cancellation, decision 028), with 'Cancel plan' or 'Keep' behind a confirmation.
 */
export function PlanSchedule({ status }: { status: SubscriptionStatus | undefined }) {
  const [change, setChange] = useState<PlanChange | null>(null);
  if (!status || status.planType === 'FREE') return null;
  const plan: PlanType = status.planType;
  const scheduled = status.scheduledChange;
  return (
    <>
      {scheduled ? (
        <p className="mt-2 text-lavender-200" data-testid="plan-change-date">
          Your {PLANS[plan].name} plan continues until{' '}
          <strong className="text-mist-100">{planDateText(scheduled.effectiveAt)}</strong>
          {scheduled.planType === 'FREE'
            ? '; then it ends and your account is on the Free plan.'
            : `; then it changes to ${PLANS[scheduled.planType].name}.`}
        </p>
      ) : (
        status.expiresAt && (
          <p className="mt-2 text-lavender-200">
            It renews on <strong className="text-mist-100">{planDateText(status.expiresAt)}</strong>.
          </p>
        )
      )}
      <div className="mt-4 flex flex-wrap gap-3">
        {scheduled ? (
          <Button
            variant="secondary"
            onClick={() => setChange({ from: plan, to: plan, periodEnd: scheduled.effectiveAt })}
          >
            Keep {PLANS[plan].name}
          </Button>
        ) : (
          <Button
            variant="secondary"
            onClick={() => setChange({ from: plan, to: 'FREE', periodEnd: status.expiresAt })}
          >
            Cancel plan
          </Button>
        )}
      </div>
      {change && (
        <Suspense fallback={null}>
          <ChangePlanDialog change={change} onClose={() => setChange(null)} />
        </Suspense>
      )}
    </>
  );
}
