import { describe, expect, it } from 'vitest';
import { describeSize, describeTimeLeft } from './describe-time-left';

const now = new Date('2026-11-26T12:00:00Z');
const later = (minutes: number) => new Date(now.getTime() + minutes * 60_000);

describe('describeTimeLeft', () => {
  it('counts down a 24-hour link in hours, then minutes', () => {
    expect(describeTimeLeft(later(24 * 60), now)).toBe('in 24 hours');
    expect(describeTimeLeft(later(24 * 60 - 1), now)).toBe('in 24 hours');
    expect(describeTimeLeft(later(22 * 60 + 20), now)).toBe('in 22 hours');
    expect(describeTimeLeft(later(61), now)).toBe('in 1 hour');
    expect(describeTimeLeft(later(59), now)).toBe('in 59 minutes');
    expect(describeTimeLeft(later(1), now)).toBe('in 1 minute');
    expect(describeTimeLeft(later(0), now)).toBe('in less than a minute');
  });

  it('counts a 7-day grace period in days', () => {
    expect(describeTimeLeft(later(7 * 24 * 60), now)).toBe('in 7 days');
    expect(describeTimeLeft(later(7 * 24 * 60 - 1), now)).toBe('in 7 days');
    expect(describeTimeLeft(later(47 * 60), now)).toBe('in 47 hours');
  });
});

describe('describeSize', () => {
  it('reads like a file manager', () => {
    expect(describeSize(512)).toBe('512 bytes');
    expect(describeSize(2048)).toBe('2 KB');
    expect(describeSize(1.5 * 1024 * 1024)).toBe('1.5 MB');
  });
});
