const UNITS = ['KB', 'MB', 'GB'] as const;
const STEP = 1024;
const oneDecimal = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 });

/** Spec §9: B, KB, MB, GB at base 1024, one decimal at most: "0 B", "1023 B", "1.5 MB", "2 GB". */
export function formatFileSize(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes < STEP) return `${Math.max(0, Math.round(bytes) || 0)} B`;
  let value = bytes;
  let unit: (typeof UNITS)[number] = UNITS[0];
  for (const next of UNITS) {
    value /= STEP;
    unit = next;
    // 1,048,575 bytes reads "1 MB", not "1024 KB": move up once rounding reaches the next unit.
    if (Math.round(value * 10) / 10 < STEP) break;
  }
  return `${oneDecimal.format(value)} ${unit}`;
}
