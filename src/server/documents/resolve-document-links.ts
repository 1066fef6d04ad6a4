import { and, eq } from 'drizzle-orm';
import type { Executor } from '../db/database.js';
import { projects } from '../db/schema.js';
import { HttpError } from '../http-error.js';
import { requireOwnClient } from '../clients/require-own-client.js';

export type DocumentLinks = { projectId: number | null; clientId: number | null };

/**
 * The project and client a document is written for, after a change: a project implies its
 * client (sending a different clientId with it is refused); choosing another client leaves the
 * project of the old one; null unlinks. Both must be this workspace's (400 otherwise, as for
 * every id named in a body).
 */
export async function resolveDocumentLinks(
  db: Executor,
  workspaceId: number,
  current: DocumentLinks,
  change: { projectId?: number | null; clientId?: number | null },
): Promise<DocumentLinks> {
  if (change.projectId !== undefined && change.projectId !== null) {
    const [project] = await db
      .select({ clientId: projects.clientId })
      .from(projects)
      .where(and(eq(projects.id, change.projectId), eq(projects.workspaceId, workspaceId)))
      .limit(1);
    if (!project) {
      throw new HttpError(400, { error: `projectId ${change.projectId} is not one of your projects`, field: 'projectId' });
    }
    if (change.clientId !== undefined && change.clientId !== project.clientId) {
      throw new HttpError(400, { error: 'clientId must be the client of the project (or left out)', field: 'clientId' });
    }
    return { projectId: change.projectId, clientId: project.clientId };
  }
  const projectId = change.projectId === null ? null : current.projectId;
  if (change.clientId === undefined) return { projectId, clientId: current.clientId };
  if (change.clientId === null) return { projectId: null, clientId: null };
  await requireOwnClient(db, workspaceId, change.clientId);
  // A project of another client no longer fits.
  const keepsProject = projectId !== null && change.clientId === current.clientId;
  return { projectId: keepsProject ? projectId : null, clientId: change.clientId };
}
