import type { SeoOptions } from './seo.js';

/** What the SEO checks read of a document besides its text (ADR 0022), as stored or drafted. */
export interface DocumentSeoFields {
  /** The title as stored (`storedTitle`: trimmed, "Untitled Document" when blank). */
  title: string;
  focusKeyphrase: string | null;
  seoTitle: string | null;
  metaDescription: string | null;
  slug: string | null;
  /** The keywords of the document's project, [] without one. */
  projectKeywords: readonly string[];
  /** The website of the document's client, null without one. */
  websiteUrl: string | null;
}

/**
 * The one reading of a document's fields as SEO options, used by the server when it stores the
 * score and by the editor as the writer types, so both give the same figures. The focus
 * keyphrase comes first, so it is the main keyword; without it the project's first keyword is.
 */
export function documentSeoOptions(fields: DocumentSeoFields): SeoOptions {
  const focusKeyphrase = fields.focusKeyphrase?.trim();
  return {
    keywords: focusKeyphrase ? [focusKeyphrase, ...fields.projectKeywords] : fields.projectKeywords,
    title: fields.title,
    seoTitle: fields.seoTitle,
    metaDescription: fields.metaDescription,
    slug: fields.slug,
    websiteUrl: fields.websiteUrl,
  };
}
