import { FUNCTION_WORDS } from './function-words.js';

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
/** The dictionary is English: a word in Hebrew, Arabic, Greek or Chinese is not misspelled English. */
const LATIN_WORD = /^[\p{Script=Latin}\p{M}'\u2018\u2019-]+$/u;
/** An abbreviation or a name with a full stop inside ("e.g", "U.S", "Node.js", "example.com"). */
const INNER_FULL_STOP = /\.\p{L}/u;
/**
 * A web address or e-mail address written out in the prose: its parts are not words. Each
 * alternative may start only where the one before could not have, so a 50,000-letter "word"
 * is scanned once, not once per letter.
 */
const ADDRESS = /(?<![a-z\d+.-])[a-z][a-z\d+.-]*:\/\/\S+|(?<![\p{L}\p{N}])www\.\S+|(?<!\S)[^\s@]+@[^\s@]+\.\p{L}+/giu;

/**
 * Whether a word is worth looking up: Latin letters only (apostrophes and hyphens inside), not
 * an acronym or abbreviation, not a number or identifier. Anything else the writer typed on purpose.
 */
export function isCheckableWord(word: string): boolean {
  return (
    word.length > 1 &&
    word.length <= LONGEST_WORD &&
    !HAS_DIGIT_OR_SYMBOL.test(word) &&
    !ACRONYM.test(word) &&
    !INNER_FULL_STOP.test(word) &&
    /\p{L}/u.test(word) &&
    LATIN_WORD.test(word)
  );
}

/** Where a block's text has web or e-mail addresses, whose parts ("https", "www") are not words. */
export function addressRanges(text: string): Array<{ start: number; end: number }> {
  return [...text.matchAll(ADDRESS)].map((match) => ({ start: match.index, end: match.index + match[0].length }));
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
  // The dictionary has "cafe", "naive", "resume": their accented spellings are right too.
  const unaccented = plain.normalize('NFD').replace(/\p{M}/gu, '');
  if (unaccented !== plain) return speller.correct(unaccented);
  return false;
}

/**
 * Replacements for a misspelling, best first, at most five: a word made by swapping two
 * neighbouring letters comes first ("teh" → "the", "adn" → "and"), since that is the most common
 * slip on a keyboard and the dictionary's suggestions often miss it; among those, the common
 * words first. Then the dictionary's own suggestions.
 */
export function suggestFixes(word: string, speller: Speller): string[] {
  const swaps: string[] = [];
  for (let index = 0; index + 1 < word.length; index += 1) {
    const swapped = word.slice(0, index) + word[index + 1] + word[index] + word.slice(index + 2);
    if (swapped === word) continue;
    const candidate = matchInitialCase(swapped.toLowerCase(), word);
    if (!swaps.includes(candidate) && speller.correct(candidate)) swaps.push(candidate);
  }
  swaps.sort((a, b) => Number(FUNCTION_WORDS.has(b.toLowerCase())) - Number(FUNCTION_WORDS.has(a.toLowerCase())));
  const fixes = [...swaps];
  if (swaps.length === 0 && !hasNearWord(word, speller)) return [];
  for (const candidate of speller.suggest(word)) {
    if (!fixes.some((fix) => fix.toLowerCase() === candidate.toLowerCase())) fixes.push(candidate);
  }
  return fixes.slice(0, 5);
}

const LETTERS = "abcdefghijklmnopqrstuvwxyz'";

/**
 * Whether a word of the dictionary is near: one letter deleted, added or changed, or one of the
 * two-letter slips writers make ("publically": two letters too many; "tommorow": the wrong letter
 * doubled). When none is, nspell searches every word two edits away, which costs 100 ms to half
 * a second for a name or a string of letters ("Zorblax", "zqaxvb") and finds nothing a writer
 * meant; so then no suggestion is looked for.
 */
function hasNearWord(word: string, speller: Speller): boolean {
  const lower = word.toLowerCase();
  for (let index = 0; index <= lower.length; index += 1) {
    const before = lower.slice(0, index);
    const after = lower.slice(index);
    if (after && speller.correct(before + after.slice(1))) return true;
    for (const letter of LETTERS) {
      if (speller.correct(before + letter + after)) return true;
      if (after && letter !== after[0] && speller.correct(before + letter + after.slice(1))) return true;
    }
  }
  for (let first = 0; first < lower.length; first += 1) {
    const deleted = lower.slice(0, first) + lower.slice(first + 1);
    for (let second = first; second < deleted.length; second += 1) {
      if (speller.correct(deleted.slice(0, second) + deleted.slice(second + 1))) return true;
    }
    if (lower[first] === lower[first + 1]) {
      for (let other = 0; other < deleted.length; other += 1) {
        if (other !== first && speller.correct(deleted.slice(0, other + 1) + deleted.slice(other))) return true;
      }
    }
  }
  return false;
}

/** "teh" → "the", "Teh" → "The", "TEH" → "THE". */
function matchInitialCase(lower: string, original: string): string {
  if (original.length > 1 && original === original.toUpperCase()) return lower.toUpperCase();
  return original[0] !== original[0]!.toLowerCase() ? lower[0]!.toUpperCase() + lower.slice(1) : lower;
}
