import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/database.js';
import { clients } from '../db/schema.js';
import { notFound } from '../http-error.js';

/** A client of this workspace; any other id, another workspace's included, is a 404. */
export async function findClient(db: Database, workspaceId: number, id: number) {
  const [row] = await db
    .select()
    .from(clients)
    .where(and(eq(clients.id, id), eq(clients.workspaceId, workspaceId)))
    .limit(1);
  if (!row) throw notFound('Client not found');
  return row;
}
