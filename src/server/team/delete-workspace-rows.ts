import { inArray } from 'drizzle-orm';
import type { Transaction } from '../db/database.js';
import { clients, documents, files, projects, workspaces } from '../db/schema.js';

/**
 * Deletes workspaces and every row in them (issue 18: an account deleted with the workspaces it was
 * alone in, an owner deleting a workspace). The rest of a workspace's rows go by their foreign keys'
 * cascade. Children first: projects and files refer to clients with ON DELETE RESTRICT, which a
 * single cascade from the workspace could trip over depending on the order it visits them.
 * Stored files are the caller's to remove.
 */
export async function deleteWorkspaceRows(tx: Transaction, workspaceIds: number[]): Promise<void> {
  if (workspaceIds.length === 0) return;
  await tx.delete(files).where(inArray(files.workspaceId, workspaceIds));
  await tx.delete(documents).where(inArray(documents.workspaceId, workspaceIds));
  await tx.delete(projects).where(inArray(projects.workspaceId, workspaceIds));
  await tx.delete(clients).where(inArray(clients.workspaceId, workspaceIds));
  await tx.delete(workspaces).where(inArray(workspaces.id, workspaceIds));
}
