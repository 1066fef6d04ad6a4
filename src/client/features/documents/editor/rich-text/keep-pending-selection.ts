import { Extension } from '@tiptap/core';
import { Plugin, type Transaction } from '@tiptap/pm/state';
import type { EditorView } from '@tiptap/pm/view';
import { readPendingDomChanges, readPendingSelection } from './read-pending-dom-changes';

/**
 * Transactions that answer an event of the page (ProseMirror's `pointer` and `uiEvent`, TipTap's
 * `focus` and `blur`): they come while ProseMirror itself decides between the page's selection
 * and its own (focusing the editor, say, before it writes its selection to the page).
 */
const answersPageEvent = (transaction: Transaction) => ['pointer', 'uiEvent', 'focus', 'blur'].some((meta) => transaction.getMeta(meta) !== undefined);

/**
 * Reads the page's pending selection when a press outside the editor (a toolbar button, the AI
 * menu) may take the focus away: ProseMirror ignores a selection the browser reports once the
 * editor has lost the focus, and the action would then work where the caret was before.
 */
function readSelectionBeforeOutsidePress() {
  return new Plugin({
    view(view: EditorView) {
      const root = view.dom.ownerDocument;
      const beforePress = (event: Event) => {
        if (!view.isDestroyed && view.hasFocus() && !view.dom.contains(event.target as Node | null)) readPendingDomChanges(view);
      };
      root.addEventListener('pointerdown', beforePress, true);
      return { destroy: () => root.removeEventListener('pointerdown', beforePress, true) };
    },
  });
}

/**
 * The writer's latest selection, kept while ProseMirror has not read it yet
 * (readPendingSelection says why it might not have): a transaction that neither edits nor
 * selects and answers no event of the page (the other people's carets redrawn a tick after they
 * moved, highlights arriving, a plugin's bookkeeping) keeps the selection read first from the
 * page, and a press outside the editor reads it before the focus can leave.
 */
export const KeepPendingSelection = Extension.create({
  name: 'keepPendingSelection',
  addProseMirrorPlugins() {
    return [readSelectionBeforeOutsidePress()];
  },
  dispatchTransaction({ transaction, next }) {
    if (!transaction.docChanged && !transaction.selectionSet && !answersPageEvent(transaction) && !this.editor.isDestroyed) {
      const { view } = this.editor;
      readPendingSelection(view);
      if (transaction.doc.eq(view.state.doc) && !transaction.selection.eq(view.state.selection)) transaction.setSelection(view.state.selection);
    }
    next(transaction);
  },
});
