import type { Database } from '../db/database.js';
import { findDocument } from '../documents/find-document.js';
import { storedUpdates } from './stored-updates.js';
import { yDocFromUpdates } from './shared-text.js';
import { writeBackSharedText } from './write-back.js';

/**
 * The editor's Save on a shared document: writes the shared text back at once, as a manual save.
 * Read from the stored updates, which hold every change any instance acknowledged, so the answer
 * is the same whichever instance is asked. Nothing changes when the markdown already matches.
 */
export async function saveSharedText(db: Database, actor: { workspaceId: number; userId: number }, documentId: number) {
  const current = await findDocument(db, actor.workspaceId, documentId);
  const rows = await storedUpdates(db, documentId);
  if (rows.length === 0) return current;
  return writeBackSharedText(
    db,
    { documentId, workspaceId: actor.workspaceId, userId: actor.userId },
    yDocFromUpdates(rows.map((row) => row.update)),
    'manual',
  );
}
