import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/database.js';
import { documents } from '../db/schema.js';
import { notFound } from '../http-error.js';
import { measureFeedback } from './measure-feedback.js';

/**
 * Replaces the findings the writer ignored in a document (duplicates dropped, first place kept)
 * and re-measures its stored feedback with them. This is no edit of the text: the version and
 * updatedAt stay, so an editor's next save on that version is not taken for a conflict. The
 * row is held meanwhile, so a save and this take turns and neither's figures are lost.
 */
export async function updateIgnoredFindings(db: Database, workspaceId: number, documentId: number, keys: readonly string[]): Promise<string[]> {
  const ignoredFindings = [...new Set(keys)];
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select({ content: documents.content, clientId: documents.clientId, focusKeyphrase: documents.focusKeyphrase })
      .from(documents)
      .where(and(eq(documents.id, documentId), eq(documents.workspaceId, workspaceId)))
      .for('update');
    if (!current) throw notFound('Document not found');
    const feedback = await measureFeedback(tx, workspaceId, { ...current, ignoredFindings });
    await tx.update(documents).set({ ignoredFindings, feedback }).where(eq(documents.id, documentId));
    return ignoredFindings;
  });
}
