// Made on first use: a formatter's first construction loads locale data, tens of milliseconds on
// a phone, which pages that never print a date (every public page imports this) should not pay.
let longDate: Intl.DateTimeFormat | undefined;

/**
 * A calendar day (YYYY-MM-DD) as "December 10, 2026". The locale and time zone are fixed so the
 * server's pre-rendered HTML and the browser's hydration print the same text.
 */
export function formatCalendarDate(isoDay: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDay);
  if (!match) return isoDay;
  longDate ??= new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });
  return longDate.format(new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]))));
}
