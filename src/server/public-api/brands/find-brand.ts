import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { clients } from '../../db/schema.js';
import { HttpError } from '../../http-error.js';

/** A brand (client) of the key's workspace; another workspace's id is a 404 like an unknown one. */
export async function findBrand(db: Executor, workspaceId: number, id: number) {
  const [row] = await db
    .select()
    .from(clients)
    .where(and(eq(clients.id, id), eq(clients.workspaceId, workspaceId)))
    .limit(1);
  if (!row) throw new HttpError(404, { error: `Brand ${id} not found`, code: 'not_found', field: 'brand_id' });
  return row;
}
