import { countWords } from '@shared/writing-analysis/index';

/** Adult silent reading of non-fiction, words per minute (Brysbaert 2019). */
export const READING_WORDS_PER_MINUTE = 238;

export type TextStatistics = { words: number; characters: number; readingMinutes: number };

/**
 * What the status line shows. Words are counted on the markdown as the server counts them (so
 * the editor and the dashboard agree); characters on the text a reader sees, without markdown.
 */
export function textStatistics(markdown: string, plainText: string): TextStatistics {
  const words = countWords(markdown);
  return {
    words,
    characters: [...plainText.replace(/\n/g, '')].length,
    readingMinutes: words === 0 ? 0 : Math.max(1, Math.round(words / READING_WORDS_PER_MINUTE)),
  };
}

export function formatReadingTime(minutes: number): string {
  if (minutes === 0) return 'No reading time';
  if (minutes < 60) return `${minutes} min read`;
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return rest === 0 ? `${hours} h read` : `${hours} h ${rest} min read`;
}
