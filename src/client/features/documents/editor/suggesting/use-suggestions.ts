import { useEditorState, type Editor } from '@tiptap/react';
import type { Node as ProseMirrorNode } from '@tiptap/pm/model';
import { listSuggestions, type PendingSuggestion } from '@shared/rich-text/suggestions/list-suggestions';
import { isSuggesting } from './suggesting-plugin';

// Read once per document state, not once per transaction (a caret move changes no suggestion).
const listed = new WeakMap<ProseMirrorNode, PendingSuggestion[]>();

/** The document's pending suggestions, read once per document state (the toolbar and the panel share it). */
export function suggestionsOf(doc: ProseMirrorNode): PendingSuggestion[] {
  let suggestions = listed.get(doc);
  if (!suggestions) {
    suggestions = listSuggestions(doc);
    listed.set(doc, suggestions);
  }
  return suggestions;
}

/** Same suggestions and text; a shift in position alone (typing before one) re-renders nothing. */
function sameList(a: readonly PendingSuggestion[], b: readonly PendingSuggestion[]): boolean {
  return a.length === b.length && a.every((one, i) => one.id === b[i]!.id && one.inserted === b[i]!.inserted && one.deleted === b[i]!.deleted);
}

export type SuggestionsView = { suggesting: boolean; suggestions: PendingSuggestion[] };

/** Whether suggesting mode is on and the pending suggestions; re-renders only when either changes. */
export function useSuggestions(editor: Editor): SuggestionsView {
  return useEditorState({
    editor,
    selector: ({ editor: current }) => ({ suggesting: isSuggesting(current.state), suggestions: suggestionsOf(current.state.doc) }),
    equalityFn: (a, b) => b !== null && a.suggesting === b.suggesting && sameList(a.suggestions, b.suggestions),
  });
}
