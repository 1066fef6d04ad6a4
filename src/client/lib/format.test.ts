import { describe, expect, it } from 'vitest';
import { formatCompactNumber, formatCount, formatDay, formatTimeAgo, formatWordCount } from './format.js';

describe('formatCompactNumber', () => {
  it('shortens thousands and millions to one decimal', () => {
    expect(formatCompactNumber(0)).toBe('0');
    expect(formatCompactNumber(999)).toBe('999');
    expect(formatCompactNumber(1000)).toBe('1k');
    expect(formatCompactNumber(15_200)).toBe('15.2k');
    expect(formatCompactNumber(15_249)).toBe('15.2k');
    expect(formatCompactNumber(999_949)).toBe('999.9k');
    expect(formatCompactNumber(999_950)).toBe('1M');
    expect(formatCompactNumber(2_345_678)).toBe('2.3M');
  });
});

describe('formatCount', () => {
  it('agrees in number, with a plural of its own when given', () => {
    expect(formatCount(1, 'document')).toBe('1 document');
    expect(formatCount(0, 'document')).toBe('0 documents');
    expect(formatCount(12_000, 'sentence')).toBe('12,000 sentences');
    expect(formatCount(2, 'analysis', 'analyses')).toBe('2 analyses');
  });
});

describe('formatWordCount', () => {
  it('agrees in number', () => {
    expect(formatWordCount(1)).toBe('1 word');
    expect(formatWordCount(1234)).toBe('1,234 words');
  });
});

describe('formatDay', () => {
  it('shows the calendar day as written, whatever the time zone', () => {
    const expected = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' }).format(new Date(2026, 0, 1));
    expect(formatDay('2026-01-01')).toBe(expected);
  });

  it('passes anything else through', () => {
    expect(formatDay('soon')).toBe('soon');
  });
});

describe('formatTimeAgo', () => {
  // Local times, so the test reads the same in every time zone.
  const now = new Date(2026, 2, 12, 10, 30);
  const ago = (ms: number) => new Date(now.getTime() - ms).toISOString();
  const MINUTE = 60_000;

  it('says how long ago, in words while recent, then gives the date', () => {
    expect(formatTimeAgo(ago(20_000), now)).toBe('just now');
    expect(formatTimeAgo(ago(-5_000), now)).toBe('just now');
    expect(formatTimeAgo(ago(5 * MINUTE), now)).toBe('5 minutes ago');
    expect(formatTimeAgo(ago(3 * 60 * MINUTE), now)).toBe('3 hours ago');
    expect(formatTimeAgo(new Date(2026, 2, 11, 8, 0).toISOString(), now)).toBe('yesterday');
    expect(formatTimeAgo(new Date(2026, 0, 2, 9, 0).toISOString(), now)).not.toMatch(/ago|yesterday/);
  });
});
