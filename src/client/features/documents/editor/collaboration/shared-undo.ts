import { Extension } from '@tiptap/core';
import type { EditorState, Transaction } from '@tiptap/pm/state';
import { redo as historyRedo, undo as historyUndo } from '@tiptap/pm/history';
import { loadedCoEditing } from './load-co-editing';

/** Yjs' step when the state is bound to the shared document, else null. */
function sharedStep(state: EditorState, tr: Transaction, step: 'undo' | 'redo', dispatch: boolean): boolean | null {
  // Not loaded means not bound: binding needs the co-editing code (load-co-editing.ts).
  const result = loadedCoEditing()?.sharedHistoryStep(state, step, dispatch) ?? null;
  // Yjs' undo changes the shared document, whose sync plugin dispatches the change itself.
  if (result !== null) tr.setMeta('preventDispatch', true);
  return result;
}

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
        ({ state, dispatch, tr }) =>
          sharedStep(state, tr, 'undo', dispatch !== undefined) ?? historyUndo(state, dispatch),
      redo:
        () =>
        ({ state, dispatch, tr }) =>
          sharedStep(state, tr, 'redo', dispatch !== undefined) ?? historyRedo(state, dispatch),
    };
  },
});
