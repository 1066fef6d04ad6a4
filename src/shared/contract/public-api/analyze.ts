import { z } from 'zod';
import { API_TEXT_MAX_LENGTH, DOCUMENT_TITLE_MAX_LENGTH, FOCUS_KEYPHRASE_MAX_LENGTH, META_DESCRIPTION_MAX_LENGTH } from '../../limits.js';
import { FINDING_CATEGORIES } from '../../writing-feedback/finding.js';
import { publicId } from './common.js';

/** POST /api/v1/analyze (issue 17): the editor's writing feedback and SEO checks for any text. */

export const analysisTypes = ['readability', 'seo', 'style', 'brand', 'tone', 'all'] as const;
export type AnalysisType = (typeof analysisTypes)[number];

const optionalLine = (max: number) => z.string().trim().max(max).optional();

export const analyzeBody = z.object({
  /** Plain text or markdown; offsets in the answer index into it as sent (UTF-16 code units, as in JavaScript). */
  text: z
    .string({ error: 'text is required' })
    .min(1, 'text is required')
    .max(API_TEXT_MAX_LENGTH, `text must be at most ${API_TEXT_MAX_LENGTH.toLocaleString('en-US')} characters`),
  /** A client (brand) of the key's workspace: its brand rules, style guide and key messages apply. */
  brand_id: publicId.optional(),
  analysis_type: z.enum(analysisTypes, { error: `analysis_type must be one of ${analysisTypes.join(', ')}` }).default('all'),
  /** For the SEO checks: the focus keyphrase, the page title and its meta description. */
  keyphrase: optionalLine(FOCUS_KEYPHRASE_MAX_LENGTH),
  title: optionalLine(DOCUMENT_TITLE_MAX_LENGTH),
  meta_description: optionalLine(META_DESCRIPTION_MAX_LENGTH),
});
export type AnalyzeBody = z.input<typeof analyzeBody>;

export const suggestionCategories = [...FINDING_CATEGORIES, 'seo'] as const;

export const suggestionSchema = z.object({
  category: z.enum(suggestionCategories),
  /** The check that fired: `spelling`, `passive-voice`, `long-sentence`, an SEO check's id… */
  rule: z.string(),
  severity: z.enum(['error', 'warning', 'suggestion']),
  message: z.string(),
  /** Why it matters to a reader. */
  why: z.string().nullable(),
  /** Where in `text` (null for a finding about the whole text, such as most SEO checks). */
  offset: z.number().int().nullable(),
  length: z.number().int().nullable(),
  /** The words flagged, as written. */
  text: z.string().nullable(),
  /** The best fix, when one is safe to offer. */
  replacement: z.string().optional(),
});
export type Suggestion = z.infer<typeof suggestionSchema>;

const toneSentence = z.object({ offset: z.number().int(), length: z.number().int(), text: z.string(), score: z.number() });

export const analyzeResponseSchema = z.object({
  analysis_type: z.enum(analysisTypes),
  word_count: z.number().int(),
  /** The headline figures of what was asked for; each is explained in the section of its name. */
  scores: z.object({
    /** Flesch reading ease, 0–100 (higher is easier); null under 11 words. */
    readability: z.number().nullable().optional(),
    /** Flesch–Kincaid grade (US school years); null under 11 words. */
    reading_grade: z.number().nullable().optional(),
    /** The weighted share of SEO checks passed, 0–100. */
    seo: z.number().int().optional(),
    tone: z.enum(['positive', 'neutral', 'negative']).optional(),
    formality: z.enum(['formal', 'neutral', 'informal']).optional(),
    /** The brand's key messages the text carries, 0–100; null when the brand has none. */
    key_messages: z.number().int().nullable().optional(),
  }),
  /** Findings per category (style, readability, brand and all). */
  counts: z.record(z.string(), z.number().int()),
  suggestions: z.array(suggestionSchema),
  readability: z
    .object({ ease: z.number().nullable(), grade: z.number().nullable(), words: z.number().int(), sentences: z.number().int(), method: z.string() })
    .optional(),
  seo: z
    .object({
      score: z.number().int(),
      keyphrase: z.string().nullable(),
      checks: z.array(z.object({ check: z.string(), label: z.string(), passed: z.boolean(), weight: z.number(), message: z.string() })),
      method: z.string(),
    })
    .optional(),
  tone: z
    .object({
      label: z.enum(['positive', 'neutral', 'negative']),
      score: z.number(),
      emotive_sentences: z.number().int(),
      sentences: z.number().int(),
      positive: z.array(toneSentence),
      negative: z.array(toneSentence),
      formality: z.object({ label: z.enum(['formal', 'neutral', 'informal']), informal_per_100_words: z.number() }),
      method: z.string(),
    })
    .optional(),
  brand: z
    .object({
      id: z.number().int(),
      name: z.string(),
      key_messages: z.array(z.object({ message: z.string(), covered: z.boolean() })),
    })
    .optional(),
  /** Said when the text could not be read whole (too long, not English, no words). */
  notice: z.string().nullable(),
});
export type AnalyzeResponse = z.infer<typeof analyzeResponseSchema>;
