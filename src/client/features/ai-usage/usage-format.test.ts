import { describe, expect, it } from 'vitest';
import { formatDuration, formatUsageMonth, recentUsageMonths } from './usage-format';

describe('the AI usage view’s words', () => {
  it('offers this month and the eleven before it, across a year’s end, by UTC months', () => {
    const months = recentUsageMonths(new Date('2026-02-28T23:30:00Z'));
    expect(months).toHaveLength(12);
    expect(months.slice(0, 3)).toEqual(['2026-02', '2026-01', '2025-12']);
    expect(months.at(-1)).toBe('2025-03');
    // Late on the last day west of Greenwich is already the next month in UTC.
    expect(recentUsageMonths(new Date('2026-03-01T00:30:00Z'), 1)).toEqual(['2026-03']);
  });

  it('names a month and says a duration as people read them', () => {
    expect(formatUsageMonth('2026-11')).toBe('November 2026');
    expect(formatUsageMonth('2027-01')).toBe('January 2027');
    expect(formatDuration(null)).toBe('—');
    expect(formatDuration(850)).toBe('850 ms');
    expect(formatDuration(2_000)).toBe('2 s');
    expect(formatDuration(2_440)).toBe('2.4 s');
    expect(formatDuration(65_000)).toBe('1 min 5 s');
    expect(formatDuration(120_000)).toBe('2 min');
    expect(formatDuration(59_990)).toBe('1 min');
    expect(formatDuration(999)).toBe('999 ms');
  });
});
