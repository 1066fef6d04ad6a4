import { and, asc, eq, gt } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { clients } from '../../db/schema.js';
import { afterIdOf, idCursor } from '../paging.js';

/** A page of the workspace's clients in the order they were created (by id), with the next page's cursor. */
export async function listBrands(db: Database, workspaceId: number, page: { limit: number; cursor?: string | undefined }) {
  const rows = await db
    .select()
    .from(clients)
    .where(and(eq(clients.workspaceId, workspaceId), gt(clients.id, afterIdOf(page.cursor))))
    .orderBy(asc(clients.id))
    .limit(page.limit + 1);
  const kept = rows.slice(0, page.limit);
  return { rows: kept, nextCursor: rows.length > page.limit ? idCursor(kept.at(-1)!.id) : null };
}
