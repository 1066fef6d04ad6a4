import { and, eq } from 'drizzle-orm';
import { analyzeDocument } from '../../shared/writing-analysis/index.js';
import type { Executor } from '../db/database.js';
import { projects } from '../db/schema.js';

/**
 * The figures stored with a document, always computed here from its content: a client's
 * wordCount or scores are never trusted. Keyword checks apply when the document belongs to a
 * project with keywords.
 */
export async function scoreContent(db: Executor, workspaceId: number, content: string, projectId: number | null) {
  const keywords = projectId === null ? [] : await projectKeywords(db, workspaceId, projectId);
  const analysis = analyzeDocument(content, { keywords });
  return {
    wordCount: analysis.wordCount,
    seoScore: analysis.seoScore,
    readabilityScore: analysis.readabilityScore,
    suggestions: analysis.suggestions,
    suggestionCount: analysis.suggestions.length,
  };
}

async function projectKeywords(db: Executor, workspaceId: number, projectId: number): Promise<string[]> {
  const [project] = await db
    .select({ keywords: projects.keywords })
    .from(projects)
    .where(and(eq(projects.id, projectId), eq(projects.workspaceId, workspaceId)))
    .limit(1);
  return project?.keywords ?? [];
}
