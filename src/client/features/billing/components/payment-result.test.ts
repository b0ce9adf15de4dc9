import { describe, expect, it } from 'vitest';
import { activatedPlanName, PAYMENT_TEXTS, paymentStatusLabel } from './payment-result';

const session = (planType: string) => ({ id: 'cs_1', payment_status: 'paid', metadata: { planType } });

describe('the payment result texts (docs/product.md §2.10)', () => {
  it("names the plan bought, 'Premium' when the session does not say", () => {
    expect(activatedPlanName(session('STANDARD'))).toBe('Standard');
    expect(activatedPlanName(session('PREMIUM'))).toBe('Premium');
    expect(activatedPlanName(session(''))).toBe('Premium');
    expect(activatedPlanName(session('GOLD'))).toBe('Premium');
    expect(activatedPlanName(undefined)).toBe('Premium');
  });
  it("says 'Completed' when paid, otherwise the raw status", () => {
    expect(paymentStatusLabel('paid')).toBe('Completed');
    expect(paymentStatusLabel('no_payment_required')).toBe('no_payment_required');
  });
  it('quotes the free allowance in the cancel text', () => {
    expect(PAYMENT_TEXTS.cancelledDetail(4)).toBe(
      'No worries! Your subscription was cancelled. You can still enjoy our free plan with 4 stories per month.',
    );
  });
});
