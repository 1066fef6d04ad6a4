import { syllable } from 'syllable';
import { READABILITY_MIN_WORDS } from '../limits.js';
import { fleschScores, type FleschScores } from './flesch.js';
import { parseProse, type Prose } from './parse-prose.js';

/** "pneumonoultramicroscopicsilicovolcanoconiosis", the longest word in major English dictionaries. */
const LONGEST_WORD = 45;

/**
 * Flesch reading ease (flesch.ts) measured on the prose of the markdown (parse-prose.ts). Null
 * under READABILITY_MIN_WORDS words, where the ratios mean nothing.
 */
export function readabilityScore(text: string): number | null {
  return readabilityOfProse(parseProse(text));
}

export function readabilityOfProse(prose: Prose): number | null {
  return readingLevelOfProse(prose)?.ease ?? null;
}

export type ReadingLevel = FleschScores;

/** Reading ease and grade from the same counts; null under READABILITY_MIN_WORDS words. */
export function readingLevelOfProse(prose: Prose): ReadingLevel | null {
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

  return fleschScores(words, sentences, syllables);
}
