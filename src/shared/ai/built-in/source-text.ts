import { normalizeWord, parseProse } from '../../writing-analysis/parse-prose.js';

/** What the built-in generators read from a document: its headings and its prose sentences. */
export interface SourceText {
  /** The first heading (usually the title), or ''. */
  title: string;
  headings: string[];
  /** Every sentence of the paragraphs and list items, in order, with the block it came from. */
  sentences: Array<{ text: string; block: number }>;
  /** The sentences of the first paragraph: the lead. */
  lead: string[];
  /** Lower-cased words of the prose, for keyword and frequency measures. */
  words: string[];
}

export function readSource(markdown: string): SourceText {
  const prose = parseProse(markdown, { sentences: true });
  const headings: string[] = [];
  const sentences: SourceText['sentences'] = [];
  const words: string[] = [];
  let lead: string[] = [];
  prose.blocks.forEach((block, index) => {
    const texts = block.sentences ?? [];
    if (block.kind === 'heading') {
      headings.push(texts.join(' '));
      return;
    }
    if (lead.length === 0 && block.kind === 'paragraph') lead = texts;
    for (const text of texts) sentences.push({ text, block: index });
    words.push(...block.words);
  });
  return { title: headings[0] ?? '', headings, sentences, lead, words };
}

/** Whether `text` holds the phrase as whole words, ignoring case (as the SEO checks match keywords). */
export function containsPhrase(text: string, phrase: string): boolean {
  const wanted = phrase.split(/\s+/).map(normalizeWord).filter(Boolean);
  if (wanted.length === 0) return false;
  const words = text.split(/\s+/).map(normalizeWord).filter(Boolean);
  for (let index = 0; index + wanted.length <= words.length; index += 1) {
    if (wanted.every((word, offset) => words[index + offset] === word)) return true;
  }
  return false;
}

/**
 * The points a text earns for holding the keyphrase (and the note saying whether it does): the
 * same rule for every generator that ranks by it. No keyphrase: no points and no note.
 */
export function keyphraseCredit(text: string, keyphrase: string | null, points: number): { points: number; note: string | null } {
  if (!keyphrase) return { points: 0, note: null };
  return containsPhrase(text, keyphrase)
    ? { points, note: `holds “${keyphrase}”` }
    : { points: 0, note: `does not hold “${keyphrase}”` };
}
