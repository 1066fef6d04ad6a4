import { and, asc, eq, lte, sql } from 'drizzle-orm';
import * as Y from 'yjs';
import type { Database, Executor, Transaction } from '../db/database.js';
import { documentUpdates } from '../db/schema.js';
import { yDocFromUpdates } from './shared-text.js';

/**
 * The document_updates table (ADR 0040): a document's Yjs updates, appended one per message a
 * client sends and merged into one row when they pile up.
 */

/** How many rows a document gathers before they are merged into one. */
export const COMPACT_AFTER_ROWS = 100;

/**
 * Serialises the writers that must see a document's rows as one whole: the first load (which
 * seeds the rows from the markdown), the REST replacement and compaction. Appending a client's
 * update needs no lock: Yjs updates commute.
 */
export async function lockDocumentUpdates(tx: Transaction, documentId: number): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('document_updates'), ${documentId})`);
}

export async function storedUpdates(db: Executor, documentId: number): Promise<{ seq: number; update: Uint8Array }[]> {
  return db
    .select({ seq: documentUpdates.seq, update: documentUpdates.update })
    .from(documentUpdates)
    .where(eq(documentUpdates.documentId, documentId))
    .orderBy(asc(documentUpdates.seq));
}

export async function storedUpdate(db: Executor, seq: number): Promise<{ documentId: number; update: Uint8Array } | undefined> {
  const [row] = await db
    .select({ documentId: documentUpdates.documentId, update: documentUpdates.update })
    .from(documentUpdates)
    .where(eq(documentUpdates.seq, seq));
  return row;
}

export async function appendUpdate(
  db: Executor,
  row: { documentId: number; workspaceId: number; update: Uint8Array },
): Promise<number> {
  const [inserted] = await db.insert(documentUpdates).values(row).returning({ seq: documentUpdates.seq });
  return inserted!.seq;
}

export async function countStoredUpdates(db: Executor, documentId: number): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(documentUpdates)
    .where(eq(documentUpdates.documentId, documentId));
  return row?.count ?? 0;
}

/**
 * Merges a document's rows into one (the merged state keeps every item, so nothing acknowledged is
 * lost). Rows appended while this runs have a higher seq and stay as they are.
 */
export async function compactUpdates(db: Database, documentId: number, workspaceId: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    await lockDocumentUpdates(tx, documentId);
    const rows = await storedUpdates(tx, documentId);
    if (rows.length < 2) return false;
    const lastSeq = rows[rows.length - 1]!.seq;
    const merged = Y.encodeStateAsUpdate(yDocFromUpdates(rows.map((row) => row.update)));
    await tx.delete(documentUpdates).where(and(eq(documentUpdates.documentId, documentId), lte(documentUpdates.seq, lastSeq)));
    await appendUpdate(tx, { documentId, workspaceId, update: merged });
    return true;
  });
}
