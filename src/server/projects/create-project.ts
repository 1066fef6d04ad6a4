import { requireOwnClient } from '../clients/require-own-client.js';
import type { Database } from '../db/database.js';
import { projects } from '../db/schema.js';
import { projectColumns, type ProjectInput } from './project-columns.js';

export async function createProject(db: Database, actor: { workspaceId: number; userId: number }, input: ProjectInput) {
  await requireOwnClient(db, actor.workspaceId, input.clientId);
  const [row] = await db
    .insert(projects)
    .values({ ...projectColumns(input), workspaceId: actor.workspaceId, createdBy: actor.userId })
    .returning();
  if (!row) throw new Error('insert returned no project');
  return row;
}
