import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { Database } from '../db/database.js';
import { dataExports } from '../db/schema.js';
import type { FileStorage } from '../storage/file-storage.js';

/** Once a new export is ready, the account's older zips go at once: one copy of its data is enough. */
export async function removeReplacedExports(db: Database, storage: FileStorage, userId: number, keptId: number): Promise<void> {
  const replaced = await db
    .select({ id: dataExports.id, storageKey: dataExports.storageKey })
    .from(dataExports)
    .where(and(eq(dataExports.userId, userId), eq(dataExports.status, 'ready'), isNotNull(dataExports.storageKey), sql`${dataExports.id} <> ${keptId}`));
  for (const row of replaced) {
    await storage.delete(row.storageKey!);
    await db.update(dataExports).set({ status: 'expired', storageKey: null }).where(eq(dataExports.id, row.id));
  }
}
