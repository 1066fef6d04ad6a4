import { Extension } from '@tiptap/core';
import type { Transaction } from '@tiptap/pm/state';
import { readPendingSelection } from './read-pending-dom-changes';

/**
 * Transactions that answer an event of the page (ProseMirror's `pointer` and `uiEvent`, TipTap's
 * `focus` and `blur`): they come while ProseMirror itself decides between the page's selection
 * and its own (focusing the editor, say, before it writes its selection to the page).
 */
const answersPageEvent = (transaction: Transaction) => ['pointer', 'uiEvent', 'focus', 'blur'].some((meta) => transaction.getMeta(meta) !== undefined);

/**
 * A transaction that neither edits nor selects and answers no event of the page (the other
 * people's carets redrawn a tick after they moved, highlights arriving, a plugin's bookkeeping)
 * keeps the selection the writer has just made, read first from the page
 * (readPendingSelection says why it might not have been read yet).
 */
export const KeepPendingSelection = Extension.create({
  name: 'keepPendingSelection',
  dispatchTransaction({ transaction, next }) {
    if (!transaction.docChanged && !transaction.selectionSet && !answersPageEvent(transaction) && !this.editor.isDestroyed) {
      const { view } = this.editor;
      readPendingSelection(view);
      if (transaction.doc.eq(view.state.doc) && !transaction.selection.eq(view.state.selection)) transaction.setSelection(view.state.selection);
    }
    next(transaction);
  },
});
