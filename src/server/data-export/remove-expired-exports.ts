import { and, eq, inArray, lte, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../db/database.js';
import { dataExports } from '../db/schema.js';
import type { FileStorage } from '../storage/file-storage.js';

/**
 * Deletes the zips whose 24 hours are over (and those of exports a newer one replaced), then
 * forgets rows older than two days (the per-day limit needs only the last 24 hours). Run hourly
 * and before each export is built.
 */
export async function removeExpiredExports(db: Database, storage: FileStorage): Promise<number> {
  const expired = await db
    .select({ id: dataExports.id, storageKey: dataExports.storageKey })
    .from(dataExports)
    .where(and(eq(dataExports.status, 'ready'), lte(dataExports.expiresAt, new Date())));
  for (const row of expired) {
    if (row.storageKey) await storage.delete(row.storageKey);
  }
  if (expired.length > 0) {
    await db
      .update(dataExports)
      .set({ status: 'expired', storageKey: null })
      .where(inArray(dataExports.id, expired.map((row) => row.id)));
  }
  await db
    .delete(dataExports)
    .where(and(lt(dataExports.createdAt, sql`now() - interval '2 days'`), or(eq(dataExports.status, 'expired'), eq(dataExports.status, 'failed'))));
  return expired.length;
}
