const TOKEN = /\S+/g;

/**
 * The number of whitespace-separated non-empty tokens: the spec's word count, shown in the editor
 * and stored with each document. Markdown syntax such as `#` counts too; the readability and SEO
 * measures use the prose words instead (see parse-prose.ts).
 */
export function countWords(text: string): number {
  return text.match(TOKEN)?.length ?? 0;
}
