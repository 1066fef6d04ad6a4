import type { Seats } from '@shared/contract/team';

/** "3 of 5 seats used"; a workspace without a limit (the master account's) counts only. */
export function describeSeats(seats: Seats): string {
  if (seats.limit === null) return `${seats.used} ${seats.used === 1 ? 'seat' : 'seats'} used, no limit`;
  return `${seats.used} of ${seats.limit} ${seats.limit === 1 ? 'seat' : 'seats'} used`;
}

export function seatsAreTaken(seats: Seats): boolean {
  return seats.limit !== null && seats.used >= seats.limit;
}
