import { dictionaryForm } from '../../shared/writing-feedback/spelling.js';

/**
 * A word as the dictionary keeps it: as typed, but composed (NFC) and with straight apostrophes,
 * the form the spelling check compares ("O’Brien" from the editor is kept as "O'Brien").
 */
export function storedDictionaryWord(word: string): string {
  return dictionaryForm(word.normalize('NFC'));
}

/** What makes two entries the same word: the stored form lower-cased, as the spelling check compares. */
export function dictionaryWordKey(word: string): string {
  return storedDictionaryWord(word).toLowerCase();
}

const collator = new Intl.Collator('en');

/** Alphabetical, whatever the case ("apple", "Bravo", "charlie"). */
export function sortDictionaryWords(words: string[]): string[] {
  return words.sort(collator.compare);
}
