import { and, eq, sql } from 'drizzle-orm';
import { requireOwnClient } from '../clients/require-own-client.js';
import type { Database } from '../db/database.js';
import { projects } from '../db/schema.js';
import { notFound } from '../http-error.js';
import { projectColumns, type ProjectInput } from './project-columns.js';

export async function updateProject(db: Database, workspaceId: number, id: number, input: ProjectInput) {
  const [existing] = await db
    .select({ id: projects.id })
    .from(projects)
    .where(and(eq(projects.id, id), eq(projects.workspaceId, workspaceId)))
    .limit(1);
  // Another workspace's project is a 404 before its body is judged.
  if (!existing) throw notFound('Project not found');
  await requireOwnClient(db, workspaceId, input.clientId);
  const [row] = await db
    .update(projects)
    .set({ ...projectColumns(input), updatedAt: sql`now()` })
    .where(and(eq(projects.id, id), eq(projects.workspaceId, workspaceId)))
    .returning();
  if (!row) throw notFound('Project not found');
  return row;
}
