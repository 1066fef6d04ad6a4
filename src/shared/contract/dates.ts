import { z } from 'zod';

/**
 * Years a date the API stores may fall in. PostgreSQL's `date` reaches far wider, but outside this
 * range a date is a typo (0024 for 2024), and year 0 does not exist for PostgreSQL at all.
 */
export const CALENDAR_YEAR_MIN = 1900;
export const CALENDAR_YEAR_MAX = 2999;

/** Whether year-month-day names a day that exists: 2024-02-29 does, 2024-02-30 and 2023-02-29 do not. */
export function isRealDate(year: number, month: number, day: number): boolean {
  if (!Number.isInteger(year) || month < 1 || month > 12 || day < 1) return false;
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  const daysInMonth = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1] ?? 0;
  return day <= daysInMonth;
}

/** A calendar date as YYYY-MM-DD (spec §3 Project dueDate): a real day within the years above. */
export function isCalendarDate(text: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return false;
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  return year >= CALENDAR_YEAR_MIN && year <= CALENDAR_YEAR_MAX && isRealDate(year, month, day);
}

export const CALENDAR_DATE_MESSAGE = `must be a real date (YYYY-MM-DD) between ${CALENDAR_YEAR_MIN} and ${CALENDAR_YEAR_MAX}`;

/** An optional date field: absent, null and blank are "no date" (null). */
export const optionalCalendarDate = (label: string) =>
  z
    .string()
    .nullish()
    .transform((value) => value || null)
    .refine((value) => value === null || isCalendarDate(value), `${label} ${CALENDAR_DATE_MESSAGE}`);

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * When a secret link or key stops working: a date (YYYY-MM-DD, to the end of that day, UTC) or an
 * instant (ISO 8601 with its offset); in the future, and at most `maxDays` ahead. API keys and
 * client review links share it.
 */
export const expiryWithin = (maxDays: number) =>
  z
    .union([z.iso.date(), z.iso.datetime({ offset: true })], { error: 'expiresAt must be a date (YYYY-MM-DD) or a date and time (ISO 8601)' })
    .transform((text) => (text.length === 10 ? new Date(`${text}T23:59:59.999Z`) : new Date(text)))
    .refine((date) => date.getTime() > Date.now(), 'expiresAt must be in the future')
    .refine((date) => date.getTime() <= Date.now() + maxDays * DAY_MS, `expiresAt must be within ${maxDays} days`);
