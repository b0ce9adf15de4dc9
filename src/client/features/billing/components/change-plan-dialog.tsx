import { useState } from 'react';
import { formatPrice, planRank, PLANS } from '../../../../shared/catalogue';
import { Button } from '../../../components/ui/button';
import { SubmitButton } from '../../../components/ui/submit-button';
import { Dialog, DialogContent } from '../../../components/ui/dialog';
import { toast } from '../../../components/ui/use-toast';
import { errorMessage } from '../../../lib/api-client';
import { useChangePlan } from '../api/change-plan';

import { planDateText, type PlanChange } from '../plan-change';

function wording({ from, to, periodEnd }: PlanChange) {
  const until = periodEnd ? `until ${planDateText(periodEnd)}` : 'until the end of this billing period';
  if (from === to) {
    return {
      title: `Keep your ${PLANS[from].name} plan?`,
      text: `The change you asked for is called off; your ${PLANS[from].name} plan carries on.`,
      confirm: `Keep ${PLANS[from].name}`,
    };
  }
  if (to === 'FREE') {
    return {
      title: 'Cancel your plan?',
      text: `You keep ${PLANS[from].name} ${until}; then your account is on the Free plan and nothing more is charged. Your stories stay.`,
      confirm: 'Cancel plan',
    };
  }
  if (planRank(to) > planRank(from)) {
    return {
      title: `Upgrade to ${PLANS[to].name}?`,
      text: `${PLANS[to].name} starts now. You pay the difference for the rest of this billing period, then ${formatPrice(PLANS[to].priceUsd)} a month.`,
      confirm: `Upgrade to ${PLANS[to].name}`,
    };
  }
  return {
    title: `Change to ${PLANS[to].name}?`,
    text: `You keep ${PLANS[from].name} ${until}; then ${PLANS[to].name}, ${formatPrice(PLANS[to].priceUsd)} a month.`,
    confirm: `Change to ${PLANS[to].name}`,
  };
}

/** Every plan change asks first, saying when it takes effect (DECISIONS: plan changes). */
export default function ChangePlanDialog({
  change,
  onClose,
}: {
  change: PlanChange | null;
  onClose: () => void;
}) {
  const mutation = useChangePlan();
  const [error, setError] = useState<string>();
  if (!change) return null;
  const words = wording(change);
  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (mutation.isPending || open) return;
        setError(undefined);
        onClose();
      }}
    >
      <DialogContent title={words.title} description={words.text}>
        {error && (
          <p role="alert" className="mb-4 text-sm font-semibold text-rose-300">
            {error}
          </p>
        )}
        <div className="flex flex-wrap justify-end gap-3">
          <Button variant="secondary" disabled={mutation.isPending} onClick={onClose}>
            Not now
          </Button>
          <SubmitButton
            type="button"
            pending={mutation.isPending}
            onClick={() =>
              mutation.mutate(change.to, {
                onSuccess: (status) => {
                  const scheduled = status.scheduledChange;
                  toast({
                    title: scheduled ? 'Change scheduled' : `You're on ${PLANS[status.planType].name}`,
                    description: scheduled
                      ? `${PLANS[status.planType].name} until ${planDateText(scheduled.effectiveAt)}, then ${PLANS[scheduled.planType].name}.`
                      : `Your ${PLANS[status.planType].name} plan is active.`,
                    variant: 'moonbeam-info',
                  });
                  setError(undefined);
                  onClose();
                },
                onError: (e) => setError(errorMessage(e) ?? 'Please try again.'),
              })
            }
          >
            {words.confirm}
          </SubmitButton>
        </div>
      </DialogContent>
    </Dialog>
  );
}
