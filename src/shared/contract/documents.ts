import { z } from 'zod';
import {
  DEFAULT_DOCUMENT_TITLE,
  DOCUMENT_CONTENT_MAX_BYTES,
  DOCUMENT_PAGE_SIZE,
  DOCUMENT_PAGE_SIZE_MAX,
  DOCUMENT_SEARCH_MAX_LENGTH,
  DOCUMENT_TITLE_MAX_LENGTH,
  FOCUS_KEYPHRASE_MAX_LENGTH,
  META_DESCRIPTION_MAX_LENGTH,
  SEO_TITLE_MAX_LENGTH,
  SLUG_MAX_LENGTH,
  WORD_GOAL_MAX,
  PERSONALITY_NAME_MAX_LENGTH,
  PERSONALITY_SAMPLE_MAX_LENGTH,
  PERSONALITY_TAGLINE_MAX_LENGTH,
  PERSONALITY_VOICE_MAX_LENGTH,
} from '../limits.js';
import { recordId } from './ids.js';
import { templateCategories } from '../vocabulary.js';
import { documentFeedbackSchema } from './writing-feedback.js';
import { clientReviewSummarySchema } from './review-links.js';

/** The request and response shapes of documents, personalities, templates and analytics (spec §3, §7). */

const byteLength = (text: string) => new TextEncoder().encode(text).length;

export const documentTitle = z
  .string()
  .max(DOCUMENT_TITLE_MAX_LENGTH, `Title must be at most ${DOCUMENT_TITLE_MAX_LENGTH} characters`);

export const documentContent = z
  .string()
  .refine((text) => byteLength(text) <= DOCUMENT_CONTENT_MAX_BYTES, {
    message: `Content must be at most ${DOCUMENT_CONTENT_MAX_BYTES / 1024 / 1024} MB`,
  });

const personalityId = recordId;

/** The writer's target length in words; null clears it. */
export const wordGoal = z
  .number({ error: `must be a whole number of words from 1 to ${WORD_GOAL_MAX}` })
  .int(`must be a whole number of words from 1 to ${WORD_GOAL_MAX}`)
  .min(1, `must be a whole number of words from 1 to ${WORD_GOAL_MAX}`)
  .max(WORD_GOAL_MAX, `must be a whole number of words from 1 to ${WORD_GOAL_MAX}`);

/** Trimmed text of at most `max` characters on one line; blank clears the field (null). */
const optionalLine = (label: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .refine((text) => !/[\r\n]/.test(text), `${label} must be one line`)
    .transform((text) => (text === '' ? null : text))
    .nullable();

/** Lowercase words joined by single hyphens, as a URL path segment: "spring-launch-plan". */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * The SEO fields a writer sets in the document's settings; the SEO checks and the AI use them.
 * With no focus keyphrase, the project's first keyword stands in.
 */
export const seoFieldsBody = {
  focusKeyphrase: optionalLine('Focus keyphrase', FOCUS_KEYPHRASE_MAX_LENGTH).optional(),
  seoTitle: optionalLine('SEO title', SEO_TITLE_MAX_LENGTH).optional(),
  metaDescription: optionalLine('Meta description', META_DESCRIPTION_MAX_LENGTH).optional(),
  slug: optionalLine('Slug', SLUG_MAX_LENGTH)
    .refine((slug) => slug === null || SLUG_PATTERN.test(slug), 'Slug may hold lowercase letters, digits and single hyphens (e.g. spring-launch-plan)')
    .optional(),
};

/** POST /api/documents. wordCount is accepted for the spec's clients but always recomputed. */
/**
 * The title a document is stored under: trimmed, and "Untitled Document" when that leaves
 * nothing. The server stores it so; the editor shows it so after a save.
 */
export function storedTitle(title: string): string {
  return title.trim() || DEFAULT_DOCUMENT_TITLE;
}

export const createDocumentBody = z.object({
  title: documentTitle,
  content: documentContent.default(''),
  personalityId: personalityId.nullable().optional(),
  /** The project it is written for (which implies its client), or a client without a project. */
  projectId: recordId.nullable().optional(),
  clientId: recordId.nullable().optional(),
  wordGoal: wordGoal.nullable().optional(),
  ...seoFieldsBody,
});
export type CreateDocumentBody = z.input<typeof createDocumentBody>;

/**
 * The stored values of a document's title and settings a change was made on (ADR 0045): in a
 * PATCH, a field whose stored value is no longer the one given answers 409 instead of replacing
 * a change someone else made to it meanwhile. The editor of a co-edited document sends it for the
 * fields it changes; fields not given, and the text, are not checked.
 */
export const documentBaseValues = z
  .object({
    title: documentTitle,
    personalityId: personalityId.nullable(),
    projectId: recordId.nullable(),
    clientId: recordId.nullable(),
    wordGoal: wordGoal.nullable(),
    ...seoFieldsBody,
  })
  .partial()
  .strict();
export type DocumentBaseValues = z.output<typeof documentBaseValues>;
export type DocumentField = keyof DocumentBaseValues;

/**
 * PATCH /api/documents/:id: any of the editable fields. With `baseVersion` (the version the
 * change was made on) a save over a newer version answers 409 with that version instead of
 * overwriting it; without it (the spec's clients) the last save wins.
 */
export const updateDocumentBody = z
  .object({
    title: documentTitle.optional(),
    content: documentContent.optional(),
    personalityId: personalityId.nullable().optional(),
    projectId: recordId.nullable().optional(),
    clientId: recordId.nullable().optional(),
    wordGoal: wordGoal.nullable().optional(),
    ...seoFieldsBody,
    baseVersion: recordId.optional(),
    baseValues: documentBaseValues.optional(),
    /** An autosave keeps a version in history at most every 10 minutes; a manual save always. */
    saveKind: z.enum(['manual', 'autosave']).optional(),
  })
  .refine(({ baseVersion: _version, baseValues: _values, saveKind: _kind, ...fields }) => Object.values(fields).some((value) => value !== undefined), {
    message:
      'Nothing to update: send a title, content, personalityId, projectId, clientId, wordGoal, focusKeyphrase, seoTitle, metaDescription or slug',
  });
export type UpdateDocumentBody = z.input<typeof updateDocumentBody>;

export const listDocumentsQuery = z.object({
  limit: z.coerce.number().int().min(1).max(DOCUMENT_PAGE_SIZE_MAX).default(DOCUMENT_PAGE_SIZE),
  /** Opaque: the X-Next-Cursor header of the previous page. */
  cursor: z.string().max(200).optional(),
  q: z.string().trim().max(DOCUMENT_SEARCH_MAX_LENGTH).optional(),
});
export type ListDocumentsQuery = z.input<typeof listDocumentsQuery>;

/** The response header that carries the next page's cursor; absent on the last page. */
export const NEXT_CURSOR_HEADER = 'x-next-cursor';

/** A person who created or edited a document (issue 18): null once their account is deleted. */
export const documentPersonSchema = z.object({ id: z.number().int(), name: z.string() });
export type DocumentPerson = z.infer<typeof documentPersonSchema>;
export const documentEditSchema = documentPersonSchema.extend({ at: z.string() });
export type DocumentEdit = z.infer<typeof documentEditSchema>;

export const documentSummarySchema = z.object({
  id: z.number().int(),
  title: z.string(),
  personalityId: z.number().int().nullable(),
  projectId: z.number().int().nullable(),
  wordCount: z.number().int(),
  seoScore: z.number().int(),
  /** null for texts too short to measure (under 11 words). */
  readabilityScore: z.number().int().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** Who created it; null for documents from before creators were kept, or a deleted account. */
  createdBy: documentPersonSchema.nullable(),
  /** Who last changed the title or text, and when; null before issue 18 or for a deleted account. */
  lastEditedBy: documentEditSchema.nullable(),
  /** The client's latest answer through a review link (issue 19); null before any. */
  clientReview: clientReviewSummarySchema.nullable(),
});
export type DocumentSummary = z.infer<typeof documentSummarySchema>;

/**
 * An item of the documents list (GET /api/documents): the summary, and who has the document open
 * in the editor right now, on any instance (issue 19's "X is editing…"), each person once.
 */
export const documentListItemSchema = documentSummarySchema.extend({
  editingNow: z.array(documentPersonSchema),
});
export type DocumentListItem = z.infer<typeof documentListItemSchema>;

export const seoSuggestionSchema = z.object({ check: z.string(), message: z.string() });

export const documentSchema = documentSummarySchema.extend({
  content: z.string(),
  /** The client it is written for (its project's, or one chosen without a project). */
  clientId: z.number().int().nullable(),
  /** The writer's target length in words, or null. */
  wordGoal: z.number().int().nullable(),
  /** The writer's focus keyphrase, or null (the project's first keyword then stands in). */
  focusKeyphrase: z.string().nullable(),
  seoTitle: z.string().nullable(),
  metaDescription: z.string().nullable(),
  slug: z.string().nullable(),
  /** Raised by every save (see updateDocumentBody's baseVersion). */
  version: z.number().int(),
  /** What would raise the SEO score, from the checks that did not pass. */
  suggestions: z.array(seoSuggestionSchema),
  /** The writing feedback of the saved text (issue 16); null for documents saved before it existed. */
  feedback: documentFeedbackSchema.nullable(),
});
export type Document = z.infer<typeof documentSchema>;

/**
 * The 409 of a save based on an older version: what is saved now, for the writer to compare; with
 * `fields` when it was refused for changes someone else made to those fields (baseValues).
 */
export const documentConflictSchema = z.object({
  error: z.string(),
  document: documentSchema,
  fields: z.array(documentBaseValues.keyof()).optional(),
});
export type DocumentConflict = z.infer<typeof documentConflictSchema>;

export const personalitySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  color: z.string(),
  /** One line on how this voice sounds, for pickers. */
  tagline: z.string(),
  /** false for one the workspace made itself, which it can edit and delete. */
  builtIn: z.boolean(),
  /** A workspace's own: its voice as written, and a sample paragraph; null for built-in ones. */
  voice: z.object({ description: z.string(), sample: z.string().nullable() }).nullable(),
});
export type Personality = z.infer<typeof personalitySchema>;

const hexColor = z
  .string()
  .trim()
  .regex(/^#[0-9a-fA-F]{6}$/, 'Colour must be a hex colour such as #1d4ed8')
  .transform((color) => color.toLowerCase());

/** POST /api/personalities, PUT /api/personalities/:id: a workspace's own personality. */
export const personalityBody = z.object({
  name: z.string().trim().min(1, 'Name is required').max(PERSONALITY_NAME_MAX_LENGTH, `Name must be at most ${PERSONALITY_NAME_MAX_LENGTH} characters`),
  color: hexColor,
  tagline: z.string().trim().max(PERSONALITY_TAGLINE_MAX_LENGTH, `Tagline must be at most ${PERSONALITY_TAGLINE_MAX_LENGTH} characters`).optional(),
  voiceDescription: z
    .string()
    .trim()
    .min(20, 'Describe the voice in a sentence or two (at least 20 characters)')
    .max(PERSONALITY_VOICE_MAX_LENGTH, `The voice description must be at most ${PERSONALITY_VOICE_MAX_LENGTH} characters`),
  sampleText: z.string().trim().max(PERSONALITY_SAMPLE_MAX_LENGTH, `The sample must be at most ${PERSONALITY_SAMPLE_MAX_LENGTH} characters`).nullable().optional(),
});
export type PersonalityBody = z.input<typeof personalityBody>;

export { templateCategories, type TemplateCategory } from '../vocabulary.js';

export const templateSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  category: z.enum(templateCategories),
  description: z.string(),
  content: z.string(),
  personalityId: z.number().int().nullable(),
});
export type Template = z.infer<typeof templateSchema>;

export const weekdays = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'] as const;

export const analyticsOverviewQuery = z.object({
  /** IANA time zone for the weekday chart, e.g. Europe/Paris; UTC when absent. */
  tz: z
    .string()
    .max(64)
    .refine((zone) => {
      try {
        new Intl.DateTimeFormat('en', { timeZone: zone });
        return true;
      } catch {
        return false;
      }
    }, 'tz must be an IANA time zone such as Europe/Paris')
    .optional(),
});

export const analyticsOverviewSchema = z.object({
  totalDocuments: z.number().int(),
  totalWords: z.number().int(),
  /** Rounded mean over the workspace's documents; 0 when there are none. */
  avgSeoScore: z.number().int(),
  /** Improvement suggestions the analysis currently makes across all documents. */
  totalSuggestions: z.number().int(),
  /** Projects not completed (planning, in progress, review, on hold). */
  activeProjects: z.number().int(),
  /** Documents created per weekday, Monday first. */
  documentsByWeekday: z.array(z.object({ day: z.enum(weekdays), count: z.number().int() })),
  /** Documents per personality; personalityId null for none. */
  documentsByPersonality: z.array(z.object({ personalityId: z.number().int().nullable(), count: z.number().int() })),
  /**
   * The writing-feedback findings of every document as last saved (issue 16), per category, and
   * how many documents that covers (those saved before the engine existed have none yet).
   */
  writingFindings: z.object({ documents: z.number().int(), byCategory: z.record(z.string(), z.number().int()) }),
});
export type AnalyticsOverview = z.infer<typeof analyticsOverviewSchema>;
