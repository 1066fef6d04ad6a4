import { and, desc, eq, type SQL } from 'drizzle-orm';
import type { Database } from '../db/database.js';
import { projects } from '../db/schema.js';

/** A workspace's projects, or one client's, most recently updated first. */
export async function listProjects(db: Database, workspaceId: number, filter: { clientId?: number | undefined }) {
  const filters: SQL[] = [eq(projects.workspaceId, workspaceId)];
  if (filter.clientId) filters.push(eq(projects.clientId, filter.clientId));
  return db
    .select()
    .from(projects)
    .where(and(...filters))
    .orderBy(desc(projects.updatedAt), desc(projects.id));
}
