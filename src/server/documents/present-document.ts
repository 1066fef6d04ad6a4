import type { Document, DocumentSummary } from '../../shared/contract/documents.js';
import type { documents } from '../db/schema.js';

type DocumentRow = typeof documents.$inferSelect;
export type DocumentSummaryRow = Omit<DocumentRow, 'content' | 'suggestions' | 'workspaceId' | 'createdBy' | 'suggestionCount'>;

export function presentDocumentSummary(row: DocumentSummaryRow): DocumentSummary {
  return {
    id: row.id,
    title: row.title,
    personalityId: row.personalityId,
    projectId: row.projectId,
    wordCount: row.wordCount,
    seoScore: row.seoScore,
    readabilityScore: row.readabilityScore,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function presentDocument(row: DocumentRow): Document {
  return { ...presentDocumentSummary(row), content: row.content, suggestions: row.suggestions };
}
