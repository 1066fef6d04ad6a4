import { characterLength, distinct, fitToLength } from '../built-in/fit-length.js';
import { HEADLINE_MAX } from '../built-in/headlines.js';
import { META_DESCRIPTION_MAX } from '../built-in/meta-descriptions.js';
import { SOCIAL_LIMITS, type SocialNetwork } from '../built-in/social-posts.js';
import { keyphraseCredit } from '../built-in/source-text.js';
import { PREHEADER_MAX, SUBJECT_MAX } from '../built-in/subject-lines.js';
import { bestFirst, type Variant } from '../built-in/variant.js';
import { parseProse } from '../../writing-analysis/parse-prose.js';
import type { ModelGeneratorKind } from '../../vocabulary.js';
import { readabilityOfProse } from '../../writing-analysis/readability.js';

export { modelGeneratorKinds, type ModelGeneratorKind } from '../../vocabulary.js';

/** A summary is a short paragraph: longer ones are not a summary. */
export const SUMMARY_MAX = 400;

export type ModelVariant = Variant & { detail?: string };

export interface ParsedVariants {
  variants: ModelVariant[];
  /** Lines the model wrote that broke a limit, left out rather than trusted or cut. */
  overLimit: number;
}

/** "1. Text", "- Text", "**Text**", "“Text”" → "Text". */
function cleanLine(line: string): string {
  return line
    .replace(/^\s*(?:\d+\s*[.):-]|[-*•])\s*/, '')
    .replace(/^\*\*(.*)\*\*$/, '$1')
    .replace(/^["“'](.*)["”']$/, '$1')
    .trim();
}

function linesOf(answer: string): string[] {
  return answer
    .split('\n')
    .map(cleanLine)
    .filter((line) => line !== '');
}

function readingEaseNote(text: string): { points: number; note: string | null } {
  const ease = readabilityOfProse(parseProse(text));
  if (ease === null) return { points: 0, note: null };
  return { points: Math.round(Math.min(100, Math.max(0, ease)) / 10), note: `reading ease ${Math.round(ease)}` };
}

function scored(text: string, index: number, max: number, goodFrom: number, keyphrase: string | null, withEase: boolean): ModelVariant {
  const length = characterLength(text);
  const notes = [`${length} of ${max} characters`];
  let score = 40 - index;
  score += length >= goodFrom ? 20 : Math.round((20 * length) / goodFrom);
  const credit = keyphraseCredit(text, keyphrase, 30);
  score += credit.points;
  if (credit.note) notes.push(credit.note);
  if (withEase) {
    const ease = readingEaseNote(text);
    score += ease.points;
    if (ease.note) notes.push(ease.note);
  }
  return { text, score, notes };
}

const NETWORK_NAMES: Record<string, SocialNetwork> = { x: 'x', twitter: 'x', linkedin: 'linkedin', facebook: 'facebook' };
const NETWORK_LABELS: Record<SocialNetwork, string> = { x: 'X', linkedin: 'LinkedIn', facebook: 'Facebook' };

/**
 * A model's answer to a generator request as ranked variants. Every limit is checked on what the
 * model wrote (a headline over 60 characters, a meta description over 156, a post over its
 * network's limit is left out and counted), then each is scored like the built-in ones (length,
 * keyphrase, reading ease where it means something) and sorted best first.
 */
export function parseModelVariants(kind: ModelGeneratorKind, answer: string, options: { keyphrase?: string | null } = {}): ParsedVariants {
  const keyphrase = options.keyphrase?.trim() || null;
  const lines = distinct(linesOf(answer));
  let overLimit = 0;
  const within = (text: string, max: number) => {
    if (characterLength(text) <= max) return true;
    overLimit += 1;
    return false;
  };
  let variants: ModelVariant[] = [];
  switch (kind) {
    case 'headlines':
      variants = lines.filter((line) => within(line, HEADLINE_MAX)).map((line, index) => scored(line, index, HEADLINE_MAX, 40, keyphrase, false));
      break;
    case 'meta-description':
      variants = lines.filter((line) => within(line, META_DESCRIPTION_MAX)).map((line, index) => scored(line, index, META_DESCRIPTION_MAX, 120, keyphrase, true));
      break;
    case 'summarize':
      variants = lines.filter((line) => within(line, SUMMARY_MAX)).map((line, index) => scored(line, index, SUMMARY_MAX, 150, null, true));
      break;
    case 'subject-lines':
      for (const [index, line] of lines.entries()) {
        const [subject = '', preheader = ''] = line.split(/\s+\|\s+/);
        if (!subject || !within(subject, SUBJECT_MAX)) continue;
        const variant = scored(subject, index, SUBJECT_MAX, 30, keyphrase, false);
        // The preheader is secondary: shortened at a word to fit rather than dropped.
        variants.push({ ...variant, detail: `Preheader: ${fitToLength(preheader || subject, PREHEADER_MAX)}` });
      }
      break;
    case 'social-posts':
      for (const [index, line] of lines.entries()) {
        const match = /^(x|twitter|linkedin|facebook)\s*:\s*(.+)$/i.exec(line);
        const network = match ? NETWORK_NAMES[match[1]!.toLowerCase()] : undefined;
        if (!match || !network) continue;
        const text = match[2]!.replace(/\\n/g, '\n').trim();
        if (!within(text, SOCIAL_LIMITS[network])) continue;
        const variant = scored(text, index, SOCIAL_LIMITS[network], Math.min(100, SOCIAL_LIMITS[network]), keyphrase, false);
        variants.push({ ...variant, detail: NETWORK_LABELS[network] });
      }
      break;
  }
  return { variants: bestFirst(variants, 5), overLimit };
}
