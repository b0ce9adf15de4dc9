import { localLongDate } from '../../shared/us-dates';

/** 'November 22, 2026' (docs/product.md §2: created date in long US format). */
export function formatStoryDate(iso: string): string {
  return localLongDate(new Date(iso));
}
