import type { Editor } from '@tiptap/core';
import { Plugin } from '@tiptap/pm/state';
import { updateYFragment, ySyncPlugin, yUndoPlugin, yUndoPluginKey } from '@tiptap/y-tiptap';
import { personCaretsPlugin } from './person-carets';
import type { SharedDocument } from './shared-document';

type BindOptions = {
  /**
   * The editor's text becomes the shared text (a document saved a moment ago: what the server
   * made from its first save, plus anything typed since). Otherwise the shared text, which may be
   * newer than the saved markdown the editor opened with, replaces the editor's.
   */
  seedFromEditor: boolean;
};

/** A new typing run starts after an input rule (`## ` becoming a heading undoes on its own). */
function stopCapturingAfterInputRules() {
  return new Plugin({
    filterTransaction: (transaction, state) => {
      if (transaction.getMeta('inputRule')) yUndoPluginKey.getState(state)?.undoManager.stopCapturing();
      return true;
    },
  });
}

/**
 * Binds an open editor to the shared document without remounting it (ADR 0041): the editor's own
 * history leaves, Yjs' sync, undo and the others' carets join the same ProseMirror view. The
 * sync plugin re-renders the text from the Y.Doc when it starts and keeps the selection where
 * it was (y-tiptap's forced render restores a clamped selection), so the writer's caret stays
 * put: with `seedFromEditor` the text it re-renders is the text the editor held.
 */
export function bindEditorToSharedDocument(editor: Editor, shared: SharedDocument, { seedFromEditor }: BindOptions): void {
  if (seedFromEditor) {
    // A diff, not a replacement: what the server already holds stays as it is.
    shared.ydoc.transact(() => {
      updateYFragment(shared.ydoc, shared.fragment, editor.state.doc, { mapping: new Map(), isOMark: new Map() });
    });
  }
  editor.unregisterPlugin('history');
  const selection = editor.state.selection;
  editor.registerPlugin(ySyncPlugin(shared.fragment));
  editor.registerPlugin(yUndoPlugin());
  editor.registerPlugin(stopCapturingAfterInputRules());
  if (shared.provider.awareness) editor.registerPlugin(personCaretsPlugin(shared.provider.awareness));
  // The render keeps positions; should the shared text be shorter, the caret stays inside it.
  const size = editor.state.doc.content.size;
  if (seedFromEditor && selection.to <= size && !editor.state.selection.eq(selection)) {
    editor.commands.setTextSelection({ from: selection.from, to: selection.to });
  }
}
