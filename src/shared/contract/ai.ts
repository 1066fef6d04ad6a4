import { z } from 'zod';
import { modelGeneratorKinds } from '../vocabulary.js';
import { AI_BRIEF_MAX_LENGTH, AI_PROBLEM_MAX_LENGTH, AI_SELECTION_MAX_LENGTH, AI_TONE_MAX_LENGTH, FOCUS_KEYPHRASE_MAX_LENGTH } from '../limits.js';
import { recordId } from './ids.js';

/**
 * GET /api/ai/status: what writes for Inkwise right now, for the status page and the editor.
 * `built-in`: no model is configured, the built-in generators are all there is. `model`: one is
 * configured, and the last check found it answering (`connected`) or not (`failing`, with why).
 * It names the model, never its address.
 */
export const aiStatusSchema = z.discriminatedUnion('engine', [
  z.object({ engine: z.literal('built-in') }),
  z.object({
    engine: z.literal('model'),
    state: z.enum(['connected', 'failing']),
    /** The model's name (AI_MODEL); never its address or key. */
    model: z.string(),
    /** ISO time of the check this answer comes from. */
    checkedAt: z.string(),
    /** ISO time of the last check the model answered; null if it never has since the start. */
    lastSuccessAt: z.string().nullable(),
    /** Why it is failing, in words; null when connected. */
    problem: z.string().nullable(),
  }),
]);
export type AiStatus = z.infer<typeof aiStatusSchema>;

/**
 * What a writer can ask a model to do with their text (issue 15). The rewrite family works on
 * the selection (or the paragraph at the caret); `continue` on the text before the caret;
 * `draft-outline` and `draft-section` on a brief; `generate` makes variants (headlines, a meta
 * description…) from the document, checked and ranked by the browser (model-variants.ts).
 */
export const aiWritingActions = ['rewrite', 'shorten', 'expand', 'simplify', 'change-tone', 'continue', 'draft-outline', 'draft-section', 'generate', 'fix'] as const;
export type AiWritingAction = (typeof aiWritingActions)[number];

const optionalId = recordId.nullable().optional();

/** POST /api/ai/write: one action, answered as server-sent events (AiStreamEvent). */
export const aiWriteBody = z
  .object({
    action: z.enum(aiWritingActions),
    /** The selection, the text before the caret, or the outline section to write. */
    text: z.string().trim().min(1, 'There is no text to work on.').max(AI_SELECTION_MAX_LENGTH, `The text is over ${AI_SELECTION_MAX_LENGTH.toLocaleString('en-US')} characters. Select a shorter part.`),
    /** For `change-tone`: the tone to write in, e.g. "friendly". */
    tone: z.string().trim().min(1).max(AI_TONE_MAX_LENGTH).optional(),
    /** For drafting: the brief (the project's, a template, or lines the writer typed). */
    brief: z.string().trim().max(AI_BRIEF_MAX_LENGTH, `The brief is over ${AI_BRIEF_MAX_LENGTH.toLocaleString('en-US')} characters.`).optional(),
    /** The document's voice and links as the editor has them now (saved or not). */
    personalityId: optionalId,
    clientId: optionalId,
    projectId: optionalId,
    /** The document's title, for context. */
    title: z.string().trim().max(300).optional(),
    /** For `generate`: what to make. */
    generator: z.enum(modelGeneratorKinds).optional(),
    /** For `generate`: the focus keyphrase to use. */
    keyphrase: z.string().trim().max(FOCUS_KEYPHRASE_MAX_LENGTH).optional(),
    /** For `fix`: what the check found and why it matters, as the finding's card says it. */
    problem: z.string().trim().min(1).max(AI_PROBLEM_MAX_LENGTH, `The problem to fix is over ${AI_PROBLEM_MAX_LENGTH} characters.`).optional(),
  })
  .refine((body) => body.action !== 'change-tone' || body.tone !== undefined, { message: 'Choose a tone to change to.', path: ['tone'] })
  .refine((body) => body.action !== 'generate' || body.generator !== undefined, { message: 'Choose what to generate.', path: ['generator'] })
  .refine((body) => body.action !== 'fix' || body.problem !== undefined, { message: 'Say which problem to fix.', path: ['problem'] });
export type AiWriteBody = z.infer<typeof aiWriteBody>;

/**
 * The events of POST /api/ai/write's stream, each an SSE `event:` with JSON `data:`: `delta`
 * pieces of text as the model writes them, then exactly one of `done` (the whole answer) or
 * `error` (what went wrong, in words; the pieces before it are not an answer).
 */
export type AiStreamEvent =
  | { event: 'delta'; data: { text: string } }
  | { event: 'done'; data: { text: string; model: string } }
  | { event: 'error'; data: { error: string; kind: string } };

/** Refusals before the stream starts: no model connected (503) carries this code. */
export const AI_NOT_CONFIGURED_CODE = 'ai_not_configured';

/** GET /api/ai/usage: this month's AI requests against the plan's allowance. */
export const aiUsageSchema = z.object({
  used: z.number().int().nonnegative(),
  /** null: unlimited (the master account). */
  limit: z.number().int().nonnegative().nullable(),
  /** The first day of the month counted, YYYY-MM-DD. */
  since: z.string(),
});
export type AiUsage = z.infer<typeof aiUsageSchema>;
