// adverb-where 0.2.6 ships no types: it returns where each adverb of its list starts and how long it is.
declare module 'adverb-where' {
  export default function adverbWhere(text: string): Array<{ index: number; offset: number }>;
}
