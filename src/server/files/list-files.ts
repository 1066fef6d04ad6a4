import { and, desc, eq, type SQL } from 'drizzle-orm';
import type { Database } from '../db/database.js';
import { files } from '../db/schema.js';

/** A workspace's files, or one client's, newest first. */
export async function listFiles(db: Database, workspaceId: number, filter: { clientId?: number | undefined }) {
  const filters: SQL[] = [eq(files.workspaceId, workspaceId)];
  if (filter.clientId) filters.push(eq(files.clientId, filter.clientId));
  return db.select().from(files).where(and(...filters)).orderBy(desc(files.createdAt), desc(files.id));
}
