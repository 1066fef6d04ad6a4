import { eq } from 'drizzle-orm';
import * as Y from 'yjs';
import type { Database } from '../db/database.js';
import { documents } from '../db/schema.js';
import { notFound } from '../http-error.js';
import { appendUpdate, lockDocumentUpdates, storedUpdates } from './stored-updates.js';
import { yDocFromMarkdown, yDocFromUpdates } from './shared-text.js';

/**
 * A document's shared state as one Yjs update. The first load builds it from the stored markdown
 * and keeps it as the first row, under the document's lock: two instances loading at once must
 * start from the same items, or the text would appear twice when their states merge. The markdown
 * is read under that lock too: a save made outside the editors since the caller found the document
 * (which takes the same lock, ADR 0045) must be the text it starts from, not the one it replaced.
 */
export async function loadSharedState(db: Database, document: { id: number; workspaceId: number }): Promise<{ state: Uint8Array; rows: number }> {
  const existing = await storedUpdates(db, document.id);
  if (existing.length > 0) return { state: mergedState(existing), rows: existing.length };
  return db.transaction(async (tx) => {
    await lockDocumentUpdates(tx, document.id);
    const rows = await storedUpdates(tx, document.id);
    if (rows.length > 0) return { state: mergedState(rows), rows: rows.length };
    const [row] = await tx.select({ content: documents.content }).from(documents).where(eq(documents.id, document.id));
    if (!row) throw notFound('Document not found');
    const seeded = Y.encodeStateAsUpdate(yDocFromMarkdown(row.content));
    await appendUpdate(tx, { documentId: document.id, workspaceId: document.workspaceId, update: seeded });
    return { state: seeded, rows: 1 };
  });
}

/**
 * Applying the rows to one document and encoding it is far faster than Y.mergeUpdates on many
 * small updates (docs/benchmarks.md, "Co-editing"): 10,000 one-character updates took seconds.
 */
export function mergedState(rows: { update: Uint8Array }[]): Uint8Array {
  return Y.encodeStateAsUpdate(yDocFromUpdates(rows.map((row) => row.update)));
}
