import { describe, expect, it } from 'vitest';
import { describeSeats, seatsAreTaken } from './seats';

const seats = (used: number, limit: number | null) => ({ used, limit, plan: 'family' as const, planName: 'Family' });

describe('seats', () => {
  it('reads as "n of m seats used", singular for one', () => {
    expect(describeSeats(seats(3, 5))).toBe('3 of 5 seats used');
    expect(describeSeats(seats(1, 1))).toBe('1 of 1 seat used');
    expect(describeSeats(seats(4, null))).toBe('4 seats used, no limit');
  });

  it('is taken at the limit, never without one', () => {
    expect(seatsAreTaken(seats(5, 5))).toBe(true);
    expect(seatsAreTaken(seats(4, 5))).toBe(false);
    expect(seatsAreTaken(seats(40, null))).toBe(false);
  });
});
