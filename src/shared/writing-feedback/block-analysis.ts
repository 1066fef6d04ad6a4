import type { Root, Sentence, Word } from 'nlcst';
import { toString } from 'nlcst-to-string';
import { visit } from 'unist-util-visit';
import { syllable } from 'syllable';
import adverbWhere from 'adverb-where';
import type { Finding, TextBlock } from './finding.js';
import { runRetextChecks } from './retext-checks.js';
import { isCheckableWord, type Speller } from './spelling.js';

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
  /** Words the dictionary does not know (the workspace's words are taken out later). */
  unknownWords: WordToken[];
  words: WordToken[];
  sentences: Array<{ start: number; end: number; words: number }>;
  syllables: number;
}

/** Reads one block: the retext checks, long sentences, adverbs, and the words for spelling and the document-wide checks. */
export function analyzeBlock(block: TextBlock, speller: Speller | null): BlockAnalysis {
  const { tree, findings } = runRetextChecks(block.text);
  const words: WordToken[] = [];
  const sentences: BlockAnalysis['sentences'] = [];
  let syllables = 0;

  visit(tree as Root, 'SentenceNode', (sentence: Sentence) => {
    let count = 0;
    for (const child of sentence.children) {
      if (child.type !== 'WordNode') continue;
      const token = wordToken(child);
      if (!token || !/[\p{L}\p{N}]/u.test(token.text)) continue;
      count += 1;
      words.push(token);
      syllables += Math.max(1, syllable(token.text.slice(0, LONGEST_WORD)));
    }
    const start = sentence.position?.start.offset;
    const end = sentence.position?.end.offset;
    if (count > 0 && start !== undefined && end !== undefined) sentences.push({ start, end, words: count });
  });

  if (block.kind === 'paragraph') {
    for (const sentence of sentences) {
      if (sentence.words > LONG_SENTENCE_WORDS) findings.push(longSentence(block.text, sentence));
    }
  }
  findings.push(...adverbs(block.text));

  const unknownWords = speller ? words.filter((word) => isCheckableWord(word.text) && !speller.correct(word.text.replace(/[\u2018\u2019]/g, "'"))) : [];
  return { findings, unknownWords, words, sentences, syllables };
}

function wordToken(word: Word): WordToken | null {
  const start = word.position?.start.offset;
  const end = word.position?.end.offset;
  if (start === undefined || end === undefined) return null;
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

/** Manner adverbs from adverb-where's list ("quickly", "completely"), Hemingway's "use fewer adverbs". */
function adverbs(text: string): Omit<Finding, 'block'>[] {
  // The list also holds "very", "just", "maybe", "stuff" and "things", which the vague-word check reports.
  return adverbWhere(text).flatMap(({ index, offset }) => {
    const word = text.slice(index, index + offset);
    if (!/ly$/i.test(word)) return [];
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
