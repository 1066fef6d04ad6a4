import type { Node } from '@tiptap/pm/model';
import { parseMarkdown, serializeMarkdown } from '@shared/rich-text/markdown';

/**
 * The editor's last document and the markdown written from it. The status line counts the
 * characters a reader sees, which needs the markdown as a document again: parsing 20,000 words
 * costs about 20 ms, and it came after every pause in typing. The document the editor just wrote
 * holds the same text, so the count reads it instead. One entry: the page has one editor.
 */
let written: { markdown: string; doc: Node } | null = null;

/** Writes the editor's document as markdown, remembering which document it came from. */
export function writeMarkdown(doc: Node): string {
  const markdown = serializeMarkdown(doc);
  written = { markdown, doc };
  return markdown;
}

/** The text a reader sees in this markdown, blocks on lines of their own. */
export function plainTextOf(markdown: string): string {
  const doc = written?.markdown === markdown ? written.doc : parseMarkdown(markdown);
  return doc.textBetween(0, doc.content.size, '\n', ' ');
}
