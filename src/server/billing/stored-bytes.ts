import { eq, sql, sum } from 'drizzle-orm';
import type { Executor } from '../db/database.js';
import { documentVersions, files } from '../db/schema.js';

/**
 * What a workspace stores against its plan's storage: its files, and the text of its documents'
 * version history (issue 14). The documents themselves are not counted (the plan limits how many).
 */
export async function storedBytes(db: Executor, workspaceId: number): Promise<number> {
  const { fileBytes, historyBytes } = await storedBytesByKind(db, workspaceId);
  return fileBytes + historyBytes;
}

/** storedBytes in its two parts, for a workspace's storage line (files/storage-usage.ts). */
export async function storedBytesByKind(db: Executor, workspaceId: number): Promise<{ fileBytes: number; historyBytes: number }> {
  const [fileBytes] = await db
    .select({ bytes: sum(files.fileSize).mapWith(Number) })
    .from(files)
    .where(eq(files.workspaceId, workspaceId));
  const [versionBytes] = await db
    .select({ bytes: sql<number>`coalesce(sum(octet_length(${documentVersions.content}) + octet_length(${documentVersions.title})), 0)`.mapWith(Number) })
    .from(documentVersions)
    .where(eq(documentVersions.workspaceId, workspaceId));
  return { fileBytes: fileBytes?.bytes ?? 0, historyBytes: versionBytes?.bytes ?? 0 };
}
