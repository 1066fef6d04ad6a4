import { and, count, eq } from 'drizzle-orm';
import type { Database } from '../db/database.js';
import { clients, files, projects } from '../db/schema.js';
import { HttpError } from '../http-error.js';
import { findClient } from './find-client.js';

/**
 * Deletes a client that has nothing left under it. A client with projects or files is refused with a
 * message that says what is in the way: nothing is lost silently (the UI says so up front).
 */
export async function deleteClient(db: Database, workspaceId: number, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const client = await findClient(tx, workspaceId, id);
    const [projectUsage] = await tx.select({ total: count() }).from(projects).where(eq(projects.clientId, id));
    const [fileUsage] = await tx.select({ total: count() }).from(files).where(eq(files.clientId, id));
    const inTheWay = [
      plural(projectUsage?.total ?? 0, 'project', 'projects'),
      plural(fileUsage?.total ?? 0, 'file', 'files'),
    ].filter((part): part is string => part !== null);
    if (inTheWay.length > 0) {
      throw new HttpError(409, { error: `${client.name} still has ${inTheWay.join(' and ')}. Delete or move them first.` });
    }
    await tx.delete(clients).where(and(eq(clients.id, id), eq(clients.workspaceId, workspaceId)));
  });
}

function plural(total: number, one: string, many: string): string | null {
  return total === 0 ? null : `${total} ${total === 1 ? one : many}`;
}
