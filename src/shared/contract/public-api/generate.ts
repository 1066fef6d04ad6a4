import { z } from 'zod';
import { API_TEXT_MAX_LENGTH, FOCUS_KEYPHRASE_MAX_LENGTH } from '../../limits.js';
import { publicId } from './common.js';

/** POST /api/v1/generate (issue 17): headlines, meta descriptions, social posts and subject lines from a text. */
export const generatorTypes = ['headlines', 'meta_description', 'social_posts', 'email_subject_lines'] as const;
export type GeneratorType = (typeof generatorTypes)[number];

export const generateBody = z
  .object({
    type: z.enum(generatorTypes, { error: `type must be one of ${generatorTypes.join(', ')}` }),
    /** The text to work from (markdown or plain); or a document's id. */
    text: z.string().min(1, 'text is empty').max(API_TEXT_MAX_LENGTH, `text must be at most ${API_TEXT_MAX_LENGTH.toLocaleString('en-US')} characters`).optional(),
    document_id: publicId.optional(),
    /** Social posts link to the brand's website. */
    brand_id: publicId.optional(),
    /** The keyphrase to use; a document's focus keyphrase when left out. */
    keyphrase: z.string().trim().max(FOCUS_KEYPHRASE_MAX_LENGTH).optional(),
    count: z.number({ error: 'count must be a whole number from 1 to 10' }).int().min(1).max(10).default(5),
  })
  .refine((body) => (body.text === undefined) !== (body.document_id === undefined), { message: 'Send either text or document_id (one of them).', path: ['text'] });
export type GenerateBody = z.input<typeof generateBody>;

export const generateResponseSchema = z.object({
  type: z.enum(generatorTypes),
  /**
   * `built-in`: made from the text's own title, headings and sentences and ranked by rules, with no
   * model (deterministic: the same text gives the same variants).
   */
  engine: z.literal('built-in'),
  variants: z.array(
    z.object({
      text: z.string(),
      /** What it was ranked by, higher is better, with the reasons in notes. */
      score: z.number(),
      notes: z.array(z.string()),
      /** email_subject_lines: the preview text shown after the subject. */
      preheader: z.string().optional(),
      /** social_posts: x, linkedin or facebook. */
      network: z.string().optional(),
    }),
  ),
});
export type GenerateResponse = z.infer<typeof generateResponseSchema>;
