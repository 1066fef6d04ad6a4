import { and, desc, eq, gt, ne } from 'drizzle-orm';
import type { Database } from '../db/database.js';
import { dataExports } from '../db/schema.js';
import { HttpError } from '../http-error.js';
import type { DataExportRow } from './request-data-export.js';

/** The account's latest export that has not expired, or null (Settings shows "none"). */
export async function findLatestDataExport(db: Database, userId: number, now = new Date()): Promise<DataExportRow | null> {
  const [latest] = await db
    .select()
    .from(dataExports)
    .where(and(eq(dataExports.userId, userId), ne(dataExports.status, 'expired')))
    .orderBy(desc(dataExports.createdAt), desc(dataExports.id))
    .limit(1);
  if (!latest) return null;
  // Past its time but not yet swept by removeExpiredExports: already gone for the owner.
  if (latest.status === 'ready' && (!latest.expiresAt || latest.expiresAt <= now)) return null;
  return latest;
}

/**
 * An export the signed-in account may download: its own, ready, within its 24 hours. Anything
 * else, another account's id included, is the same 404.
 */
export async function findDownloadableExport(db: Database, userId: number, exportId: number): Promise<DataExportRow & { storageKey: string }> {
  const [row] = await db
    .select()
    .from(dataExports)
    .where(and(eq(dataExports.id, exportId), eq(dataExports.userId, userId), eq(dataExports.status, 'ready'), gt(dataExports.expiresAt, new Date())));
  if (!row?.storageKey) throw new HttpError(404, { error: 'This export has expired or does not exist. Ask for a new one in Settings.' });
  return { ...row, storageKey: row.storageKey };
}
