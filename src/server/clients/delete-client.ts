import { and, count, eq } from 'drizzle-orm';
import type { Database } from '../db/database.js';
import { clients, projects } from '../db/schema.js';
import { HttpError } from '../http-error.js';
import { findClient } from './find-client.js';

/**
 * Deletes a client that has nothing left under it. A client with projects is refused with a
 * message that says what is in the way: nothing is lost silently (the UI says so up front).
 */
export async function deleteClient(db: Database, workspaceId: number, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const client = await findClient(tx, workspaceId, id);
    const [usage] = await tx.select({ projects: count() }).from(projects).where(eq(projects.clientId, id));
    const projectCount = usage?.projects ?? 0;
    if (projectCount > 0) {
      throw new HttpError(409, {
        error: `${client.name} still has ${projectCount} ${projectCount === 1 ? 'project' : 'projects'}. Delete or move them first.`,
      });
    }
    await tx.delete(clients).where(and(eq(clients.id, id), eq(clients.workspaceId, workspaceId)));
  });
}
