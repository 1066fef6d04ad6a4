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
  const recent = new Map<string, RecentUses>();
  let wordsBefore = 0;
  analyses.forEach((analysis, block) => {
    const { keys, indexes } = overuseCandidatesOf(analysis);
    for (let candidate = 0; candidate < keys.length; candidate += 1) {
      const key = keys[candidate]!;
      if (expected.has(key)) continue;
      const wordIndex = indexes[candidate]!;
      const uses = usesWithin(recent, key, wordsBefore + wordIndex + 1);
      if (uses < OVERUSE_COUNT) continue;
      const word = analysis.words[wordIndex]!;
      found.push({
        rule: 'overused-word',
        category: 'engagement',
        severity: 'suggestion',
        block,
        start: word.start,
        end: word.end,
        text: word.text,
        message: `“${word.text}” is used ${uses} times within ${OVERUSE_WINDOW_WORDS} words.`,
        why: 'Repeating a word close together makes writing feel flat; vary it or restructure the sentence.',
        fixes: [],
        safe: false,
      });
    }
    wordsBefore += analysis.words.length;
  });
  return found;
}

/** A word's last uses, by position in the document; those before `first` have left the window. */
interface RecentUses {
  positions: number[];
  first: number;
}

/** Counts a use at `position` with the uses of the same word in the 100 words up to it. */
function usesWithin(recent: Map<string, RecentUses>, key: string, position: number): number {
  let uses = recent.get(key);
  if (!uses) {
    uses = { positions: [], first: 0 };
    recent.set(key, uses);
  }
  while (uses.first < uses.positions.length && position - uses.positions[uses.first]! >= OVERUSE_WINDOW_WORDS) uses.first += 1;
  // Keep the list as short as the window: a word used all through a long text never piles up.
  if (uses.first > OVERUSE_WINDOW_WORDS) {
    uses.positions = uses.positions.slice(uses.first);
    uses.first = 0;
  }
  uses.positions.push(position);
  return uses.positions.length - uses.first;
}

/** Which of a block's words could be overused, and under which spelling; found once per block text. */
interface OveruseCandidates {
  keys: string[];
  /** Each key's word, as an index into the block's words. */
  indexes: number[];
}

/**
 * A block's analysis is kept while its text is unchanged (analyze-feedback.ts), so its candidates
 * are too: after an edit only the edited paragraphs' words are lowercased and tested again.
 */
const overuseCandidates = new WeakMap<BlockAnalysis, OveruseCandidates>();

function overuseCandidatesOf(analysis: BlockAnalysis): OveruseCandidates {
  const known = overuseCandidates.get(analysis);
  if (known) return known;
  const candidates: OveruseCandidates = { keys: [], indexes: [] };
  analysis.words.forEach((word, index) => {
    const key = word.text.toLowerCase().replace(/[\u2018\u2019]/g, "'");
    if (key.length < 4 || FUNCTION_WORDS.has(key) || !/^\p{Script=Latin}/u.test(key)) return;
    candidates.keys.push(key);
    candidates.indexes.push(index);
  });
  overuseCandidates.set(analysis, candidates);
  return candidates;
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
