import { characterLength, distinct, titleCase } from './fit-length.js';
import { containsPhrase, keyphraseCredit, type SourceText } from './source-text.js';
import { bestFirst, type Variant } from './variant.js';

/** What a search result shows of a title. */
export const HEADLINE_MAX = 60;

/**
 * Headline variations from the document's own title and headings and the keyphrase, in a few
 * proven shapes (a guide, an explainer, a question). Only those within 60 characters are kept;
 * ranked by holding the keyphrase, by a length of 40–60 characters, and by staying close to the
 * writer's own title.
 */
export function headlines(source: SourceText, options: { keyphrase?: string | null; count?: number } = {}): Variant[] {
  const keyphrase = options.keyphrase?.trim() || null;
  const topic = keyphrase ? titleCase(keyphrase) : source.title;
  const section = source.headings[1];
  const shapes = [
    source.title,
    topic && source.title && !containsPhrase(source.title, topic) ? `${source.title}: ${topic}` : '',
    topic ? `${topic}: What You Need to Know` : '',
    topic ? `A Practical Guide to ${topic}` : '',
    topic ? `${topic}, Explained` : '',
    topic ? `Why ${topic} Matters` : '',
    topic ? `How to Get ${topic} Right` : '',
    topic && section ? `${topic}: ${section}` : '',
  ];
  const variants = distinct(shapes.map((shape) => shape.replace(/\s+/g, ' ').trim()))
    .filter((text) => characterLength(text) <= HEADLINE_MAX)
    .map((text, index) => scoreHeadline(text, index, keyphrase, text === source.title));
  return bestFirst(variants, options.count ?? 5);
}

function scoreHeadline(text: string, index: number, keyphrase: string | null, ownTitle: boolean): Variant {
  const length = characterLength(text);
  const notes = [`${length} characters`];
  let score = 40 - index;
  if (ownTitle) {
    score += 10;
    notes.push('your own title');
  }
  if (length >= 40) score += 20;
  else score += Math.round((20 * length) / 40);
  const credit = keyphraseCredit(text, keyphrase, 30);
  score += credit.points;
  if (credit.note) notes.push(credit.note);
  return { text, score, notes };
}
