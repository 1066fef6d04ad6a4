import { and, eq } from 'drizzle-orm';
import { analyzeDocument, documentSeoOptions } from '../../shared/writing-analysis/index.js';
import type { Executor } from '../db/database.js';
import { clients, projects } from '../db/schema.js';

/** What the SEO checks read besides the text: the writer's SEO fields. */
export interface SeoFields {
  focusKeyphrase: string | null;
  seoTitle: string | null;
  metaDescription: string | null;
  slug: string | null;
}

/** A document as scored: its text, stored title, links and SEO fields. */
export interface ScoredDocument extends SeoFields {
  content: string;
  title: string;
  projectId: number | null;
  clientId: number | null;
}

/**
 * The figures stored with a document, always computed here from its content: a client's
 * wordCount or scores are never trusted. The SEO checks also read the title and SEO fields, the
 * project's keywords (the focus keyphrase comes first, else the project's first keyword is the
 * main one) and the client's website (links to it are internal), through the same
 * documentSeoOptions the editor uses for its live score.
 */
export async function scoreContent(db: Executor, workspaceId: number, document: ScoredDocument) {
  // One after the other: inside a transaction both queries share one connection anyway.
  const projectKeywords = document.projectId === null ? [] : await keywordsOfProject(db, workspaceId, document.projectId);
  const websiteUrl = document.clientId === null ? null : await websiteOfClient(db, workspaceId, document.clientId);
  const analysis = analyzeDocument(document.content, documentSeoOptions({ ...document, projectKeywords, websiteUrl }));
  return {
    wordCount: analysis.wordCount,
    seoScore: analysis.seoScore,
    readabilityScore: analysis.readabilityScore,
    suggestions: analysis.suggestions,
    suggestionCount: analysis.suggestions.length,
  };
}

async function keywordsOfProject(db: Executor, workspaceId: number, projectId: number): Promise<string[]> {
  const [project] = await db
    .select({ keywords: projects.keywords })
    .from(projects)
    .where(and(eq(projects.id, projectId), eq(projects.workspaceId, workspaceId)))
    .limit(1);
  return project?.keywords ?? [];
}

async function websiteOfClient(db: Executor, workspaceId: number, clientId: number): Promise<string | null> {
  const [client] = await db
    .select({ websiteUrl: clients.websiteUrl })
    .from(clients)
    .where(and(eq(clients.id, clientId), eq(clients.workspaceId, workspaceId)))
    .limit(1);
  return client?.websiteUrl ?? null;
}
