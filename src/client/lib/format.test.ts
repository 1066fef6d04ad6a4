import { describe, expect, it } from 'vitest';
import { formatCompactNumber, formatDay, formatWordCount } from './format.js';

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
