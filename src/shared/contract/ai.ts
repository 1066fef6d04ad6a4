import { z } from 'zod';

/**
 * GET /api/ai/status: what writes for Inkwise right now, for the status page and the editor.
 * `built-in`: no model is configured, the built-in generators are all there is. `model`: one is
 * configured, and the last check found it answering (`connected`) or not (`failing`, with why).
 */
export const aiStatusSchema = z.discriminatedUnion('engine', [
  z.object({ engine: z.literal('built-in') }),
  z.object({
    engine: z.literal('model'),
    state: z.enum(['connected', 'failing']),
    /** ISO time of the check this answer comes from. */
    checkedAt: z.string(),
    /** Why it is failing, in words; null when connected. */
    problem: z.string().nullable(),
  }),
]);
export type AiStatus = z.infer<typeof aiStatusSchema>;
