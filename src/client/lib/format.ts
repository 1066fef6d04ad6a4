const wholeNumber = new Intl.NumberFormat('en-US');

/** Whole numbers with thousands separators: 1,234. */
export function formatNumber(value: number): string {
  return wholeNumber.format(value);
}

/** Below 1,000 as is; above, one decimal and k or M: 15.2k, 3M. */
export function formatCompactNumber(value: number): string {
  if (Math.abs(value) < 1000) return formatNumber(value);
  const [divisor, suffix] = Math.abs(value) < 999_950 ? [1000, 'k'] : [1_000_000, 'M'];
  return `${(value / divisor).toFixed(1).replace(/\.0$/, '')}${suffix}`;
}

const mediumDate = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });

export function formatDate(isoDate: string): string {
  return mediumDate.format(new Date(isoDate));
}

/** "1 word", "12 words". */
export function formatWordCount(count: number): string {
  return `${formatNumber(count)} ${count === 1 ? 'word' : 'words'}`;
}

/**
 * A calendar day as the API writes it (YYYY-MM-DD), e.g. "Mar 5, 2026". Read as a local date, so
 * no time zone moves it to the day before.
 */
export function formatDay(isoDay: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDay);
  if (!match) return isoDay;
  return mediumDate.format(new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
}
