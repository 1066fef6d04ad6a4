import { describe, expect, it } from 'vitest';
import { isCalendarDate, isRealDate } from './dates.js';

describe('calendar dates', () => {
  it.each(['2024-02-29', '2000-02-29', '1900-01-01', '2999-12-31', '2030-06-30'])('accepts %s', (date) => {
    expect(isCalendarDate(date)).toBe(true);
  });

  it.each([
    ['a 30 February', '2024-02-30'],
    ['29 February of a common year', '2023-02-29'],
    ['29 February of a century that is not a leap year', '2100-02-29'],
    ['year 0', '0000-01-01'],
    ['a year before 1900', '1899-12-31'],
    ['a five-digit year', '10000-01-01'],
    ['month 13', '2024-13-01'],
    ['day 0', '2024-01-00'],
    ['a timestamp', '2024-01-01T00:00:00Z'],
    ['a date without leading zeros', '2024-1-1'],
  ])('refuses %s', (_what, date) => {
    expect(isCalendarDate(date)).toBe(false);
  });

  it('knows the lengths of months', () => {
    expect(isRealDate(2024, 4, 30)).toBe(true);
    expect(isRealDate(2024, 4, 31)).toBe(false);
    expect(isRealDate(2024, 12, 31)).toBe(true);
  });
});
