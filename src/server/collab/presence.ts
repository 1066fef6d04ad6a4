import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Database } from '../db/database.js';
import { collabPresence, users } from '../db/schema.js';
import { personName } from '../documents/document-people.js';

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

/** For each of these documents (of one workspace), the people who have it open, each once. */
export async function findEditingNow(db: Database, workspaceId: number, documentIds: number[]): Promise<Map<number, Editor[]>> {
  const editing = new Map<number, Editor[]>();
  if (documentIds.length === 0) return editing;
  const rows = await db
    .selectDistinct({ documentId: collabPresence.documentId, id: users.id, firstName: users.firstName, lastName: users.lastName })
    .from(collabPresence)
    .innerJoin(users, eq(users.id, collabPresence.userId))
    .where(
      and(
        eq(collabPresence.workspaceId, workspaceId),
        inArray(collabPresence.documentId, documentIds),
        sql`${collabPresence.seenAt} > now() - make_interval(secs => ${PRESENCE_STALE_SECONDS})`,
      ),
    )
    .orderBy(users.firstName, users.lastName, users.id);
  for (const row of rows) {
    const list = editing.get(row.documentId) ?? [];
    list.push({ id: row.id, name: personName(row) });
    editing.set(row.documentId, list);
  }
  return editing;
}
