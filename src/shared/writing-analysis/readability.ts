import { syllable } from 'syllable';
import { READABILITY_MIN_WORDS } from '../limits.js';
import { parseProse, type Prose } from './parse-prose.js';

/** "pneumonoultramicroscopicsilicovolcanoconiosis", the longest word in major English dictionaries. */
const LONGEST_WORD = 45;

/**
 * Flesch reading ease (Flesch 1948; https://en.wikipedia.org/wiki/Flesch–Kincaid_readability_tests):
 * 206.835 − 1.015 × (words / sentences) − 84.6 × (syllables / words), measured on the prose of
 * the markdown (parse-prose.ts), rounded and clamped to 0–100. Higher is easier: 60–70 is plain
 * English, under 30 reads like an academic paper. Null under READABILITY_MIN_WORDS words, where the
 * ratios mean nothing.
 */
export function readabilityScore(text: string): number | null {
  return readabilityOfProse(parseProse(text));
}

export function readabilityOfProse(prose: Prose): number | null {
  const words = prose.wordCount;
  if (words < READABILITY_MIN_WORDS) return null;

  let sentences = 0;
  let syllables = 0;
  // Prose repeats its words, so counting each distinct word once saves most of the work.
  const syllablesByWord = new Map<string, number>();
  for (const block of prose.blocks) {
    sentences += block.sentenceLengths.length;
    for (const word of block.words) {
      let count = syllablesByWord.get(word);
      if (count === undefined) {
        // A number ("2024") has no letters for the library to count, but is read aloud. The library's
        // patterns are quadratic in a word's length, so a long token (a URL, a hash) is cut to the
        // length of the longest dictionary word.
        count = Math.max(1, syllable(word.slice(0, LONGEST_WORD)));
        syllablesByWord.set(word, count);
      }
      syllables += count;
    }
  }

  const ease = 206.835 - 1.015 * (words / sentences) - 84.6 * (syllables / words);
  return Math.min(100, Math.max(0, Math.round(ease)));
}
