import type { EditorState, Selection, Transaction } from '@tiptap/pm/state';

/** Set on a Backspace's transaction: the caret goes before the struck text, not after it. */
export const BACKSPACE = 'suggestingBackspace';

const WORD = /[\p{L}\p{N}_'’]+[^\p{L}\p{N}_'’]*$/u;
const WORD_AHEAD = /^[^\p{L}\p{N}_'’]*[\p{L}\p{N}_'’]+/u;

/** How many UTF-16 units the last (or first) character of `text` takes: an emoji is two. */
const lastCharLength = (text: string) => Array.from(text.slice(-2)).at(-1)?.length ?? 0;
const firstCharLength = (text: string) => Array.from(text.slice(0, 2))[0]?.length ?? 0;

/**
 * Backspace and Delete inside a text block, as a transaction (ADR 0044). In suggesting mode they
 * are not left to the browser: Chrome's own deletion rewrites the struck text around the caret,
 * and ProseMirror, reading it back, sees that text replaced, its suggestion mark lost. Word
 * deletion (Ctrl/Alt, or ⌥ on a Mac) deletes to the word's edge. Null where ProseMirror's own
 * handling is right (a selection, which it deletes itself; a paragraph's edge; other keys).
 */
export function deletionForKey(
  state: EditorState,
  event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'altKey' | 'metaKey' | 'shiftKey'>,
  selection: Selection = state.selection,
): Transaction | null {
  const backward = event.key === 'Backspace';
  if ((!backward && event.key !== 'Delete') || event.metaKey) return null;
  if (!selection.empty) return state.tr.setSelection(selection).deleteSelection();
  const { $from } = selection;
  if (!$from.parent.isTextblock) return null;
  const byWord = event.ctrlKey || event.altKey;
  if (backward) {
    const before = $from.parent.textBetween(0, $from.parentOffset, undefined, '\ufffc');
    if (!before) return null;
    const length = byWord ? (WORD.exec(before)?.[0].length ?? before.length) : lastCharLength(before);
    return state.tr.setSelection(selection).delete($from.pos - length, $from.pos).setMeta(BACKSPACE, true);
  }
  const after = $from.parent.textBetween($from.parentOffset, $from.parent.content.size, undefined, '\ufffc');
  if (!after) return null;
  const length = byWord ? (WORD_AHEAD.exec(after)?.[0].length ?? after.length) : firstCharLength(after);
  return state.tr.setSelection(selection).delete($from.pos, $from.pos + length);
}
