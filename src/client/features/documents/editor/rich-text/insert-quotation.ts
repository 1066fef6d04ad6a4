import type { Editor, JSONContent } from '@tiptap/core';

/**
 * A quotation from a reference file as the blocks to insert: its paragraphs (blank lines
 * separate them; single line breaks, often the PDF's layout, join into spaces) in a quote, and
 * the source on the quote's last line. Empty when the text has no words.
 */
export function quotationBlocks(text: string, source: string): JSONContent[] {
  const paragraphs = text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.replace(/\s+/g, ' ').trim())
    .filter((paragraph) => paragraph !== '');
  if (paragraphs.length === 0) return [];
  const paragraph = (line: string): JSONContent => ({ type: 'paragraph', content: [{ type: 'text', text: line }] });
  return [{ type: 'blockquote', content: [...paragraphs.map(paragraph), paragraph(`— ${source.trim()}`)] }];
}

/**
 * Inserts the quotation at the editor's selection, as plain text (no marks come with it), and
 * takes the writer there: the editor gets the keyboard first, since ProseMirror scrolls to the
 * selection only when the page's selection is in the editor (as in showInEditor).
 */
export function insertQuotation(editor: Editor, text: string, source: string): boolean {
  const blocks = quotationBlocks(text, source);
  if (blocks.length === 0) return false;
  editor.view.focus();
  return editor.chain().insertContent(blocks).scrollIntoView().run();
}
