import { z } from 'zod';
import { AI_TONE_MAX_LENGTH, API_REWRITE_MAX_LENGTH } from '../../limits.js';
import { suggestionSchema } from './analyze.js';
import { publicId } from './common.js';

/** POST /api/v1/rewrite (issue 17): the AI's rewrite in a brand's and a personality's voice. */
export const rewriteBody = z.object({
  text: z
    .string({ error: 'text is required' })
    .trim()
    .min(1, 'text is required')
    .max(API_REWRITE_MAX_LENGTH, `text must be at most ${API_REWRITE_MAX_LENGTH.toLocaleString('en-US')} characters`),
  /** The client whose brand profile and voice to write in. */
  brand_id: publicId.optional(),
  /** A tone to write in, e.g. "friendly" or "professional"; the brand's own voice when left out. */
  tone: z.string().trim().min(1).max(AI_TONE_MAX_LENGTH, `tone must be at most ${AI_TONE_MAX_LENGTH} characters`).optional(),
  /** Who the rewrite is for, in a few words. */
  audience: z.string().trim().min(1).max(300, 'audience must be at most 300 characters').optional(),
  /** One of the personalities (GET in the app's Settings → Personalities). */
  personality_id: publicId.optional(),
});
export type RewriteBody = z.input<typeof rewriteBody>;

export const rewriteResponseSchema = z.object({
  /** The rewritten text (markdown when the text was). */
  text: z.string(),
  /** The model that wrote it. */
  model: z.string(),
  /** The writing feedback of the rewritten text, as POST /analyze gives it (offsets into `text`). */
  suggestions: z.array(suggestionSchema),
});
export type RewriteResponse = z.infer<typeof rewriteResponseSchema>;
