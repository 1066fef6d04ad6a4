import { and, eq } from 'drizzle-orm';
import { analyzeDocument } from '../../shared/writing-analysis/index.js';
import type { Executor } from '../db/database.js';
import { projects } from '../db/schema.js';

/** What the SEO checks read besides the text: the writer's SEO fields. */
export interface SeoFields {
  focusKeyphrase: string | null;
  seoTitle: string | null;
  metaDescription: string | null;
}

export const NO_SEO_FIELDS: SeoFields = { focusKeyphrase: null, seoTitle: null, metaDescription: null };

/**
 * The figures stored with a document, always computed here from its content: a client's
 * wordCount or scores are never trusted. Keyword checks apply when the document has a focus
 * keyphrase or belongs to a project with keywords; the keyphrase comes first, so it is the main
 * keyword (else the project's first keyword is).
 */
export async function scoreContent(db: Executor, workspaceId: number, content: string, projectId: number | null, seo: SeoFields = NO_SEO_FIELDS) {
  const projectKeywordList = projectId === null ? [] : await projectKeywords(db, workspaceId, projectId);
  const keywords = seo.focusKeyphrase ? [seo.focusKeyphrase, ...projectKeywordList] : projectKeywordList;
  const analysis = analyzeDocument(content, { keywords, seoTitle: seo.seoTitle, metaDescription: seo.metaDescription });
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
