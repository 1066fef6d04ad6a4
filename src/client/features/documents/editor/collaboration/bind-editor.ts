import type { Editor } from '@tiptap/core';
import { Plugin } from '@tiptap/pm/state';
import type { EditorView } from '@tiptap/pm/view';
import { type ProsemirrorBinding, updateYFragment, ySyncPlugin, ySyncPluginKey, yUndoPlugin, yUndoPluginKey } from '@tiptap/y-tiptap';
import { readPendingDomChanges, readPendingSelection } from '../rich-text/read-pending-dom-changes';
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

type UndoManagerWithRestore = { restore?: () => void; trackedOrigins: Set<unknown>; doc: { on: (event: string, handler: unknown) => void }; afterTransactionHandler: unknown; _observers: unknown };

/**
 * Yjs' undo plugin, kept working when its view restarts: ProseMirror restarts every plugin view
 * when plugins are added later (the selection bubble, for one), and the plugin's view destroys its
 * undo manager on the way out. As TipTap's Collaboration extension does, the manager's listeners
 * are put back when the view starts again.
 */
function undoSurvivingViewRestarts() {
  const plugin = yUndoPlugin();
  const originalView = plugin.spec.view;
  plugin.spec.view = (view) => {
    const undoManager = yUndoPluginKey.getState(view.state)?.undoManager as unknown as UndoManagerWithRestore | undefined;
    undoManager?.restore?.();
    if (undoManager) undoManager.restore = () => undefined;
    const started = originalView?.(view);
    return {
      ...started,
      destroy: () => {
        if (undoManager) {
          const tracksItself = undoManager.trackedOrigins.has(undoManager);
          const observers = undoManager._observers;
          undoManager.restore = () => {
            if (tracksItself) undoManager.trackedOrigins.add(undoManager);
            undoManager.doc.on('afterTransaction', undoManager.afterTransactionHandler);
            undoManager._observers = observers;
          };
        }
        started?.destroy?.();
      },
    };
  };
  return plugin;
}

/**
 * Yjs' sync plugin, rendering the shared text once, when the editor is bound. Left to itself, the
 * plugin renders the whole text again, with the selection the editor holds, each time its view
 * starts — and ProseMirror restarts every plugin view whenever a plugin is added (the AI
 * selection bubble, once the editor knows a model is connected). A restart that fell between
 * the press and the release of a click wrote the old caret over the one the browser had just
 * placed (an AI action then took the heading instead of the clicked paragraph, in CI). Given a
 * mapping, the plugin leaves rendering to us: a restart keeps the same binding, mapping and text,
 * so there is nothing to render again. The first render reads the pending selection (never typed
 * text, which would not reach the shared text before the plugin's view exists).
 */
function syncRenderingOnce(fragment: SharedDocument['fragment']) {
  const plugin = ySyncPlugin(fragment, { mapping: new Map() });
  const startView = plugin.spec.view;
  let rendered = false;
  plugin.spec.view = (view: EditorView) => {
    const started = startView?.(view) ?? {};
    if (!rendered) {
      rendered = true;
      readPendingSelection(view);
      (ySyncPluginKey.getState(view.state) as { binding: ProsemirrorBinding }).binding._forceRerender();
    }
    return started;
  };
  return plugin;
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
  // Added in one reconfiguration: each one restarts every plugin's view.
  const added = [undoSurvivingViewRestarts(), stopCapturingAfterInputRules()];
  if (shared.provider.awareness) added.push(personCaretsPlugin(shared.provider.awareness));
  editor.registerPlugin(syncRenderingOnce(shared.fragment), (sync, plugins) => [...plugins, sync, ...added]);
  // Another person's change is applied with the selection the editor holds, and a click or key it
  // has not read yet (it reads them on 'selectionchange', a moment later) would be undone: the
  // page is read before each message of the connection is applied.
  shared.provider.on('message', () => {
    if (!editor.isDestroyed) readPendingDomChanges(editor.view);
  });
  // The render keeps positions; should the shared text be shorter, the caret stays inside it.
  const size = editor.state.doc.content.size;
  if (seedFromEditor && selection.to <= size && !editor.state.selection.eq(selection)) {
    editor.commands.setTextSelection({ from: selection.from, to: selection.to });
  }
}
