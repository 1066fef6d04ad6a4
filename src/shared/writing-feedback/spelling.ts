/** A spelling dictionary: nspell with `dictionary-en` in the worker and on the server (ADR 0030). */
export interface Speller {
  correct(word: string): boolean;
  suggest(word: string): string[];
}

/** Longer tokens are identifiers, hashes or addresses, not words (the longest English word has 45 letters). */
const LONGEST_WORD = 45;
const HAS_DIGIT_OR_SYMBOL = /[\d_@/\\#$%&=+*<>|~^`\uFFFC]/;
/** An acronym or code name: "NASA", "HTTPS", "iOS", "GPT4o" is caught by the digit. */
const ACRONYM = /^[A-Z]{2,}s?$|^[a-z]+[A-Z]/;
const CURLY_APOSTROPHE = /[\u2018\u2019]/g;

/**
 * Whether a word is worth looking up: letters only (apostrophes and hyphens inside), not an
 * acronym, not a number or identifier. Anything else the writer typed on purpose.
 */
export function isCheckableWord(word: string): boolean {
  return word.length > 1 && word.length <= LONGEST_WORD && !HAS_DIGIT_OR_SYMBOL.test(word) && !ACRONYM.test(word) && /\p{L}/u.test(word);
}

/** The spelling a dictionary knows: straight apostrophes, no possessive "'s". */
export function dictionaryForm(word: string): string {
  return word.replace(CURLY_APOSTROPHE, "'");
}

/**
 * Whether a word is spelled correctly: every part of a hyphenated word must be ("well-known"),
 * and a possessive is checked without its "'s" ("Inkwise's" is right when "Inkwise" is).
 */
export function isSpelledCorrectly(word: string, speller: Speller, accepted: ReadonlySet<string>): boolean {
  const plain = dictionaryForm(word);
  if (accepted.has(plain.toLowerCase())) return true;
  if (speller.correct(plain)) return true;
  const withoutPossessive = plain.replace(/'s?$/i, '');
  if (withoutPossessive !== plain && (accepted.has(withoutPossessive.toLowerCase()) || speller.correct(withoutPossessive))) return true;
  if (plain.includes('-')) {
    return plain.split('-').every((part) => part === '' || !isCheckableWord(part) || accepted.has(part.toLowerCase()) || speller.correct(part));
  }
  return false;
}

/**
 * Replacements for a misspelling, best first: nspell's candidates, with a candidate made of the
 * same letters (a transposition: "teh" → "the") moved to the front, since that is the most common
 * slip on a keyboard. At most five.
 */
export function rankSuggestions(word: string, candidates: readonly string[]): string[] {
  const letters = sortedLetters(word);
  const transposed = candidates.filter((candidate) => sortedLetters(candidate) === letters);
  const rest = candidates.filter((candidate) => sortedLetters(candidate) !== letters);
  return [...transposed, ...rest].slice(0, 5);
}

function sortedLetters(word: string): string {
  return [...word.toLowerCase()].sort().join('');
}
