const LONG_US_DATE = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric' });

/** 'November 22, 2026' (docs/product.md §2: created date in long US format). */
export function formatStoryDate(iso: string): string {
  return LONG_US_DATE.format(new Date(iso));
}
