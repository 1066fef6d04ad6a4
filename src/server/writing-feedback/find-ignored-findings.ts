import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/database.js';
import { documents } from '../db/schema.js';
import { notFound } from '../http-error.js';

/** The findings the writer ignored in a document of this workspace; any other id is a 404. */
export async function findIgnoredFindings(db: Database, workspaceId: number, documentId: number): Promise<string[]> {
  const [row] = await db
    .select({ ignoredFindings: documents.ignoredFindings })
    .from(documents)
    .where(and(eq(documents.id, documentId), eq(documents.workspaceId, workspaceId)))
    .limit(1);
  if (!row) throw notFound('Document not found');
  return row.ignoredFindings;
}
