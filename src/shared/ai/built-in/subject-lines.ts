import { characterLength, distinct, fitToLength, titleCase } from './fit-length.js';
import { containsPhrase, type SourceText } from './source-text.js';
import { bestFirst, type Variant } from './variant.js';

/** Inboxes show about 60 characters of a subject and 100 of the preheader after it. */
export const SUBJECT_MAX = 60;
export const PREHEADER_MAX = 100;

export interface SubjectLine extends Variant {
  preheader: string;
}

/**
 * Email subject lines from the title, the headings and the keyphrase, each with a preheader
 * taken from the lead. Subjects over 60 characters are left out; 30–50 characters rank best.
 */
export function subjectLines(source: SourceText, options: { keyphrase?: string | null; count?: number } = {}): SubjectLine[] {
  const keyphrase = options.keyphrase?.trim() || null;
  const topic = keyphrase ? titleCase(keyphrase) : source.title;
  const shapes = distinct(
    [
      source.title,
      topic ? `New: ${topic}` : '',
      topic ? `${topic}, in five minutes` : '',
      topic ? `What we learned about ${keyphrase ?? topic}` : '',
      source.headings[1] ?? '',
      topic ? `Your guide to ${keyphrase ?? topic}` : '',
    ].map((shape) => shape.replace(/\s+/g, ' ').trim()),
  ).filter((text) => characterLength(text) <= SUBJECT_MAX);
  const preheader = fitToLength(source.lead.join(' ') || (source.sentences[0]?.text ?? ''), PREHEADER_MAX);
  const variants: SubjectLine[] = shapes.map((text, index) => {
    const length = characterLength(text);
    const notes = [`${length} characters`];
    let score = 40 - index * 2 + (length >= 30 && length <= 50 ? 20 : 10);
    if (keyphrase && containsPhrase(text, keyphrase)) {
      score += 20;
      notes.push(`holds “${keyphrase}”`);
    }
    return { text, preheader, score, notes };
  });
  return bestFirst(variants, options.count ?? 5) as SubjectLine[];
}
