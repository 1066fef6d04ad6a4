import * as Y from 'yjs';
import type { Database } from '../db/database.js';
import type { InstanceChannel } from './instance-channel.js';
import { markdownOfYDoc, replaceMarkdown, yDocFromUpdates } from './shared-text.js';
import { appendUpdate, lockDocumentUpdates, storedUpdates } from './stored-updates.js';

/**
 * A save made outside the editors (REST PATCH, a version restore, the public API) becomes one
 * change of the shared text, so open editors see it (issue 19). It is computed against the stored
 * state, kept as an update row and announced like any other, so it reaches every instance that has
 * the document open, this one included. A document never opened for co-editing has no rows: its
 * next load starts from the markdown row, which already holds the new text.
 */
export async function replaceSharedText(
  db: Database,
  instances: InstanceChannel,
  document: { id: number; workspaceId: number; content: string },
): Promise<void> {
  const seq = await db.transaction(async (tx) => {
    await lockDocumentUpdates(tx, document.id);
    const rows = await storedUpdates(tx, document.id);
    if (rows.length === 0) return null;
    const doc = yDocFromUpdates(rows.map((row) => row.update));
    if (markdownOfYDoc(doc) === document.content) return null;
    const before = Y.encodeStateVector(doc);
    replaceMarkdown(doc, document.content, null);
    return appendUpdate(tx, { documentId: document.id, workspaceId: document.workspaceId, update: Y.encodeStateAsUpdate(doc, before) });
  });
  if (seq !== null) await instances.publishReplacement(document.id, seq);
}
