import { asc, eq } from 'drizzle-orm';
import type { WorkspaceSummary } from '../../shared/contract/team.js';
import type { Database } from '../db/database.js';
import { workspaceMembers, workspaces } from '../db/schema.js';

/** The workspaces the user belongs to, oldest membership first, the session's one marked. */
export async function listWorkspaces(db: Database, userId: number, currentWorkspaceId: number): Promise<WorkspaceSummary[]> {
  const rows = await db
    .select({ id: workspaces.id, name: workspaces.name, role: workspaceMembers.role })
    .from(workspaceMembers)
    .innerJoin(workspaces, eq(workspaces.id, workspaceMembers.workspaceId))
    .where(eq(workspaceMembers.userId, userId))
    .orderBy(asc(workspaceMembers.createdAt), asc(workspaces.id));
  return rows.map((row) => ({ ...row, current: row.id === currentWorkspaceId }));
}
