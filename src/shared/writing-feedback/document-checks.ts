import type { Finding, TextBlock } from './finding.js';
import type { BlockAnalysis } from './block-analysis.js';
import { FUNCTION_WORDS } from './function-words.js';

/** A word used this many times within this many words is overused. */
const OVERUSE_COUNT = 4;
const OVERUSE_WINDOW_WORDS = 100;
/** This many sentences in a row within this many words of each other read as monotonous. */
const MONOTONOUS_RUN = 4;
const MONOTONOUS_SPREAD_WORDS = 3;

/**
 * Overused words: an English content word (4 letters or more, not a function word, not one the
 * writer is meant to repeat, like the focus keyphrase) used four or more times within 100 words. Each use
 * from the fourth on is flagged, so the first uses stay clean.
 */
export function overusedWords(analyses: readonly BlockAnalysis[], expected: ReadonlySet<string>): Finding[] {
  const found: Finding[] = [];
  const recent = new Map<string, number[]>();
  let position = 0;
  analyses.forEach((analysis, block) => {
    for (const word of analysis.words) {
      position += 1;
      const key = word.text.toLowerCase().replace(/[\u2018\u2019]/g, "'");
      if (key.length < 4 || FUNCTION_WORDS.has(key) || expected.has(key) || !/^\p{Script=Latin}/u.test(key)) continue;
      const uses = (recent.get(key) ?? []).filter((at) => position - at < OVERUSE_WINDOW_WORDS);
      uses.push(position);
      recent.set(key, uses);
      if (uses.length >= OVERUSE_COUNT) {
        found.push({
          rule: 'overused-word',
          category: 'engagement',
          severity: 'suggestion',
          block,
          start: word.start,
          end: word.end,
          text: word.text,
          message: `“${word.text}” is used ${uses.length} times within ${OVERUSE_WINDOW_WORDS} words.`,
          why: 'Repeating a word close together makes writing feel flat; vary it or restructure the sentence.',
          fixes: [],
          safe: false,
        });
      }
    }
  });
  return found;
}

/**
 * Monotonous rhythm: four or more sentences in a row, in one paragraph, all within three words
 * of the same length. Flagged once, over the run.
 */
export function monotonousSentences(blocks: readonly TextBlock[], analyses: readonly BlockAnalysis[]): Finding[] {
  const found: Finding[] = [];
  analyses.forEach((analysis, block) => {
    const sentences = analysis.sentences;
    let runStart = 0;
    for (let index = 1; index <= sentences.length; index += 1) {
      const run = sentences.slice(runStart, index + 1);
      const lengths = run.map((sentence) => sentence.words);
      const spread = Math.max(...lengths) - Math.min(...lengths);
      if (index < sentences.length && spread <= MONOTONOUS_SPREAD_WORDS) continue;
      const length = index - runStart;
      if (length >= MONOTONOUS_RUN) {
        const first = sentences[runStart]!;
        const last = sentences[index - 1]!;
        found.push({
          rule: 'monotonous-sentences',
          category: 'engagement',
          severity: 'suggestion',
          block,
          start: first.start,
          end: last.end,
          text: (blocks[block]?.text ?? '').slice(first.start, last.end),
          message: `${length} sentences in a row are about the same length.`,
          why: 'Varying sentence length keeps a reader’s attention: mix short sentences with longer ones.',
          fixes: [],
          safe: false,
        });
      }
      runStart = index;
    }
  });
  return found;
}
