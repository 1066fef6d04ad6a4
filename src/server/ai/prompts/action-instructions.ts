import type { AiWritingAction } from '../../../shared/contract/ai.js';

export interface ActionRequest {
  action: AiWritingAction;
  /** The selection, the text before the caret, or the outline section to write. */
  text: string;
  tone?: string | undefined;
  brief?: string | undefined;
}

/** What one action asks of the model, and how much it may write. */
export interface ActionInstruction {
  /** What the model is doing, for the system message: "You rewrite…". */
  role: string;
  /** The request, placed before the material in the user message. */
  task: string;
  /** Always sent (ADR 0025): sized from the input, so a shortening cannot run on. */
  maxTokens: number;
  temperature: number;
  /** Short tasks may use AI_MODEL_FAST. */
  fast: boolean;
}

/** About four characters a token in English: enough to size an answer, not to count a bill. */
const tokensFor = (characters: number) => Math.ceil(characters / 4);
const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, Math.round(value)));

const KEEP_FORMAT = 'Keep its Markdown structure (headings, lists, links, emphasis) and every fact, name, number and link in it.';

/**
 * The instruction for each action. The wording is part of the product: the exact sentences are
 * asserted by the tests so a change to them is a deliberate one.
 */
export function instructionFor(request: ActionRequest): ActionInstruction {
  const input = tokensFor(request.text.length);
  switch (request.action) {
    case 'rewrite':
      return {
        role: 'rewrite text so that it reads better in the voice described below',
        task: `Rewrite the text in <text> so that it is clearer and reads better, in the voice described in the system message. ${KEEP_FORMAT} About the same length.`,
        maxTokens: clamp(input * 1.5 + 100, 256, 8192),
        temperature: 0.7,
        fast: false,
      };
    case 'shorten':
      return {
        role: 'shorten text without losing what matters',
        task: `Shorten the text in <text> to about half its length. Keep what matters most and cut repetition, filler and detail the reader can do without. ${KEEP_FORMAT}`,
        maxTokens: clamp(input + 100, 128, 8192),
        temperature: 0.4,
        fast: false,
      };
    case 'expand':
      return {
        role: 'expand text with useful detail',
        task: `Expand the text in <text> to about twice its length with explanation, examples or detail that help the reader. Do not invent facts, figures, quotes or sources; where a specific would be needed, write so that none is claimed. ${KEEP_FORMAT}`,
        maxTokens: clamp(input * 2.5 + 200, 512, 8192),
        temperature: 0.7,
        fast: false,
      };
    case 'simplify':
      return {
        role: 'simplify text so anyone can read it',
        task: `Simplify the text in <text>: shorter sentences, everyday words, active voice, one idea per sentence, so that a 12-year-old could follow it. ${KEEP_FORMAT}`,
        maxTokens: clamp(input * 1.5 + 100, 256, 8192),
        temperature: 0.4,
        fast: false,
      };
    case 'change-tone':
      return {
        role: 'change the tone of text',
        // The tone is the writer's own words: quoted, and bounded to a phrase by the contract.
        task: `Rewrite the text in <text> in a ${JSON.stringify(request.tone ?? 'neutral')} tone, staying within the brand's rules below. ${KEEP_FORMAT} About the same length.`,
        maxTokens: clamp(input * 1.5 + 100, 256, 8192),
        temperature: 0.7,
        fast: false,
      };
    case 'continue':
      return {
        role: 'continue a text where its writer stopped',
        task: 'Continue the text in <before> from exactly where it stops, in the same voice, with the next one or two paragraphs. Answer with the new text only: do not repeat any of the text in <before>.',
        maxTokens: 400,
        temperature: 0.8,
        fast: false,
      };
    case 'draft-outline':
      return {
        role: 'plan articles',
        task: 'Write an outline for a piece from the brief in <brief>: a title as a level-1 heading, then 4 to 8 sections as level-2 headings, each followed by one line saying what it covers. Markdown only, nothing else.',
        maxTokens: 700,
        temperature: 0.7,
        fast: true,
      };
    case 'draft-section':
      return {
        role: 'write articles section by section',
        task: 'Write the section whose heading and note are in <text>, as part of the piece described in <brief>: two to four paragraphs in the voice described in the system message. Start with the heading exactly as given. Markdown only.',
        maxTokens: 1200,
        temperature: 0.7,
        fast: false,
      };
  }
}
