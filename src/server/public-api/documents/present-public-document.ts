import type { PublicDocument } from '../../../shared/contract/public-api/documents.js';
import type { z } from 'zod';
import type { publicDocumentSummarySchema } from '../../../shared/contract/public-api/documents.js';
import { presentDocument, presentDocumentSummary, type DocumentSummaryRow } from '../../documents/present-document.js';
import type { documents } from '../../db/schema.js';

export function presentPublicDocumentSummary(row: DocumentSummaryRow): z.infer<typeof publicDocumentSummarySchema> {
  const summary = presentDocumentSummary(row);
  return {
    id: summary.id,
    title: summary.title,
    personality_id: summary.personalityId,
    project_id: summary.projectId,
    word_count: summary.wordCount,
    scores: { seo: summary.seoScore, readability: summary.readabilityScore },
    created_at: summary.createdAt,
    updated_at: summary.updatedAt,
  };
}

/** A document as the public API shows it: the editor's document in snake_case, scores grouped. */
export function presentPublicDocument(row: typeof documents.$inferSelect): PublicDocument {
  // The public API's document names no people (its schema has no such fields).
  const document = presentDocument(row, { creatorName: null, lastEditorName: null });
  return {
    ...presentPublicDocumentSummary(row),
    content: document.content,
    brand_id: document.clientId,
    word_goal: document.wordGoal,
    focus_keyphrase: document.focusKeyphrase,
    seo_title: document.seoTitle,
    meta_description: document.metaDescription,
    slug: document.slug,
    version: document.version,
    scores: { seo: document.seoScore, readability: document.readabilityScore, reading_grade: document.feedback?.readabilityGrade ?? null },
    seo_suggestions: document.suggestions,
    findings: document.feedback?.counts ?? null,
  };
}
