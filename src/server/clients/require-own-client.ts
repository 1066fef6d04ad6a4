import { and, eq } from 'drizzle-orm';
import type { Executor } from '../db/database.js';
import { clients } from '../db/schema.js';
import { HttpError } from '../http-error.js';

/**
 * A clientId sent in a body or form (a project's, an upload's) must name a client of this
 * workspace; naming another's, or none that exists, is a bad request rather than a 404, since the
 * resource addressed is the project or the upload.
 */
export async function requireOwnClient(db: Executor, workspaceId: number, clientId: number): Promise<number> {
  const [client] = await db
    .select({ id: clients.id })
    .from(clients)
    .where(and(eq(clients.id, clientId), eq(clients.workspaceId, workspaceId)))
    .limit(1);
  if (!client) throw new HttpError(400, { error: `clientId ${clientId} is not one of your clients` });
  return clientId;
}
