import type * as Y from 'yjs';
import type { Database } from '../db/database.js';
import { findDocument } from '../documents/find-document.js';
import { updateDocument } from '../documents/update-document.js';
import { markdownOfYDoc } from './shared-text.js';

/** After edits stop, how long before the markdown follows the shared text; and at most, while they go on (issue 19). */
export const WRITE_BACK_DEBOUNCE_MS = 2_500;
export const WRITE_BACK_MAX_DELAY_MS = 15_000;

/**
 * Writes the shared text into the document row through the ordinary update path, so the content,
 * scores, writing feedback and version history follow it as they follow any save. Nothing is
 * written when the markdown already says the same (another instance or a REST save wrote it).
 * Returns the row after the write, or the unchanged one.
 */
export async function writeBackSharedText(
  db: Database,
  target: { documentId: number; workspaceId: number; userId: number },
  doc: Y.Doc,
  saveKind: 'manual' | 'autosave',
) {
  const current = await findDocument(db, target.workspaceId, target.documentId);
  const content = markdownOfYDoc(doc);
  if (content === current.content) return current;
  return updateDocument(db, { workspaceId: target.workspaceId, userId: target.userId }, target.documentId, { content, saveKind });
}
