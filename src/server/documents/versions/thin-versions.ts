import type { DocumentVersionKind } from '../../../shared/vocabulary.js';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;
const WEEK_MS = 7 * DAY_MS;

/** Autosaving keeps a version at most this often (a manual save always keeps one). */
export const AUTOSAVE_VERSION_INTERVAL_MS = 10 * 60 * 1000;

export type VersionStamp = { id: number; kind: DocumentVersionKind; createdAt: Date };

/**
 * The autosave versions to delete so that history stays useful and small: within a day all are
 * kept; older than a day, the newest of each hour; older than a week, the newest of each day.
 * Manual saves and the text a restore replaced are kept for good.
 */
export function versionsToThin(versions: readonly VersionStamp[], now: Date): number[] {
  const newestFirst = [...versions].sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || b.id - a.id);
  const keptBuckets = new Set<string>();
  const thinned: number[] = [];
  for (const version of newestFirst) {
    if (version.kind !== 'autosave') continue;
    const time = version.createdAt.getTime();
    const age = now.getTime() - time;
    if (age <= DAY_MS) continue;
    const bucket = age > WEEK_MS ? `day:${Math.floor(time / DAY_MS)}` : `hour:${Math.floor(time / HOUR_MS)}`;
    if (keptBuckets.has(bucket)) thinned.push(version.id);
    else keptBuckets.add(bucket);
  }
  return thinned;
}
