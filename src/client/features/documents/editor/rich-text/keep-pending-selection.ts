import { Extension } from '@tiptap/core';
import { readPendingSelection } from './read-pending-dom-changes';

/**
 * A transaction that neither edits nor selects (another person's caret redrawn, highlights
 * arriving, a plugin's bookkeeping) keeps the selection the writer has just made, read first
 * from the page (readPendingSelection says why it might not have been read yet).
 */
export const KeepPendingSelection = Extension.create({
  name: 'keepPendingSelection',
  dispatchTransaction({ transaction, next }) {
    if (!transaction.docChanged && !transaction.selectionSet && !this.editor.isDestroyed) {
      const { view } = this.editor;
      readPendingSelection(view);
      if (transaction.doc.eq(view.state.doc) && !transaction.selection.eq(view.state.selection)) transaction.setSelection(view.state.selection);
    }
    next(transaction);
  },
});
