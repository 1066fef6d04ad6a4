import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { storedTitle, type updateDocumentBody } from '../../shared/contract/documents.js';
import type { Executor } from '../db/database.js';
import { documents } from '../db/schema.js';
import { HttpError, notFound } from '../http-error.js';
import { requirePersonality } from '../personalities/require-personality.js';
import { startMeasuringFeedback } from '../writing-feedback/measure-feedback.js';
import { presentDocumentWithPeople } from './document-people.js';
import { resolveDocumentLinks } from './resolve-document-links.js';
import { scoreContent, type SeoFields } from './score-content.js';
import { staleFields, staleFieldsMessage } from './stale-fields.js';
import { keepVersion } from './versions/keep-version.js';

/**
 * Saves the changed fields, re-scores changed content and re-measures the writing feedback, in
 * one transaction that holds the document's row: two saves of one document take turns, each
 * scored against what it replaces, and one made on a version the other has replaced is refused
 * (409) rather than overwriting it. Given a transaction, it runs inside it (a savepoint): a save of
 * a co-edited document's text is one transaction with its change of the shared text (ADR 0045).
 */
export async function updateDocument(
  db: Executor,
  actor: { workspaceId: number; userId: number },
  id: number,
  changes: z.output<typeof updateDocumentBody>,
) {
  const { workspaceId } = actor;
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select()
      .from(documents)
      .where(and(eq(documents.id, id), eq(documents.workspaceId, workspaceId)))
      .for('update');
    if (!current) throw notFound('Document not found');
    if (changes.baseVersion !== undefined && changes.baseVersion !== current.version) {
      throw new HttpError(409, {
        error: 'This document was saved elsewhere after you opened it.',
        document: await presentDocumentWithPeople(tx, current),
      });
    }
    // A co-edited document's title and settings: checked field by field (ADR 0045).
    const stale = staleFields(current, changes.baseValues);
    if (stale.length > 0) {
      throw new HttpError(409, {
        error: staleFieldsMessage(stale),
        document: await presentDocumentWithPeople(tx, current),
        fields: stale,
      });
    }
    await requirePersonality(tx, changes.personalityId, workspaceId);
    const links = await resolveDocumentLinks(tx, workspaceId, current, changes);
    const content = changes.content ?? current.content;
    const title = changes.title === undefined ? current.title : storedTitle(changes.title);
    const seo = seoFieldsAfter(current, changes);
    // The title, the SEO fields, the project's keywords and the client's website are part of the
    // SEO score: a change to any of them re-scores the same text.
    const rescore =
      changes.content !== undefined ||
      title !== current.title ||
      links.projectId !== current.projectId ||
      links.clientId !== current.clientId ||
      SCORED_SEO_FIELDS.some((field) => seo[field] !== current[field]);
    // Measured at every save: the workspace's dictionary or the client's brand rules may have
    // changed since the last one, even when the text has not. In its thread, while this one
    // scores the text.
    const measuring = await startMeasuringFeedback(tx, workspaceId, {
      content,
      clientId: links.clientId,
      focusKeyphrase: seo.focusKeyphrase,
      ignoredFindings: current.ignoredFindings,
    });
    const scores = rescore ? await scoreContent(tx, workspaceId, { content, title, ...links, ...seo }) : {};
    const feedback = await measuring.feedback;
    // Only a change of the words is an edit (issue 18): SEO fields and links are settings.
    const edited = title !== current.title || content !== current.content;
    const [row] = await tx
      .update(documents)
      .set({
        ...(edited ? { lastEditedBy: actor.userId, lastEditedAt: sql`now()` } : {}),
        ...(changes.title === undefined ? {} : { title }),
        ...(changes.content === undefined ? {} : { content }),
        ...(changes.personalityId === undefined ? {} : { personalityId: changes.personalityId }),
        ...(changes.wordGoal === undefined ? {} : { wordGoal: changes.wordGoal }),
        ...seo,
        ...links,
        ...scores,
        feedback,
        version: sql`${documents.version} + 1`,
        updatedAt: sql`now()`,
      })
      .where(eq(documents.id, id))
      .returning();
    if (!row) throw notFound('Document not found');
    if (row.title !== current.title || row.content !== current.content) {
      await keepVersion(tx, row, changes.saveKind ?? 'manual', actor.userId);
    }
    return row;
  });
}

const SCORED_SEO_FIELDS = ['focusKeyphrase', 'seoTitle', 'metaDescription', 'slug'] as const satisfies ReadonlyArray<keyof SeoFields>;

function seoFieldsAfter(current: SeoFields, changes: Partial<Record<keyof SeoFields, string | null>>): SeoFields {
  return {
    focusKeyphrase: changes.focusKeyphrase === undefined ? current.focusKeyphrase : changes.focusKeyphrase,
    seoTitle: changes.seoTitle === undefined ? current.seoTitle : changes.seoTitle,
    metaDescription: changes.metaDescription === undefined ? current.metaDescription : changes.metaDescription,
    slug: changes.slug === undefined ? current.slug : changes.slug,
  };
}
