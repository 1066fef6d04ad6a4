import type { Editor } from '@tiptap/react';

/**
 * Selects `range` (or puts the caret at a position), scrolls it into view and gives the editor
 * the keyboard at once. TipTap's `focus` command waits for the next frame (to keep clear of a
 * React render), so a key pressed right after a click on a panel's entry went to the entry's
 * button and was lost. A click handler runs outside React's render, where focusing is safe.
 *
 * Focus comes first: ProseMirror scrolls to the selection only when the page's selection is in
 * the editor, and after a click on a panel below the text (a phone's outline or findings) it was
 * not, so the jump moved the caret without scrolling to it.
 */
export function showInEditor(editor: Editor, range: number | { from: number; to: number }): void {
  editor.view.focus();
  editor.chain().setTextSelection(range).scrollIntoView().run();
}
