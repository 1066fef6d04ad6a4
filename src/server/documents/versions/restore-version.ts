import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { documentVersions, documents } from '../../db/schema.js';
import { notFound } from '../../http-error.js';
import { startMeasuringFeedback } from '../../writing-feedback/measure-feedback.js';
import { scoreContent } from '../score-content.js';
import { keepVersion } from './keep-version.js';

/**
 * Puts a version's title and text back as the document's, keeping the text it replaces as a
 * version first ("before restore"), so a restore can itself be undone from history.
 */
export async function restoreDocumentVersion(
  db: Executor,
  actor: { workspaceId: number; userId: number },
  documentId: number,
  versionId: number,
) {
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select()
      .from(documents)
      .where(and(eq(documents.id, documentId), eq(documents.workspaceId, actor.workspaceId)))
      .for('update');
    if (!current) throw notFound('Document not found');
    const [version] = await tx
      .select()
      .from(documentVersions)
      .where(and(eq(documentVersions.id, versionId), eq(documentVersions.documentId, documentId)))
      .limit(1);
    if (!version) throw notFound('Version not found');
    await keepVersion(tx, current, 'before-restore', actor.userId);
    // The feedback is measured in its thread while this one scores the text.
    const measuring = await startMeasuringFeedback(tx, actor.workspaceId, { ...current, content: version.content });
    const scores = await scoreContent(tx, actor.workspaceId, { ...current, title: version.title, content: version.content });
    const feedback = await measuring.feedback;
    const [row] = await tx
      .update(documents)
      .set({
        title: version.title,
        content: version.content,
        // A restore is an edit by whoever restored (issue 18).
        lastEditedBy: actor.userId,
        lastEditedAt: sql`now()`,
        ...scores,
        feedback,
        version: sql`${documents.version} + 1`,
        updatedAt: sql`now()`,
      })
      .where(eq(documents.id, documentId))
      .returning();
    if (!row) throw notFound('Document not found');
    return row;
  });
}
