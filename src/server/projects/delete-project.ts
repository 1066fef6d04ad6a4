import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/database.js';
import { projects } from '../db/schema.js';
import { notFound } from '../http-error.js';

/** Documents of a deleted project stay, unassigned (the foreign key sets them to null). */
export async function deleteProject(db: Database, workspaceId: number, id: number): Promise<void> {
  const deleted = await db
    .delete(projects)
    .where(and(eq(projects.id, id), eq(projects.workspaceId, workspaceId)))
    .returning({ id: projects.id });
  if (deleted.length === 0) throw notFound('Project not found');
}
