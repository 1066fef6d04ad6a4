import type { Editor } from '@tiptap/core';
import { Plugin, PluginKey } from '@tiptap/pm/state';
import { Decoration, DecorationSet } from '@tiptap/pm/view';
import { mapDecorations } from '../rich-text/map-decorations';
import { readPendingSelection } from '../rich-text/read-pending-dom-changes';

/**
 * The commented ranges underlined in the text (issue 19): decorations only, never marks, so they are
 * not part of the document, its markdown or anyone else's editor. The ranges are set from the
 * threads' anchors after every change; between two settings they move with the text.
 */
const highlightsKey = new PluginKey<DecorationSet>('comment-highlights');
const SET = 'set-comment-highlights';

export interface HighlightRange {
  threadId: number;
  from: number;
  to: number;
  active: boolean;
}

/** Adds the highlight plugin; a click on highlighted text names its thread. Returns the removal. */
export function installCommentHighlights(editor: Editor, onClickThread: (threadId: number) => void): () => void {
  const plugin = new Plugin<DecorationSet>({
    key: highlightsKey,
    state: {
      init: () => DecorationSet.empty,
      apply: (transaction, set) => (transaction.getMeta(SET) as DecorationSet | undefined) ?? mapDecorations(set, transaction),
    },
    props: {
      decorations: (state) => highlightsKey.getState(state),
      handleClick: (view, position) => {
        const [found] = highlightsKey.getState(view.state)?.find(position, position) ?? [];
        const threadId = Number((found?.spec as { threadId?: number } | undefined)?.threadId);
        if (Number.isInteger(threadId)) onClickThread(threadId);
        return false;
      },
    },
  });
  editor.registerPlugin(plugin);
  return () => {
    if (!editor.isDestroyed) editor.unregisterPlugin(highlightsKey);
  };
}

/** How many highlights the text holds now: a change that replaced a highlight's words maps it away. */
export function commentHighlightCount(editor: Editor): number {
  return highlightsKey.getState(editor.state)?.find().length ?? 0;
}

export function showCommentHighlights(editor: Editor, ranges: readonly HighlightRange[]): void {
  if (editor.isDestroyed || !highlightsKey.getState(editor.state)) return;
  // Redrawing the text's marks writes the editor's selection back to the page: read it first.
  readPendingSelection(editor.view);
  const { doc } = editor.state;
  const decorations = ranges
    .filter((range) => range.to <= doc.content.size)
    .map((range) =>
      Decoration.inline(
        range.from,
        range.to,
        { class: range.active ? 'comment-highlight comment-highlight-active' : 'comment-highlight', 'data-comment-thread': String(range.threadId) },
        { threadId: range.threadId },
      ),
    );
  editor.view.dispatch(editor.state.tr.setMeta(SET, DecorationSet.create(doc, decorations)).setMeta('addToHistory', false));
}
