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
  return readingLevelOfProse(prose)?.ease ?? null;
}

export interface ReadingLevel {
  /** Flesch reading ease, 0–100, higher is easier. */
  ease: number;
  /**
   * Flesch–Kincaid grade, 0.39 × words/sentences + 11.8 × syllables/words − 15.59 (Kincaid et al.
   * 1975): the US school year that reads it comfortably, to one decimal, never below 0.
   */
  grade: number;
}

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

  const wordsPerSentence = words / sentences;
  const syllablesPerWord = syllables / words;
  const ease = 206.835 - 1.015 * wordsPerSentence - 84.6 * syllablesPerWord;
  const grade = 0.39 * wordsPerSentence + 11.8 * syllablesPerWord - 15.59;
  return { ease: Math.min(100, Math.max(0, Math.round(ease))), grade: Math.max(0, Math.round(grade * 10) / 10) };
}
