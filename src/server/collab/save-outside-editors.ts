import * as Y from 'yjs';
import type { Database, Transaction } from '../db/database.js';
import type { InstanceChannel } from './instance-channel.js';
import { markdownOfYDoc, replaceMarkdown, yDocFromUpdates } from './shared-text.js';
import { appendUpdate, lockDocumentUpdates, storedUpdates } from './stored-updates.js';

/**
 * A save made outside the editors (REST PATCH, a version restore, the public API) becomes one
 * change of the shared text, so open editors see it (issue 19). The save and that change are one
 * transaction under the document's lock, the lock the write-back takes (ADR 0045): a write-back
 * runs either wholly before the save, or after it on a shared state that already holds it, so it
 * can never write the text the save replaced over it. The change is computed against the stored
 * state, kept as an update row and announced like any other once committed, so it reaches every
 * instance that has the document open, this one included.
 */
export async function saveOutsideEditors<Row extends { id: number; workspaceId: number; content: string }>(
  db: Database,
  instances: InstanceChannel,
  documentId: number,
  save: (tx: Transaction) => Promise<Row>,
): Promise<Row> {
  const { row, seq } = await db.transaction(async (tx) => {
    await lockDocumentUpdates(tx, documentId);
    const saved = await save(tx);
    return { row: saved, seq: await replaceStoredText(tx, saved) };
  });
  if (seq !== null) await instances.publishReplacement(documentId, seq);
  return row;
}

/**
 * Appends the change that makes the stored shared text say the document's markdown; null when
 * nothing is needed. A document never opened for co-editing has no rows: its next load starts
 * from the markdown row, which already holds the new text. The caller holds the lock.
 */
async function replaceStoredText(tx: Transaction, document: { id: number; workspaceId: number; content: string }): Promise<number | null> {
  const rows = await storedUpdates(tx, document.id);
  if (rows.length === 0) return null;
  const doc = yDocFromUpdates(rows.map((row) => row.update));
  if (markdownOfYDoc(doc) === document.content) return null;
  const before = Y.encodeStateVector(doc);
  replaceMarkdown(doc, document.content, null);
  return appendUpdate(tx, { documentId: document.id, workspaceId: document.workspaceId, update: Y.encodeStateAsUpdate(doc, before) });
}
