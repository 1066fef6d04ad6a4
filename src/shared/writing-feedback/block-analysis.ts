import type { Word } from 'nlcst';
import { toString } from 'nlcst-to-string';
import { syllable } from 'syllable';
import adverbWhere from 'adverb-where';
import type { Finding, TextBlock } from './finding.js';
import { runRetextChecksOnBlocks, type BlockRetextResult } from './retext-checks.js';
import { addressRanges } from './spelling.js';

/** Over this many words a sentence is flagged; over the second, it is "very hard to read". */
export const LONG_SENTENCE_WORDS = 25;
export const VERY_LONG_SENTENCE_WORDS = 35;
const LONGEST_WORD = 45;

export interface WordToken {
  text: string;
  start: number;
  end: number;
}

/** What one block yields; kept per block text so an edit re-reads only the blocks it changed. */
export interface BlockAnalysis {
  /** Findings that depend on the block's text alone. */
  findings: Omit<Finding, 'block'>[];
  /** Its words, as spelling and the document-wide checks read them. */
  words: WordToken[];
  sentences: Array<{ start: number; end: number; words: number }>;
  syllables: number;
  /** Words written in another script than English's (Hebrew, Arabic, Chinese…). */
  otherScriptWords: number;
}

/**
 * Reads blocks: the retext checks (over all of them at once, which is what keeps a first reading
 * fast), long sentences, adverbs, and the words for spelling and the document-wide checks.
 * Each block's reading depends on its own text alone: not on the dictionary, which the browser
 * loads while the first reading is made.
 */
export function analyzeBlocks(blocks: readonly TextBlock[]): BlockAnalysis[] {
  if (blocks.length === 0) return [];
  const read = runRetextChecksOnBlocks(blocks.map((block) => block.text));
  return blocks.map((block, index) => analyzeBlock(block, read[index]!));
}

function analyzeBlock(block: TextBlock, read: BlockRetextResult): BlockAnalysis {
  const { findings } = read;
  const words: WordToken[] = [];
  const sentences: BlockAnalysis['sentences'] = [];
  let syllables = 0;
  // A web or e-mail address written out is not prose: its parts ("https", "www") are no words.
  const addresses = addressRanges(block.text);
  const inAddress = (word: WordToken) => addresses.some((address) => word.start < address.end && word.end > address.start);

  for (const sentence of read.sentences) {
    let count = 0;
    for (const child of sentence.children) {
      if (child.type !== 'WordNode') continue;
      const token = wordToken(child, read.offset);
      if (!token || !/[\p{L}\p{N}]/u.test(token.text) || inAddress(token)) continue;
      count += 1;
      words.push(token);
      syllables += syllablesOf(token.text);
    }
    const start = sentence.position?.start.offset;
    const end = sentence.position?.end.offset;
    if (count > 0 && start !== undefined && end !== undefined) sentences.push({ start: start - read.offset, end: end - read.offset, words: count });
  }

  if (block.kind === 'paragraph') {
    for (const sentence of sentences) {
      if (sentence.words > LONG_SENTENCE_WORDS) findings.push(longSentence(block.text, sentence));
    }
  }
  findings.push(...adverbs(block.text));

  const otherScriptWords = words.filter((word) => /\p{L}/u.test(word.text) && !/\p{Script=Latin}/u.test(word.text)).length;
  return { findings, words, sentences, syllables, otherScriptWords };
}

/** Counting a word's syllables costs more than reading it, and prose repeats its words. */
const syllableCounts = new Map<string, number>();
const SYLLABLE_CACHE_MAX = 20_000;

function syllablesOf(word: string): number {
  const key = word.slice(0, LONGEST_WORD).toLowerCase();
  let count = syllableCounts.get(key);
  if (count === undefined) {
    count = Math.max(1, syllable(key));
    if (syllableCounts.size >= SYLLABLE_CACHE_MAX) syllableCounts.clear();
    syllableCounts.set(key, count);
  }
  return count;
}

function wordToken(word: Word, offset: number): WordToken | null {
  if (word.position?.start.offset === undefined || word.position.end.offset === undefined) return null;
  const start = word.position.start.offset - offset;
  const end = word.position.end.offset - offset;
  // A word node can carry the punctuation around it ("quickly." before a lower-case word).
  const text = toString(word);
  const leading = /^[^\p{L}\p{N}]*/u.exec(text)?.[0].length ?? 0;
  const trailing = /[^\p{L}\p{N}]*$/u.exec(text)?.[0].length ?? 0;
  if (leading + trailing >= text.length) return { text, start, end };
  return { text: text.slice(leading, text.length - trailing), start: start + leading, end: end - trailing };
}

function longSentence(text: string, sentence: { start: number; end: number; words: number }): Omit<Finding, 'block'> {
  const veryLong = sentence.words > VERY_LONG_SENTENCE_WORDS;
  return {
    rule: 'long-sentence',
    category: 'clarity',
    severity: veryLong ? 'warning' : 'suggestion',
    start: sentence.start,
    end: sentence.end,
    text: text.slice(sentence.start, sentence.end),
    message: veryLong
      ? `This sentence has ${sentence.words} words: very hard to read.`
      : `This sentence has ${sentence.words} words: hard to read.`,
    why: `Readers lose the thread of sentences over ${LONG_SENTENCE_WORDS} words. Split it, or cut what it does not need.`,
    fixes: [],
    safe: false,
  };
}

/**
 * Words ending in -ly on adverb-where's list that are adjectives or limit rather than describe a
 * manner ("only", "early", "likely", "a quarterly report", "a deadly bug"): no verb does their work.
 */
const NOT_MANNER_ADVERBS = new Set([
  'only', 'early', 'likely', 'hourly', 'quarterly', 'timely', 'lonely', 'worldly', 'deadly', 'smelly', 'bristly',
  'bubbly', 'crinkly', 'crumbly', 'cuddly', 'giggly', 'jiggly', 'sparkly', 'wrinkly',
]);

/** Manner adverbs from adverb-where's list ("quickly", "completely"), Hemingway's "use fewer adverbs". */
function adverbs(text: string): Omit<Finding, 'block'>[] {
  // The list also holds "very", "just", "maybe", "stuff" and "things", which the vague-word check reports.
  return adverbWhere(text).flatMap(({ index, offset }) => {
    const word = text.slice(index, index + offset);
    if (!/ly$/i.test(word) || NOT_MANNER_ADVERBS.has(word.toLowerCase())) return [];
    return {
      rule: 'adverb',
      category: 'clarity',
      severity: 'suggestion',
      start: index,
      end: index + offset,
      text: word,
      message: `“${word}” is an adverb; a stronger verb may do its work.`,
      why: 'Adverbs often prop up a weak verb ("ran quickly" → "sprinted"); too many make writing flabby.',
      fixes: [],
      safe: false,
    } satisfies Omit<Finding, 'block'>;
  });
}
