import type { Page } from 'playwright-core';

/**
 * The text of the document in the editor, paragraphs joined by newlines, read from the editor's
 * state: the page's innerText would also hold the other people's carets and names drawn in it.
 */
export const editorText = (page: Page): Promise<string> =>
  page
    .locator('.ProseMirror')
    .evaluate((element) => {
      const { doc } = (element as unknown as { editor: { state: { doc: { content: { size: number }; textBetween: (from: number, to: number, separator: string) => string } } } }).editor.state;
      return doc.textBetween(0, doc.content.size, '\n');
    });

/**
 * Where the editor's state has the caret: the position ProseMirror acts on, which reads a caret
 * moved by keys from the page's selectionchange event, a moment after the key.
 */
export const editorCaret = (page: Page): Promise<number> =>
  page.locator('.ProseMirror').evaluate((element) => (element as unknown as { editor: { state: { selection: { from: number } } } }).editor.state.selection.from);
