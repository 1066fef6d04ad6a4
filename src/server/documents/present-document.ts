import type { Document, DocumentSummary } from '../../shared/contract/documents.js';
import type { ClientReviewSummary } from '../../shared/contract/review-links.js';
import type { documents } from '../db/schema.js';

type DocumentRow = typeof documents.$inferSelect;
type SummaryFields = Omit<
  DocumentRow,
  'content' | 'suggestions' | 'workspaceId' | 'suggestionCount' | 'version' | 'clientId' | 'wordGoal' | SeoField | FeedbackField
>;
type SeoField = 'focusKeyphrase' | 'seoTitle' | 'metaDescription' | 'slug';
type FeedbackField = 'ignoredFindings' | 'feedback';
/**
 * The list selects its times as ISO text in SQL (list-documents.ts): for a page of 24, parsing
 * and re-printing 48 dates in JavaScript was a tenth of the request's own CPU time.
 */
export type DocumentSummaryRow = Omit<SummaryFields, 'createdAt' | 'updatedAt' | 'lastEditedAt'> & {
  createdAt: Date | string;
  updatedAt: Date | string;
  lastEditedAt: Date | string | null;
  /** The creator's and last editor's names, joined by the query that has them (list-documents.ts, document-people.ts). */
  creatorName?: string | null;
  lastEditorName?: string | null;
  /** The client's latest review decision, joined by the queries that have it (list-documents.ts, document-people.ts). */
  clientReview?: ClientReviewSummary | null;
};

/** The names behind a document's createdBy and lastEditedBy and the client's review (document-people.ts). */
export interface DocumentPeopleNames {
  creatorName: string | null;
  lastEditorName: string | null;
  clientReview?: ClientReviewSummary | null;
}

function isoTime(time: Date | string): string {
  return typeof time === 'string' ? time : time.toISOString();
}

export function presentDocumentSummary(row: DocumentSummaryRow): DocumentSummary {
  return {
    id: row.id,
    title: row.title,
    personalityId: row.personalityId,
    projectId: row.projectId,
    wordCount: row.wordCount,
    seoScore: row.seoScore,
    readabilityScore: row.readabilityScore,
    createdAt: isoTime(row.createdAt),
    updatedAt: isoTime(row.updatedAt),
    createdBy: row.createdBy !== null && row.creatorName ? { id: row.createdBy, name: row.creatorName } : null,
    lastEditedBy:
      row.lastEditedBy !== null && row.lastEditedAt !== null && row.lastEditorName
        ? { id: row.lastEditedBy, name: row.lastEditorName, at: isoTime(row.lastEditedAt) }
        : null,
    clientReview: row.clientReview ?? null,
  };
}

/** A document's row, its times as Dates (a write's returning row) or as ISO text (the read's, find-document.ts). */
type DocumentRowToPresent = Omit<DocumentRow, 'createdAt' | 'updatedAt' | 'lastEditedAt'> & Pick<DocumentSummaryRow, 'createdAt' | 'updatedAt' | 'lastEditedAt'>;

export function presentDocument(row: DocumentRowToPresent, names: DocumentPeopleNames): Document {
  return {
    ...presentDocumentSummary({ ...row, ...names }),
    content: row.content,
    clientId: row.clientId,
    wordGoal: row.wordGoal,
    focusKeyphrase: row.focusKeyphrase,
    seoTitle: row.seoTitle,
    metaDescription: row.metaDescription,
    slug: row.slug,
    suggestions: row.suggestions,
    feedback: row.feedback && {
      counts: {
        correctness: row.feedback.counts.correctness,
        clarity: row.feedback.counts.clarity,
        engagement: row.feedback.counts.engagement,
        inclusive: row.feedback.counts.inclusive,
        brand: row.feedback.counts.brand,
        style: row.feedback.counts.style ?? 0,
      },
      readabilityGrade: row.feedback.readabilityGrade,
    },
    version: row.version,
  };
}
