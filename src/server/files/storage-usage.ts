import { count, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { storageUsageSchema } from '../../shared/contract/files.js';
import type { Database } from '../db/database.js';
import { files } from '../db/schema.js';
import { storedBytesByKind } from '../billing/stored-bytes.js';

/** How many bytes the workspace stores (files and version history) and how many files. */
export async function storageUsage(db: Database, workspaceId: number): Promise<z.infer<typeof storageUsageSchema>> {
  const [usage] = await db.select({ fileCount: count() }).from(files).where(eq(files.workspaceId, workspaceId));
  const { fileBytes, historyBytes } = await storedBytesByKind(db, workspaceId);
  return { bytesUsed: fileBytes + historyBytes, historyBytes, fileCount: usage?.fileCount ?? 0 };
}
