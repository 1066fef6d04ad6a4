import { describe, expect, it } from 'vitest';
import { API_KEY_EXPIRY_MAX_DAYS } from '@shared/limits';
import { formatDate } from '@/lib/format';
import { describeExpiry, describeLastUsed, endOfLocalDay, expiryDayProblem, expiryDayRange, localDay } from './api-key-dates';

// Local times throughout, so the tests read the same in every time zone.
const now = new Date(2026, 2, 12, 10, 30);
const ago = (ms: number) => new Date(now.getTime() - ms).toISOString();
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

describe('describeLastUsed', () => {
  it('says when a key was last used, in words while it is recent', () => {
    expect(describeLastUsed(null, now)).toBe('Never used');
    expect(describeLastUsed(ago(20_000), now)).toBe('Last used just now');
    expect(describeLastUsed(ago(-5_000), now)).toBe('Last used just now');
    expect(describeLastUsed(ago(MINUTE), now)).toBe('Last used 1 minute ago');
    expect(describeLastUsed(ago(59 * MINUTE), now)).toBe('Last used 59 minutes ago');
    expect(describeLastUsed(ago(3 * HOUR + 10 * MINUTE), now)).toBe('Last used 3 hours ago');
  });

  it('counts calendar days from a day on, and gives the date after a month', () => {
    expect(describeLastUsed(new Date(2026, 2, 11, 9, 0).toISOString(), now)).toBe('Last used yesterday');
    expect(describeLastUsed(new Date(2026, 2, 10, 11, 0).toISOString(), now)).toBe('Last used 2 days ago');
    expect(describeLastUsed(ago(29 * DAY), now)).toBe('Last used 29 days ago');
    const longAgo = new Date(2026, 0, 5, 12, 0).toISOString();
    expect(describeLastUsed(longAgo, now)).toBe(`Last used ${formatDate(longAgo)}`);
  });
});

describe('describeExpiry', () => {
  it('tells a key that never expires, one that will, and one that has', () => {
    expect(describeExpiry(null, now)).toEqual({ expired: false, text: 'Never expires' });
    const later = new Date(2027, 2, 12, 23, 59).toISOString();
    expect(describeExpiry(later, now)).toEqual({ expired: false, text: `Expires ${formatDate(later)}` });
    const earlier = ago(HOUR);
    expect(describeExpiry(earlier, now)).toEqual({ expired: true, text: `Expired ${formatDate(earlier)}` });
    expect(describeExpiry(now.toISOString(), now).expired).toBe(true);
  });
});

describe('the expiry day', () => {
  it('is chosen from tomorrow to the last day the server accepts, and ends at local midnight', () => {
    const { min, max } = expiryDayRange(now);
    expect(min).toBe('2026-03-13');
    const limit = now.getTime() + API_KEY_EXPIRY_MAX_DAYS * DAY;
    expect(endOfLocalDay(max).getTime()).toBeLessThanOrEqual(limit);
    expect(endOfLocalDay(max).getTime() + DAY).toBeGreaterThan(limit - HOUR);
    expect(endOfLocalDay('2026-03-13')).toEqual(new Date(2026, 2, 13, 23, 59, 59, 999));
    expect(localDay(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05');
  });

  it('names what is wrong with a day out of range, and accepts none at all', () => {
    expect(expiryDayProblem('', now)).toBeUndefined();
    expect(expiryDayProblem('2026-03-13', now)).toBeUndefined();
    expect(expiryDayProblem('2026-03-12', now)).toBe('Choose a day from tomorrow on.');
    expect(expiryDayProblem('2030-01-01', now)).toMatch(/^Choose a day no later than /);
    expect(expiryDayProblem('2026-3-1', now)).toBe('Enter a whole date, or leave it empty.');
  });
});
