/**
 * How long the product keeps what it no longer needs (docs/product.md, "Accounts"; the privacy page says
 * it in words). The clean-up (src/server/modules/retention) and the privacy page read these numbers.
 */
export const RETENTION = {
  /** An expired guest session, and the stories nobody claimed from it, go this many days after it expired. */
  guestDaysAfterExpiry: 30,
  /** The clean-up runs at start and then this often. */
  sweepEveryHours: 1,
  /** A password reset link works once, for this many minutes. */
  resetLinkMinutes: 30,
} as const;
