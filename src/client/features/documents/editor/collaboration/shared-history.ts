import type { EditorState } from '@tiptap/pm/state';
import { redo as sharedRedo, undo as sharedUndo, yUndoPluginKey } from '@tiptap/y-tiptap';

/**
 * Undo or redo in Yjs' history, which undoes only this person's changes, never a co-author's.
 * null when the state is not bound to a shared document: the editor's own history answers then
 * (shared-undo.ts). With `dispatch` false, only whether there is something to undo.
 */
export function sharedHistoryStep(state: EditorState, step: 'undo' | 'redo', dispatch: boolean): boolean | null {
  const shared = yUndoPluginKey.getState(state);
  if (!shared) return null;
  const stack = step === 'undo' ? shared.undoManager.undoStack : shared.undoManager.redoStack;
  if (stack.length === 0) return false;
  if (!dispatch) return true;
  return step === 'undo' ? sharedUndo(state) : sharedRedo(state);
}
