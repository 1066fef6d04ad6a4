import { count, eq, sum } from 'drizzle-orm';
import type { z } from 'zod';
import type { storageUsageSchema } from '../../shared/contract/files.js';
import type { Database } from '../db/database.js';
import { files } from '../db/schema.js';

/** How many bytes and files the workspace stores. */
export async function storageUsage(db: Database, workspaceId: number): Promise<z.infer<typeof storageUsageSchema>> {
  const [usage] = await db
    .select({ bytesUsed: sum(files.fileSize), fileCount: count() })
    .from(files)
    .where(eq(files.workspaceId, workspaceId));
  return { bytesUsed: Number(usage?.bytesUsed ?? 0), fileCount: usage?.fileCount ?? 0 };
}
