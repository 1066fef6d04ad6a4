import type { AiWritingAction } from '../../../shared/contract/ai.js';
import type { ModelGeneratorKind } from '../../../shared/vocabulary.js';

export interface ActionRequest {
  action: AiWritingAction;
  /** The selection, the text before the caret, or the outline section to write. */
  text: string;
  tone?: string | undefined;
  brief?: string | undefined;
  generator?: ModelGeneratorKind | undefined;
  keyphrase?: string | undefined;
  /** For `fix`: the writing check's finding, in words. */
  problem?: string | undefined;
  /** Who the text is for, in the caller's words (the public API's rewrite). */
  audience?: string | undefined;
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
    case 'fix':
      return {
        role: 'fix one problem a writing check found in a sentence',
        task: `Rewrite the text in <text> so that the problem described in <problem> is gone, changing as little else as possible, in the voice described in the system message. ${KEEP_FORMAT}`,
        maxTokens: clamp(input * 1.5 + 100, 128, 2048),
        temperature: 0.4,
        fast: true,
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
    case 'generate':
      return generatorInstruction(request.generator ?? 'headlines', request.keyphrase);
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

/**
 * Variants of one kind from the document, one per line, in a shape the browser reads back and
 * checks (src/shared/ai/from-model/model-variants.ts): the limits are asked for here and
 * enforced there, never trusted.
 */
function generatorInstruction(kind: ModelGeneratorKind, keyphrase: string | undefined): ActionInstruction {
  const withKeyphrase = keyphrase ? ` Use the keyphrase ${JSON.stringify(keyphrase)} in most of them, naturally.` : '';
  const numbered = 'Answer with the five lines only, numbered 1 to 5.';
  const tasks: Record<ModelGeneratorKind, { task: string; maxTokens: number; fast: boolean }> = {
    headlines: { task: `Write five different headlines for the text in <text>, each at most 60 characters, one per line.${withKeyphrase} ${numbered}`, maxTokens: 300, fast: true },
    'meta-description': {
      task: `Write five different meta descriptions for search results for the text in <text>, each 120 to 156 characters, one per line, each a complete sentence that makes people want to read it.${withKeyphrase} ${numbered}`,
      maxTokens: 500,
      fast: true,
    },
    'subject-lines': {
      task: `Write five different email subject lines for sending the text in <text> to subscribers, each at most 60 characters and followed by " | " and a preheader of at most 100 characters, one per line.${withKeyphrase} ${numbered}`,
      maxTokens: 500,
      fast: true,
    },
    'social-posts': {
      task: `Write social posts that share the text in <text>: two for X (at most 280 characters each, hashtags included), two for LinkedIn and one for Facebook. One post per line, each line starting with the network's name and a colon ("X:", "LinkedIn:", "Facebook:"); no line breaks inside a post.${withKeyphrase} Answer with the five lines only.`,
      maxTokens: 900,
      fast: false,
    },
    summarize: {
      task: `Write three different summaries of the text in <text>, each one paragraph of two or three sentences and at most 400 characters, one per line. Answer with the three lines only, numbered 1 to 3.`,
      maxTokens: 600,
      fast: false,
    },
  };
  const { task, maxTokens, fast } = tasks[kind];
  return { role: 'write headlines, descriptions and posts that make people read a text', task, maxTokens, temperature: 0.8, fast };
}
