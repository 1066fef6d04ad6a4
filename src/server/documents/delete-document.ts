import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/database.js';
import { documents } from '../db/schema.js';
import { notFound } from '../http-error.js';

export async function deleteDocument(db: Database, workspaceId: number, id: number): Promise<void> {
  const deleted = await db
    .delete(documents)
    .where(and(eq(documents.id, id), eq(documents.workspaceId, workspaceId)))
    .returning({ id: documents.id });
  if (deleted.length === 0) throw notFound('Document not found');
}
