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
