import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/database.js';
import { documents } from '../db/schema.js';
import { notFound } from '../http-error.js';
import { updateDocument } from '../documents/update-document.js';
import { markdownOfYDoc, yDocFromUpdates } from './shared-text.js';
import { lockDocumentUpdates, storedUpdates } from './stored-updates.js';

/** After edits stop, how long before the markdown follows the shared text; and at most, while they go on (issue 19). */
export const WRITE_BACK_DEBOUNCE_MS = 2_500;
export const WRITE_BACK_MAX_DELAY_MS = 15_000;

/**
 * Writes the shared text into the document row through the ordinary update path, so the content,
 * scores, writing feedback and version history follow it as they follow any save. Nothing is
 * written when the markdown already says the same (another instance or a REST save wrote it).
 * Returns the row after the write, or the unchanged one.
 *
 * The text is read from the stored updates, under the document's lock, and written in the same
 * transaction (ADR 0045). The stored updates hold every change any instance acknowledged and
 * every save made outside the editors, which takes the same lock to save and append its change
 * together; an instance's in-memory document may not have received the latest of them yet, and
 * writing it back would put the text an outside save replaced over that save.
 */
export async function writeBackSharedText(
  db: Database,
  target: { documentId: number; workspaceId: number; userId: number },
  saveKind: 'manual' | 'autosave',
) {
  const { documentId, workspaceId, userId } = target;
  return db.transaction(async (tx) => {
    await lockDocumentUpdates(tx, documentId);
    const [current] = await tx
      .select()
      .from(documents)
      .where(and(eq(documents.id, documentId), eq(documents.workspaceId, workspaceId)));
    if (!current) throw notFound('Document not found');
    const rows = await storedUpdates(tx, documentId);
    // Never opened for co-editing: the row is the text.
    if (rows.length === 0) return current;
    const content = markdownOfYDoc(yDocFromUpdates(rows.map((row) => row.update)));
    if (content === current.content) return current;
    return updateDocument(tx, { workspaceId, userId }, documentId, { content, saveKind });
  });
}
