import { API_KEY_EXPIRY_MAX_DAYS } from '@shared/limits';
import { formatDate, formatTimeAgo } from '@/lib/format';

/*
 * The dates an API key shows and takes. A chosen expiry day is sent as the end of that day in the
 * user's own time zone (an ISO instant), not as a bare date, which the server would end at
 * midnight UTC: a key set to expire on 12 March then reads "Expires 12 March" wherever its owner is.
 */

const DAY_MS = 24 * 60 * 60 * 1000;

/** A day in the local calendar, as a date input writes it: YYYY-MM-DD. */
export function localDay(date: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

function addDays(date: Date, days: number): Date {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate() + days);
}

/** The last millisecond of a YYYY-MM-DD day, local time. */
export function endOfLocalDay(day: string): Date {
  const [year, month, date] = day.split('-').map(Number);
  return new Date(year!, month! - 1, date!, 23, 59, 59, 999);
}

/**
 * The days the expiry date input offers: from tomorrow to the last day whose end is still within
 * the server's API_KEY_EXPIRY_MAX_DAYS.
 */
export function expiryDayRange(now: Date): { min: string; max: string } {
  const limit = now.getTime() + API_KEY_EXPIRY_MAX_DAYS * DAY_MS;
  let last = localDay(new Date(limit));
  if (endOfLocalDay(last).getTime() > limit) last = localDay(addDays(endOfLocalDay(last), -1));
  return { min: localDay(addDays(now, 1)), max: last };
}

/** Why a chosen expiry day cannot be used, or undefined when it can (an empty one: never expires). */
export function expiryDayProblem(day: string, now: Date): string | undefined {
  if (day === '') return undefined;
  const { min, max } = expiryDayRange(now);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return 'Enter a whole date, or leave it empty.';
  if (day < min) return 'Choose a day from tomorrow on.';
  if (day > max) return `Choose a day no later than ${formatDate(endOfLocalDay(max).toISOString())}.`;
  return undefined;
}

export type ExpiryStatus = { expired: boolean; text: string };

/** "Never expires", "Expires Mar 12, 2027", or "Expired Mar 12, 2026" (the list marks it too). */
export function describeExpiry(expiresAt: string | null, now: Date): ExpiryStatus {
  if (expiresAt === null) return { expired: false, text: 'Never expires' };
  const expired = new Date(expiresAt).getTime() <= now.getTime();
  return { expired, text: `${expired ? 'Expired' : 'Expires'} ${formatDate(expiresAt)}` };
}

/** "Never used", "Last used just now", "… 5 minutes ago", "… yesterday", "… 3 days ago", then the date. */
export function describeLastUsed(lastUsedAt: string | null, now: Date): string {
  return lastUsedAt === null ? 'Never used' : `Last used ${formatTimeAgo(lastUsedAt, now)}`;
}
