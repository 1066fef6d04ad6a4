import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/database.js';
import { documents } from '../db/schema.js';
import { notFound } from '../http-error.js';

/** A document of this workspace; any other id, another workspace's included, is a 404. */
export async function findDocument(db: Database, workspaceId: number, id: number) {
  const [row] = await db
    .select()
    .from(documents)
    .where(and(eq(documents.id, id), eq(documents.workspaceId, workspaceId)))
    .limit(1);
  if (!row) throw notFound('Document not found');
  return row;
}
