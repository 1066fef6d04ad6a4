import { Extension } from '@tiptap/core';
import { redo as historyRedo, undo as historyUndo } from '@tiptap/pm/history';
import { redo as sharedRedo, undo as sharedUndo, yUndoPluginKey } from '@tiptap/y-tiptap';

/**
 * Undo and redo for both kinds of text the editor holds: the editor's own history while a new
 * document is local, Yjs' undo once it is bound to the shared document (which undoes only this
 * person's changes, never a co-author's). Registered after StarterKit's undo/redo, whose commands
 * these replace: the toolbar and StarterKit's keys (Mod-Z, Mod-Shift-Z, Mod-Y) reach them.
 */
export const SharedUndo = Extension.create({
  name: 'sharedUndo',

  addCommands() {
    return {
      undo:
        () =>
        ({ state, dispatch, tr }) => {
          const shared = yUndoPluginKey.getState(state);
          if (!shared) return historyUndo(state, dispatch);
          tr.setMeta('preventDispatch', true);
          if (shared.undoManager.undoStack.length === 0) return false;
          return dispatch ? sharedUndo(state) : true;
        },
      redo:
        () =>
        ({ state, dispatch, tr }) => {
          const shared = yUndoPluginKey.getState(state);
          if (!shared) return historyRedo(state, dispatch);
          tr.setMeta('preventDispatch', true);
          if (shared.undoManager.redoStack.length === 0) return false;
          return dispatch ? sharedRedo(state) : true;
        },
    };
  },
});
