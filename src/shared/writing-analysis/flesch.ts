/**
 * The Flesch formulas (https://en.wikipedia.org/wiki/Flesch–Kincaid_readability_tests), one place
 * for both engines that count words, sentences and syllables (the voice and document scores in
 * readability.ts, the editor's feedback in writing-feedback), so their figures cannot drift apart.
 */
export interface FleschScores {
  /**
   * Flesch reading ease (Flesch 1948), 206.835 − 1.015 × words/sentences − 84.6 × syllables/words,
   * rounded and clamped to 0–100. Higher is easier: 60–70 is plain English, under 30 reads like an
   * academic paper.
   */
  ease: number;
  /**
   * Flesch–Kincaid grade (Kincaid et al. 1975), 0.39 × words/sentences + 11.8 × syllables/words
   * − 15.59: the US school year that reads it comfortably, to one decimal, never below 0.
   */
  grade: number;
}

/** Both scores from the counts; the caller decides below how many words they mean nothing. */
export function fleschScores(words: number, sentences: number, syllables: number): FleschScores {
  const wordsPerSentence = words / Math.max(1, sentences);
  const syllablesPerWord = syllables / Math.max(1, words);
  const ease = 206.835 - 1.015 * wordsPerSentence - 84.6 * syllablesPerWord;
  const grade = 0.39 * wordsPerSentence + 11.8 * syllablesPerWord - 15.59;
  return { ease: Math.min(100, Math.max(0, Math.round(ease))), grade: Math.max(0, Math.round(grade * 10) / 10) };
}
