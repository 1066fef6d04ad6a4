import { z } from 'zod';
import { DOCUMENT_SEARCH_MAX_LENGTH } from '../../limits.js';
import { documentContent, documentTitle, seoFieldsBody, wordGoal } from '../documents.js';
import { recordId } from '../ids.js';
import { pageOf, pageQuery, publicId } from './common.js';

/**
 * /api/v1/documents (issue 17): documents in and out as markdown, with the scores the server
 * computes on every save. The fields are the editor's, in snake_case; `brand_id` is the client.
 */

const fields = {
  content: documentContent,
  personality_id: publicId.nullable(),
  project_id: publicId.nullable(),
  brand_id: publicId.nullable(),
  word_goal: wordGoal.nullable(),
  focus_keyphrase: seoFieldsBody.focusKeyphrase.unwrap(),
  seo_title: seoFieldsBody.seoTitle.unwrap(),
  meta_description: seoFieldsBody.metaDescription.unwrap(),
  slug: seoFieldsBody.slug.unwrap(),
};

export const createPublicDocumentBody = z.object({
  /** "Untitled Document" when left out or blank. */
  title: documentTitle.default(''),
  content: fields.content.default(''),
  personality_id: fields.personality_id.optional(),
  project_id: fields.project_id.optional(),
  brand_id: fields.brand_id.optional(),
  word_goal: fields.word_goal.optional(),
  focus_keyphrase: fields.focus_keyphrase.optional(),
  seo_title: fields.seo_title.optional(),
  meta_description: fields.meta_description.optional(),
  slug: fields.slug.optional(),
});
export type CreatePublicDocumentBody = z.input<typeof createPublicDocumentBody>;

export const updatePublicDocumentBody = z
  .object({
    title: documentTitle.optional(),
    content: fields.content.optional(),
    personality_id: fields.personality_id.optional(),
    project_id: fields.project_id.optional(),
    brand_id: fields.brand_id.optional(),
    word_goal: fields.word_goal.optional(),
    focus_keyphrase: fields.focus_keyphrase.optional(),
    seo_title: fields.seo_title.optional(),
    meta_description: fields.meta_description.optional(),
    slug: fields.slug.optional(),
    /** The version the change was made on: a document saved since answers 409 instead of being overwritten. */
    base_version: recordId.optional(),
  })
  .refine(({ base_version: _version, ...changes }) => Object.values(changes).some((value) => value !== undefined), {
    message: 'Nothing to update: send at least one of title, content, personality_id, project_id, brand_id, word_goal, focus_keyphrase, seo_title, meta_description, slug',
  });
export type UpdatePublicDocumentBody = z.input<typeof updatePublicDocumentBody>;

export const listPublicDocumentsQuery = pageQuery.extend({
  /** Words in the title. */
  q: z.string().trim().max(DOCUMENT_SEARCH_MAX_LENGTH).optional(),
});

const counts = z.object({
  correctness: z.number().int(),
  clarity: z.number().int(),
  engagement: z.number().int(),
  inclusive: z.number().int(),
  brand: z.number().int(),
  style: z.number().int(),
});

export const publicDocumentSummarySchema = z.object({
  id: z.number().int(),
  title: z.string(),
  personality_id: z.number().int().nullable(),
  project_id: z.number().int().nullable(),
  word_count: z.number().int(),
  scores: z.object({
    /** The weighted share of SEO checks passed, 0–100. */
    seo: z.number().int(),
    /** Flesch reading ease 0–100; null under 11 words. */
    readability: z.number().int().nullable(),
  }),
  created_at: z.string(),
  updated_at: z.string(),
});

export const publicDocumentSchema = publicDocumentSummarySchema.extend({
  /** Markdown. */
  content: z.string(),
  brand_id: z.number().int().nullable(),
  word_goal: z.number().int().nullable(),
  focus_keyphrase: z.string().nullable(),
  seo_title: z.string().nullable(),
  meta_description: z.string().nullable(),
  slug: z.string().nullable(),
  /** Raised by every save; send it back as base_version to refuse overwriting a newer save. */
  version: z.number().int(),
  scores: publicDocumentSummarySchema.shape.scores.extend({
    /** Flesch–Kincaid grade of the saved text; null when too short or not yet measured. */
    reading_grade: z.number().nullable(),
  }),
  /** What would raise the SEO score: the checks that did not pass. */
  seo_suggestions: z.array(z.object({ check: z.string(), message: z.string() })),
  /** Writing-feedback findings per category in the saved text (as the editor counts them); null when not measured. */
  findings: counts.nullable(),
});
export type PublicDocument = z.infer<typeof publicDocumentSchema>;

export const publicDocumentPageSchema = pageOf(publicDocumentSummarySchema);
