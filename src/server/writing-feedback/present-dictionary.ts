import type { Dictionary } from '../../shared/contract/writing-feedback.js';

export function presentDictionary(words: readonly string[]): Dictionary {
  return { words: [...words] };
}
