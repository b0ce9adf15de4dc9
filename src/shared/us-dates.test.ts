import { describe, expect, it } from 'vitest';
import { renewalDayText } from './entitlements.js';
import { localLongDate, utcMonthDay } from './us-dates.js';

describe('dates as the product writes them, without Intl', () => {
  it('say what the US long format says, every month', () => {
    for (let month = 0; month < 12; month++) {
      const date = new Date(Date.UTC(2026, month, 9, 12));
      expect(utcMonthDay(date)).toBe(
        date.toLocaleDateString('en-US', { month: 'long', day: 'numeric', timeZone: 'UTC' }),
      );
      expect(localLongDate(date)).toBe(
        date.toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric' }),
      );
    }
  });

  it('the allowance renews on the first of next month, across a year end', () => {
    expect(renewalDayText(new Date('2026-12-31T23:59:00Z'))).toBe('January 1');
    expect(renewalDayText(new Date('2026-02-10T00:00:00Z'))).toBe('March 1');
  });
});
