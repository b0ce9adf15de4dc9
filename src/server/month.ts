/** The monthly allowance counts calendar months in UTC (docs/product.md §9). */
export function monthStart(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
}

/** 'YYYY-MM-01', the key of a month in the usage table. */
export function monthKey(now: Date): string {
  return monthStart(now).toISOString().slice(0, 10);
}
