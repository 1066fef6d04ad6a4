/** The words and figures of Settings → AI usage, apart from the screen so they can be tested. */

/** This month and the `count − 1` before it, newest first, as YYYY-MM in UTC (the plan's months). */
export function recentUsageMonths(now: Date, count = 12): string[] {
  const months: string[] = [];
  for (let back = 0; back < count; back += 1) {
    const month = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back, 1));
    months.push(month.toISOString().slice(0, 7));
  }
  return months;
}

let monthName: Intl.DateTimeFormat | undefined;

/** "2026-11" → "November 2026". */
export function formatUsageMonth(month: string): string {
  const [year, monthNumber] = month.split('-').map(Number);
  monthName ??= new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });
  return monthName.format(new Date(Date.UTC(year!, monthNumber! - 1, 1)));
}

/** How long a request took: "850 ms", "2.4 s", "1 min 5 s"; "—" when it has not finished. */
export function formatDuration(ms: number | null): string {
  if (ms === null) return '—';
  if (ms < 1000) return `${ms} ms`;
  // Rounded first, so 59,990 ms is "1 min", never "60 s".
  const tenths = Math.round(ms / 100);
  if (tenths < 600) return `${(tenths / 10).toFixed(1).replace(/\.0$/, '')} s`;
  const seconds = Math.round(ms / 1000);
  const [minutes, rest] = [Math.floor(seconds / 60), seconds % 60];
  return rest === 0 ? `${minutes} min` : `${minutes} min ${rest} s`;
}

let requestTime: Intl.DateTimeFormat | undefined;

/** When a request started, without the year the month picker already names: "Nov 27, 3:03 PM". */
export function formatRequestTime(isoDate: string): string {
  requestTime ??= new Intl.DateTimeFormat(undefined, { month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' });
  return requestTime.format(new Date(isoDate));
}
