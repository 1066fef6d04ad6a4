/** Length as people and search engines count it: code points, not UTF-16 units. */
export function characterLength(text: string): number {
  return [...text].length;
}

/**
 * `text` within `max` characters: whole when it fits, else cut at the last word boundary that
 * leaves room for "…" (or mid-word when a single word is longer). Never longer than `max`.
 * Runs of spaces become one; line breaks (a post's paragraphs) are kept.
 */
export function fitToLength(text: string, max: number): string {
  const clean = text.replace(/[^\S\n]+/g, ' ').replace(/ ?\n ?/g, '\n').trim();
  const characters = [...clean];
  if (characters.length <= max) return clean;
  if (max <= 1) return characters.slice(0, Math.max(0, max)).join('');
  const room = characters.slice(0, max - 1).join('');
  const lastSpace = room.lastIndexOf(' ');
  const cut = (lastSpace > room.length / 2 ? room.slice(0, lastSpace) : room).replace(/[\s,;:.!?—–-]+$/u, '');
  return `${cut}…`;
}

/** The phrase with each word's first letter upper-cased ("green tea" → "Green Tea"). */
export function titleCase(phrase: string): string {
  return phrase.replace(/(^|\s)(\p{Ll})/gu, (_, space: string, letter: string) => space + letter.toUpperCase());
}

/** Distinct by letters alone, first kept: "Tea!" and "tea" are one. */
export function distinct(texts: readonly string[]): string[] {
  const seen = new Set<string>();
  return texts.filter((text) => {
    const key = text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');
    if (key === '' || seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
