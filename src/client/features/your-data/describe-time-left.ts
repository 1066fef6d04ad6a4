/** "in 23 hours", "in 40 minutes", "in 7 days": how long until `until` (minutes rounded down, hours and days to the nearest), as Settings shows it. */
export function describeTimeLeft(until: Date, now: Date): string {
  const minutes = Math.floor((until.getTime() - now.getTime()) / 60_000);
  if (minutes < 1) return 'in less than a minute';
  if (minutes < 60) return `in ${minutes} minute${minutes === 1 ? '' : 's'}`;
  // Rounded: a link made a moment ago "expires in 24 hours", not 23.
  const hours = Math.round(minutes / 60);
  if (hours < 48) return `in ${hours} hour${hours === 1 ? '' : 's'}`;
  // Rounded: a deletion scheduled a moment ago is "in 7 days", not "in 6".
  return `in ${Math.round(minutes / (24 * 60))} days`;
}

/** 1.4 MB, 820 KB: an export's size. */
export function describeSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} bytes`;
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  if (bytes < 1024 ** 3) return `${(bytes / 1024 ** 2).toFixed(1)} MB`;
  return `${(bytes / 1024 ** 3).toFixed(1)} GB`;
}
