import { z } from 'zod';
import { CLIENT_NAME_MAX_LENGTH, LONG_TEXT_MAX_LENGTH, VOICE_SAMPLE_MAX_LENGTH, VOICE_SAMPLES_MAX } from '../../limits.js';
import { pageOf, pageQuery, publicId } from './common.js';

/** GET and POST /api/v1/brands (issue 17): a workspace's clients, each with its brand profile and voice. */

/** The spec's `user_id` is accepted, and must be the key's own user (else 403). */
export const listBrandsQuery = pageQuery.extend({ user_id: publicId.optional() });

const sample = z
  .string()
  .trim()
  .min(1, 'sample_text is empty')
  .max(VOICE_SAMPLE_MAX_LENGTH, `Each sample must be at most ${VOICE_SAMPLE_MAX_LENGTH.toLocaleString('en-US')} characters`);

export const createBrandBody = z.object({
  name: z
    .string({ error: 'name is required' })
    .trim()
    .min(1, 'name is required')
    .max(CLIENT_NAME_MAX_LENGTH, `name must be at most ${CLIENT_NAME_MAX_LENGTH} characters`),
  /** Writing in the brand's voice: one text, or up to 5 (3 to 5 of 150 words or more measure it best). */
  sample_text: z.union([sample, z.array(sample).min(1, 'sample_text is empty').max(VOICE_SAMPLES_MAX, `Give at most ${VOICE_SAMPLES_MAX} samples`)], {
    // The union's own message: name what is wrong with a list rather than ask for the field again.
    error: (issue) =>
      Array.isArray(issue.input) && issue.input.length > VOICE_SAMPLES_MAX
        ? `sample_text may hold at most ${VOICE_SAMPLES_MAX} samples; you gave ${issue.input.length}`
        : `sample_text is required: writing in the brand’s voice, as one text or a list of up to ${VOICE_SAMPLES_MAX}`,
  }),
  /** The brand's style rules in words; the AI follows them when it writes for the brand. */
  guidelines: z.string().trim().max(LONG_TEXT_MAX_LENGTH, `guidelines must be at most ${LONG_TEXT_MAX_LENGTH.toLocaleString('en-US')} characters`).optional(),
});
export type CreateBrandBody = z.input<typeof createBrandBody>;

/** The measured voice (the editor's voice traits, in the API's snake_case). */
export const publicVoiceTraitsSchema = z.object({
  words: z.number(),
  sentences: z.number(),
  /** Words per sentence, on average. */
  sentence_length: z.number(),
  /** How much sentence lengths vary (their standard deviation over their mean). */
  sentence_variety: z.number(),
  /** Flesch reading ease, 0–100; null for too little text. */
  reading_ease: z.number().nullable(),
  /** Flesch–Kincaid grade (US school years); null for too little text and for voices learned before it was measured. */
  reading_grade: z.number().nullable(),
  /** Per 100 words: first person plural (we, us, our), second (you, your), first singular (I, me, my). */
  we: z.number(),
  you: z.number(),
  i: z.number(),
  /** Contractions per 100 words. */
  contractions: z.number(),
  /** Shares of sentences, 0–1: with a passive construction, ending in !, ending in ?. */
  passive: z.number(),
  exclamations: z.number(),
  questions: z.number(),
  /** Mean AFINN sentiment per sentence (−5…5); null for voices learned before it was measured. */
  sentiment: z.number().nullable(),
  /** Informal signs per 100 words; null for voices learned before it was measured. */
  formality: z.number().nullable(),
});

export const brandSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
  industry: z.string().nullable(),
  target_audience: z.string().nullable(),
  website_url: z.string().nullable(),
  guidelines: z.string().nullable(),
  key_messages: z.array(z.string()),
  banned_terms: z.array(z.string()),
  preferred_terms: z.array(z.object({ term: z.string(), instead: z.string() })),
  /** The voice measured from its writing; null until samples were given. */
  voice: z
    .object({
      traits: publicVoiceTraitsSchema,
      /** The traits in words. */
      description: z.array(z.string()),
      distinctive_terms: z.array(z.string()),
      /** Words its samples never use where they say the same with another: "utilize" where they say "use". */
      avoided_terms: z.array(z.object({ term: z.string(), instead: z.string() })),
      samples: z.array(z.object({ name: z.string(), words: z.number().int() })),
      style_guide: z.string().nullable(),
      learned_at: z.string(),
    })
    .nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Brand = z.infer<typeof brandSchema>;

export const brandPageSchema = pageOf(brandSchema);
