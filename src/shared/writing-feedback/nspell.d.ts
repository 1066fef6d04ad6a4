// nspell 2.1.5 ships no types, and @types/nspell pulls Node's types into the browser build: the
// part used here (the editor's worker and the server build a speller; ADR 0030).
declare module 'nspell' {
  interface NSpell {
    correct(word: string): boolean;
    suggest(word: string): string[];
    add(word: string, model?: string): NSpell;
  }
  type DictionaryData = string | Uint8Array;
  function nspell(aff: DictionaryData, dic?: DictionaryData): NSpell;
  function nspell(dictionary: { aff: DictionaryData; dic?: DictionaryData }): NSpell;
  export default nspell;
}
