import { z } from 'zod';
import {
  BRAND_COLORS_MAX,
  BRAND_TERM_MAX_LENGTH,
  BRAND_TERMS_MAX,
  CLIENT_NAME_MAX_LENGTH,
  KEY_MESSAGE_MAX_LENGTH,
  KEY_MESSAGES_MAX,
  LONG_TEXT_MAX_LENGTH,
  PROJECT_KEYWORD_MAX_LENGTH,
  PROJECT_KEYWORD_MAX_WORDS,
  PROJECT_KEYWORDS_MAX,
  PROJECT_NAME_MAX_LENGTH,
  SHORT_TEXT_MAX_LENGTH,
  URL_MAX_LENGTH,
} from '../limits.js';
import { brandVoiceSchema } from './brand-voice.js';
import { clientStyleGuideSchema } from './style-rules.js';
import { optionalCalendarDate } from './dates.js';
import { recordId, recordIdText } from './ids.js';
import { projectStatuses, projectTypes } from '../vocabulary.js';

/** Request and response shapes of clients and projects (spec §3, §5, §7). */

const optionalText = (label: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .nullish()
    .transform((value) => value || null);

/** Trimmed items with the empty ones dropped (spec §5: comma-separated entry). */
const textList = (label: string, maxItems: number, maxLength: number) =>
  z
    .array(z.string().max(maxLength * 2, `Each ${label} must be at most ${maxLength} characters`))
    .default([])
    .transform((items) => items.map((item) => item.trim()).filter(Boolean))
    .pipe(
      z
        .array(z.string().max(maxLength, `Each ${label} must be at most ${maxLength} characters`))
        .max(maxItems, `At most ${maxItems} ${label}s`),
    );

/** Splits what a person typed into a comma-separated field into the list the API takes. */
export function splitCommaList(input: string): string[] {
  return input
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
}

export const HEX_COLOR = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

const brandTerm = (label: string) =>
  z
    .string()
    .trim()
    .min(1, `${label} must not be empty`)
    .max(BRAND_TERM_MAX_LENGTH, `${label} must be at most ${BRAND_TERM_MAX_LENGTH} characters`);

/** A term the brand avoids and what it says instead ("utilize" → "use"). */
export const preferredTermSchema = z.object({ term: brandTerm('A term'), instead: brandTerm('What to say instead') });
export type PreferredTerm = z.infer<typeof preferredTermSchema>;

/**
 * Terms the brand never uses, and terms it replaces with its own words. Absent from an update,
 * they stay as they are: the spec's clients, which do not know them, never erase them.
 */
const brandTermFields = {
  bannedTerms: z
    .array(brandTerm('A banned term'))
    .max(BRAND_TERMS_MAX, `At most ${BRAND_TERMS_MAX} banned terms`)
    .transform((terms) => [...new Set(terms)])
    .optional(),
  preferredTerms: z.array(preferredTermSchema).max(BRAND_TERMS_MAX, `At most ${BRAND_TERMS_MAX} preferred terms`).optional(),
};

export const clientBody = z.object({
  name: z.string().trim().min(1, 'Name is required').max(CLIENT_NAME_MAX_LENGTH, `Name must be at most ${CLIENT_NAME_MAX_LENGTH} characters`),
  description: optionalText('Description', LONG_TEXT_MAX_LENGTH),
  industry: optionalText('Industry', SHORT_TEXT_MAX_LENGTH),
  targetAudience: optionalText('Target audience', LONG_TEXT_MAX_LENGTH),
  websiteUrl: z
    .string()
    .trim()
    .max(URL_MAX_LENGTH)
    .nullish()
    .transform((value) => value || null)
    .refine((value) => value === null || /^https?:\/\/[^\s.]+\.[^\s]+$/i.test(value), 'Website must be a full URL such as https://example.com'),
  brandGuidelines: optionalText('Brand guidelines', LONG_TEXT_MAX_LENGTH),
  keyMessages: textList('key message', KEY_MESSAGES_MAX, KEY_MESSAGE_MAX_LENGTH),
  brandColors: z
    .array(z.string().trim().regex(HEX_COLOR, 'Brand colours must be hex colours such as #1d4ed8'))
    .max(BRAND_COLORS_MAX, `At most ${BRAND_COLORS_MAX} brand colours`)
    .default([])
    .transform((colors) => colors.map((color) => color.toLowerCase())),
  ...brandTermFields,
});
export type ClientBody = z.input<typeof clientBody>;

export const clientSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
  industry: z.string().nullable(),
  targetAudience: z.string().nullable(),
  websiteUrl: z.string().nullable(),
  brandGuidelines: z.string().nullable(),
  keyMessages: z.array(z.string()),
  brandColors: z.array(z.string()),
  bannedTerms: z.array(z.string()),
  preferredTerms: z.array(preferredTermSchema),
  /** The voice learned from samples (PUT /api/clients/:id/voice); null until then. */
  voice: brandVoiceSchema.nullable(),
  /** The style guide its documents are checked against (PUT /api/clients/:id/style-guide, ADR 0031). */
  styleGuide: clientStyleGuideSchema,
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Client = z.infer<typeof clientSchema>;

export { projectStatuses, projectTypes, type ProjectStatus, type ProjectType } from '../vocabulary.js';

export const projectBody = z.object({
  name: z.string().trim().min(1, 'Name is required').max(PROJECT_NAME_MAX_LENGTH, `Name must be at most ${PROJECT_NAME_MAX_LENGTH} characters`),
  description: optionalText('Description', LONG_TEXT_MAX_LENGTH),
  clientId: z.number({ error: 'Choose a client' }).pipe(recordId),
  projectType: z.enum(projectTypes, { error: `Type must be one of ${projectTypes.join(', ')}` }).nullish().transform((value) => value ?? null),
  status: z.enum(projectStatuses, { error: `Status must be one of ${projectStatuses.join(', ')}` }).default('planning'),
  briefContent: optionalText('Brief', LONG_TEXT_MAX_LENGTH),
  targetAudience: optionalText('Target audience', LONG_TEXT_MAX_LENGTH),
  tone: optionalText('Tone', SHORT_TEXT_MAX_LENGTH),
  keywords: textList('keyword', PROJECT_KEYWORDS_MAX, PROJECT_KEYWORD_MAX_LENGTH).refine(
    (keywords) => keywords.every((keyword) => keyword.split(/\s+/).length <= PROJECT_KEYWORD_MAX_WORDS),
    `Each keyword must be at most ${PROJECT_KEYWORD_MAX_WORDS} words`,
  ),
  dueDate: optionalCalendarDate('Due date'),
  /** Sent by the spec's client as a fixed 1; ignored: the creator is the signed-in user. */
  createdBy: z.unknown().optional(),
});
export type ProjectBody = z.input<typeof projectBody>;

export const projectSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
  clientId: z.number().int(),
  projectType: z.enum(projectTypes).nullable(),
  status: z.enum(projectStatuses),
  briefContent: z.string().nullable(),
  targetAudience: z.string().nullable(),
  tone: z.string().nullable(),
  keywords: z.array(z.string()),
  dueDate: z.string().nullable(),
  createdBy: z.number().int().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Project = z.infer<typeof projectSchema>;

export const listProjectsQuery = z.object({
  clientId: recordIdText.optional(),
});
