import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { generateBody, GenerateResponse } from '../../../shared/contract/public-api/generate.js';
import { headlines, metaDescriptions, readSource, socialPosts, subjectLines } from '../../../shared/ai/built-in/index.js';
import type { Database } from '../../db/database.js';
import { projects } from '../../db/schema.js';
import { findDocument } from '../../documents/find-document.js';
import { findBrand } from '../brands/find-brand.js';

/**
 * Variants from a text or a document by the built-in generators (ADR 0024): the same ones the
 * editor's menu offers without a model, so the answer says `engine: "built-in"`. A document brings
 * its focus keyphrase and its project's keywords; a brand its website for social posts' links.
 */
export async function generateVariants(db: Database, workspaceId: number, input: z.output<typeof generateBody>): Promise<GenerateResponse> {
  const document = input.document_id === undefined ? null : await findDocument(db, workspaceId, input.document_id);
  const brand = input.brand_id === undefined ? null : await findBrand(db, workspaceId, input.brand_id);
  const keywords = document?.projectId ? await keywordsOf(db, workspaceId, document.projectId) : [];
  const keyphrase = input.keyphrase || document?.focusKeyphrase || keywords[0] || null;
  const source = readSource(document ? document.content : input.text!);
  const count = input.count;

  const variants = ((): GenerateResponse['variants'] => {
    switch (input.type) {
      case 'headlines':
        return headlines(source, { keyphrase, count });
      case 'meta_description':
        return metaDescriptions(source, { keyphrase, count });
      case 'email_subject_lines':
        return subjectLines(source, { keyphrase, count });
      case 'social_posts':
        return socialPosts(source, { keywords: keyphrase ? [keyphrase, ...keywords] : keywords, link: brand?.websiteUrl ?? null, count });
    }
  })();
  return { type: input.type, engine: 'built-in', variants: variants.map((variant) => ({ ...variant })) };
}

async function keywordsOf(db: Database, workspaceId: number, projectId: number): Promise<string[]> {
  const [project] = await db
    .select({ keywords: projects.keywords })
    .from(projects)
    .where(and(eq(projects.id, projectId), eq(projects.workspaceId, workspaceId)))
    .limit(1);
  return project?.keywords ?? [];
}
