import { normalizeWord } from '../../writing-analysis/parse-prose.js';
import type { SourceText } from './source-text.js';
import { bestFirst, type Variant } from './variant.js';

/** Words too common to say what a text is about. */
const STOP_WORDS = new Set(
  'a an and are as at be but by for from has have he her his i if in into is it its me my no not of on or our she so than that the their them then there these they this to us was we were what when which who will with you your'.split(' '),
);

/**
 * An extractive summary: the sentences whose words the text uses most (a word's weight is how
 * often it occurs, common words left out), in the order the text has them. Variants of 1, 2, 3
 * and 5 sentences; the 3-sentence one ranks first.
 */
export function summaries(source: SourceText, options: { count?: number } = {}): Variant[] {
  const frequency = new Map<string, number>();
  for (const word of source.words) if (!STOP_WORDS.has(word)) frequency.set(word, (frequency.get(word) ?? 0) + 1);
  const scored = source.sentences.map((sentence, index) => {
    const words = sentence.text.split(/\s+/).map(normalizeWord).filter((word) => word && !STOP_WORDS.has(word));
    const weight = words.reduce((sum, word) => sum + (frequency.get(word) ?? 0), 0);
    // Long sentences are not favoured for length alone; the opening gets a small lift.
    return { index, text: sentence.text, score: weight / Math.sqrt(Math.max(words.length, 1)) + (index === 0 ? 1 : 0) };
  });
  const ranked = [...scored].sort((a, b) => b.score - a.score || a.index - b.index);
  const variants: Variant[] = [];
  for (const [size, preference] of [
    [3, 40],
    [2, 30],
    [5, 20],
    [1, 10],
  ] as const) {
    if (size > scored.length && variants.length > 0) continue;
    const chosen = ranked.slice(0, size).sort((a, b) => a.index - b.index);
    if (chosen.length === 0) continue;
    variants.push({ text: chosen.map((sentence) => sentence.text).join(' '), score: preference, notes: [`${chosen.length} sentence(s)`] });
  }
  const unique = variants.filter((variant, index) => variants.findIndex((other) => other.text === variant.text) === index);
  return bestFirst(unique, options.count ?? 4);
}
