import type { PlanType } from '../../../shared/catalogue';

/** A date the way the account page writes it: 'July 1, 2030'. */
export const planDateText = (iso: string) =>
  new Date(iso).toLocaleDateString(undefined, { dateStyle: 'long' });

export interface PlanChange {
  from: PlanType;
  to: PlanType;
  /** The end of the paid period (ISO), when known: a lower plan or a cancellation takes effect then. */
  periodEnd: string | null;
}
