import { asc, eq } from 'drizzle-orm';
import type { Database } from '../db/database.js';
import { clients } from '../db/schema.js';

/** A workspace's clients by name. */
export async function listClients(db: Database, workspaceId: number) {
  return db.select().from(clients).where(eq(clients.workspaceId, workspaceId)).orderBy(asc(clients.name), asc(clients.id));
}
