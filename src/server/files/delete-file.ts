import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/database.js';
import { files } from '../db/schema.js';
import { notFound } from '../http-error.js';
import type { FileStorage } from '../storage/file-storage.js';

/** Removes the row, then the stored bytes; a pending extraction of it becomes a no-op. */
export async function deleteFile(db: Database, storage: FileStorage, workspaceId: number, id: number): Promise<void> {
  const [deleted] = await db
    .delete(files)
    .where(and(eq(files.id, id), eq(files.workspaceId, workspaceId)))
    .returning({ storageKey: files.storageKey });
  if (!deleted) throw notFound('File not found');
  await storage.delete(deleted.storageKey);
}
