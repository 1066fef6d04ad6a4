import type { EditorView } from '@tiptap/pm/view';

/**
 * ProseMirror learns of a caret or selection the browser moved (a key, a click) from the
 * 'selectionchange' event, a moment after it moved. A transaction built in between carries the
 * old selection, and the redraw puts the page's selection back to it: a Shift+Arrow step or an End
 * lost while a collaborator's caret moved or highlights were redrawn. These make the editor read
 * what it has not read yet, through its DOM observer's flush — what its own input handlers call,
 * and TipTap's React binding too; it is internal, hence the cast. Never during an IME
 * composition, which ProseMirror reads as a whole when it ends.
 */
type DomObserver = { flush(): void; pendingRecords(): readonly unknown[] };

const observerOf = (view: EditorView) => (view as unknown as { domObserver?: DomObserver }).domObserver;

/** Reads typed text and a moved selection; for code that builds its transaction afterwards. */
export function readPendingDomChanges(view: EditorView): void {
  if (view.isDestroyed || view.composing) return;
  observerOf(view)?.flush();
}

/**
 * Reads a moved selection only, when no typed text is waiting: then the reading changes the
 * selection and never the text, so a transaction already built on the text stays valid.
 */
export function readPendingSelection(view: EditorView): void {
  if (view.isDestroyed || view.composing || !view.hasFocus()) return;
  const observer = observerOf(view);
  if (observer && observer.pendingRecords().length === 0) observer.flush();
}
