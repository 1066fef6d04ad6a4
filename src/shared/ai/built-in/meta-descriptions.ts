import { characterLength, distinct, fitToLength } from './fit-length.js';
import { keyphraseCredit, type SourceText } from './source-text.js';
import { bestFirst, type Variant } from './variant.js';

/** Google shows about 156 characters of a description on a phone; the SEO check wants 120 or more. */
export const META_DESCRIPTION_MAX = 156;
const META_DESCRIPTION_MIN = 120;
/** Descriptions are drawn from the opening: the sentences a reader meets first. */
const OPENING_SENTENCES = 12;

/**
 * Meta descriptions taken from the text itself: runs of consecutive sentences from the opening
 * that fit, a long sentence shortened at a word. Ranked by holding the keyphrase, by length
 * (120–156 characters is best) and by how early they come.
 */
export function metaDescriptions(source: SourceText, options: { keyphrase?: string | null; count?: number } = {}): Variant[] {
  const opening = source.sentences.slice(0, OPENING_SENTENCES).map((sentence) => sentence.text);
  const candidates: Array<{ text: string; position: number }> = [];
  opening.forEach((_, start) => {
    let text = '';
    for (let end = start; end < opening.length; end += 1) {
      const next = text ? `${text} ${opening[end]}` : (opening[end] ?? '');
      if (characterLength(next) > META_DESCRIPTION_MAX) break;
      text = next;
      candidates.push({ text, position: start });
    }
    if (!text) candidates.push({ text: fitToLength(opening[start] ?? '', META_DESCRIPTION_MAX), position: start });
  });
  const unique = distinct(candidates.map((candidate) => candidate.text));
  const variants = unique.map((text) => {
    const position = candidates.find((candidate) => candidate.text === text)?.position ?? 0;
    return scoreDescription(text, position, options.keyphrase ?? null);
  });
  return bestFirst(variants, options.count ?? 5);
}

function scoreDescription(text: string, position: number, keyphrase: string | null): Variant {
  const length = characterLength(text);
  const notes = [`${length} characters`];
  let score = 40 - position * 2;
  if (length >= META_DESCRIPTION_MIN) score += 30;
  else score += Math.round((30 * length) / META_DESCRIPTION_MIN);
  const credit = keyphraseCredit(text, keyphrase, 30);
  score += credit.points;
  if (credit.note) notes.push(credit.note);
  return { text, score, notes };
}
