import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/database.js';
import { files } from '../db/schema.js';
import { notFound } from '../http-error.js';

/** A file of this workspace; any other id, another workspace's included, is a 404. */
export async function findFile(db: Database, workspaceId: number, id: number) {
  const [row] = await db
    .select()
    .from(files)
    .where(and(eq(files.id, id), eq(files.workspaceId, workspaceId)))
    .limit(1);
  if (!row) throw notFound('File not found');
  return row;
}
