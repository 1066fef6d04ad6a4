import type { Editor } from '@tiptap/core';
import { insertAtCaret } from '../insert-at-caret';

/** Stands for an inline node (an image, a line break) when reading the text around the caret. */
const INLINE_NODE = '\ufffc';

/**
 * Puts text (dictation) in place of the editor's selection as plain text, spaced from the words
 * around it as in a textarea (insertAtCaret), and leaves the caret after it. The editor keeps its
 * selection while a button has focus, so this lands where the writer left the caret.
 */
export function insertTextAtSelection(editor: Editor, text: string): boolean {
  const { state } = editor;
  const { from, to, $from, $to } = state.selection;
  if (!$from.parent.isTextblock || !$to.parent.isTextblock) return false;
  const before = $from.parent.textBetween(0, $from.parentOffset, undefined, INLINE_NODE);
  const after = $to.parent.textBetween($to.parentOffset, $to.parent.content.size, undefined, INLINE_NODE);
  const { content } = insertAtCaret(before + after, before.length, before.length, text);
  const inserted = content.slice(before.length, content.length - after.length);
  if (inserted === '') return false;
  editor.view.dispatch(state.tr.insertText(inserted, from, to).scrollIntoView());
  return true;
}
