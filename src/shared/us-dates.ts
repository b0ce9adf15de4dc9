/**
 * Dates as the product writes them ('January 1', 'November 22, 2026': docs/product.md §2), in English
 * without Intl: a phone's first `toLocaleDateString` with options loads the ICU formatter, ~45 ms of the
 * home page's main thread (180 ms on Lighthouse's slowed phone), for words that never change.
 */
const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/** 'January 1' of a UTC date. */
export const utcMonthDay = (date: Date) => `${MONTHS[date.getUTCMonth()]} ${date.getUTCDate()}`;

/** 'November 22, 2026' of a date, in the device's own time zone. */
export const localLongDate = (date: Date) =>
  `${MONTHS[date.getMonth()]} ${date.getDate()}, ${date.getFullYear()}`;
