import { and, eq, getTableName, lt, sql, type Column, type SQL } from 'drizzle-orm';
import type { Database } from '../db/database.js';
import { collabPresence, type documents } from '../db/schema.js';

/** How often an instance vouches for its connections, and when an instance's silence means it died. */
export const PRESENCE_HEARTBEAT_MS = 30_000;
const PRESENCE_STALE_SECONDS = 90;

/**
 * Who has a document open ("X is editing…" on the dashboard), across instances: one row per
 * connection, written by the instance that holds it.
 */
export async function recordPresence(
  db: Database,
  row: { socketId: string; documentId: number; workspaceId: number; userId: number; instanceId: string },
): Promise<void> {
  await db.insert(collabPresence).values(row).onConflictDoNothing();
}

export async function forgetPresence(db: Database, socketId: string, documentId: number): Promise<void> {
  await db.delete(collabPresence).where(and(eq(collabPresence.socketId, socketId), eq(collabPresence.documentId, documentId)));
}

export async function refreshInstancePresence(db: Database, instanceId: string): Promise<void> {
  await db.update(collabPresence).set({ seenAt: sql`now()` }).where(eq(collabPresence.instanceId, instanceId));
  await db.delete(collabPresence).where(lt(collabPresence.seenAt, sql`now() - make_interval(secs => ${PRESENCE_STALE_SECONDS})`));
}

export async function forgetInstancePresence(db: Database, instanceId: string): Promise<void> {
  await db.delete(collabPresence).where(eq(collabPresence.instanceId, instanceId));
}

export interface Editor {
  id: number;
  name: string;
}

/**
 * The people who have a document open, each once, by name: a correlated subquery of the document
 * list, so the list stays one round trip to PostgreSQL (issue 12's overhead budget). Rows of an
 * instance that went silent stop counting once stale.
 */
export function editingNowOf(document: typeof documents): SQL<Editor[]> {
  // Qualified by hand, as latestClientReview does: inside the subquery bare names would be its own.
  const outer = (column: Column) => sql`${sql.identifier(getTableName(document))}.${sql.identifier(column.name)}`;
  return sql<Editor[]>`(
    select coalesce(json_agg(json_build_object('id', e.id, 'name', trim(e.first_name || ' ' || e.last_name)) order by e.first_name, e.last_name, e.id), '[]'::json)
    from (
      select distinct u.id, u.first_name, u.last_name
      from collab_presence p join users u on u.id = p.user_id
      where p.workspace_id = ${outer(document.workspaceId)} and p.document_id = ${outer(document.id)}
        and p.seen_at > now() - make_interval(secs => ${sql.raw(String(PRESENCE_STALE_SECONDS))})
    ) e
  )`;
}
