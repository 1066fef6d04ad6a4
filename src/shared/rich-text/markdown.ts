import { parseMarkdown } from './markdown-parser.js';
import { serializeMarkdown } from './markdown-serializer.js';

export { parseMarkdown, serializeMarkdown };

/**
 * Markdown as the editor writes it: the same document, in the one spelling the serializer uses
 * (`-` bullets, `*` emphasis, fenced code). The editor's "unchanged" baseline, so opening a
 * document written elsewhere does not count as an edit.
 */
export function normalizeMarkdown(markdown: string): string {
  return serializeMarkdown(parseMarkdown(markdown));
}
