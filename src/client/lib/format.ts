/*
 * Formatters are made on first use: the first construction loads locale data, tens of
 * milliseconds on a phone, which a screen that prints no number or date should not pay.
 */
let wholeNumber: Intl.NumberFormat | undefined;
let mediumDate: Intl.DateTimeFormat | undefined;
const mediumDateFormat = () => (mediumDate ??= new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' }));

/** Whole numbers with thousands separators: 1,234. */
export function formatNumber(value: number): string {
  wholeNumber ??= new Intl.NumberFormat('en-US');
  return wholeNumber.format(value);
}

/** Below 1,000 as is; above, one decimal and k or M: 15.2k, 3M. */
export function formatCompactNumber(value: number): string {
  if (Math.abs(value) < 1000) return formatNumber(value);
  const [divisor, suffix] = Math.abs(value) < 999_950 ? [1000, 'k'] : [1_000_000, 'M'];
  return `${(value / divisor).toFixed(1).replace(/\.0$/, '')}${suffix}`;
}

let dateTime: Intl.DateTimeFormat | undefined;

/** "Nov 25, 2026, 5:40 PM": when something happened today or earlier. */
export function formatDateTime(isoDate: string): string {
  dateTime ??= new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });
  return dateTime.format(new Date(isoDate));
}

export function formatDate(isoDate: string): string {
  return mediumDateFormat().format(new Date(isoDate));
}

/** A count with its noun: "1 document", "1,200 documents", "2 analyses" (the plural given). */
export function formatCount(count: number, singular: string, plural = `${singular}s`): string {
  return `${formatNumber(count)} ${count === 1 ? singular : plural}`;
}

/** "1 word", "12 words". */
export function formatWordCount(count: number): string {
  return formatCount(count, 'word');
}

/**
 * A calendar day as the API writes it (YYYY-MM-DD), e.g. "Mar 5, 2026". Read as a local date, so
 * no time zone moves it to the day before.
 */
export function formatDay(isoDay: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDay);
  if (!match) return isoDay;
  return mediumDateFormat().format(new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
}

const MINUTE_MS = 60 * 1000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;
let relativeTime: Intl.RelativeTimeFormat | undefined;
const relative = () => (relativeTime ??= new Intl.RelativeTimeFormat('en', { numeric: 'auto' }));
const startOfDay = (date: Date) => new Date(date.getFullYear(), date.getMonth(), date.getDate());

/** "just now", "5 minutes ago", "3 hours ago", "yesterday", "3 days ago", then the date: when something was last done. */
export function formatTimeAgo(isoDate: string, now: Date): string {
  const then = new Date(isoDate);
  // A little ahead of this device's clock (the server's clock differs): still "just now".
  const elapsed = Math.max(0, now.getTime() - then.getTime());
  if (elapsed < MINUTE_MS) return 'just now';
  if (elapsed < HOUR_MS) return relative().format(-Math.floor(elapsed / MINUTE_MS), 'minute');
  if (elapsed < DAY_MS) return relative().format(-Math.floor(elapsed / HOUR_MS), 'hour');
  // From a day on, calendar days: Monday at 9:00 is "2 days ago" on Wednesday at 8:00.
  const days = Math.round((startOfDay(now).getTime() - startOfDay(then).getTime()) / DAY_MS);
  if (days < 30) return relative().format(-days, 'day');
  return formatDate(isoDate);
}
