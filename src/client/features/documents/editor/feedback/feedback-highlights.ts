import { Extension, type Editor } from '@tiptap/core';
import { Plugin, PluginKey, type EditorState, type Transaction } from '@tiptap/pm/state';
import { Decoration, DecorationSet } from '@tiptap/pm/view';
import type { FindingCategory } from '@shared/writing-feedback/finding';
import { mapDecorations } from '../rich-text/map-decorations';
import { readPendingDomChanges } from '../rich-text/read-pending-dom-changes';

/** A finding placed in the document: `index` is its place in the report the hook holds. */
export type PlacedFinding = { index: number; from: number; to: number; category: FindingCategory; rule: string };

export const feedbackHighlightsKey = new PluginKey<DecorationSet>('writingFeedbackHighlights');

/** Sentence-wide findings are shaded, not underlined, so the words inside keep their own underline. */
const SPAN_RULES = new Set(['long-sentence', 'monotonous-sentences']);

function decorate(tr: Transaction, placed: readonly PlacedFinding[]): DecorationSet {
  const decorations = placed
    .filter((finding) => finding.from < finding.to && finding.to <= tr.doc.content.size)
    .map((finding) =>
      Decoration.inline(
        finding.from,
        finding.to,
        { class: `${SPAN_RULES.has(finding.rule) ? 'feedback-span' : 'feedback-mark'} feedback-${finding.category}`, 'data-finding': String(finding.index) },
        { index: finding.index },
      ),
    );
  return DecorationSet.create(tr.doc, decorations);
}

/**
 * The writing feedback's underlines (ADR 0030). The hook sets the findings of each analysis; between
 * analyses the underlines follow the text as it is edited, here or by a collaborator
 * (mapDecorations), and an underline whose words were deleted goes away. Inert until findings are set.
 */
export const FeedbackHighlights = Extension.create({
  name: 'writingFeedbackHighlights',
  addProseMirrorPlugins() {
    return [
      new Plugin<DecorationSet>({
        key: feedbackHighlightsKey,
        state: {
          init: () => DecorationSet.empty,
          apply(tr, previous) {
            const placed = tr.getMeta(feedbackHighlightsKey) as readonly PlacedFinding[] | undefined;
            if (placed) return decorate(tr, placed);
            return mapDecorations(previous, tr);
          },
        },
        props: {
          decorations: (state) => feedbackHighlightsKey.getState(state) ?? DecorationSet.empty,
        },
      }),
    ];
  },
});

/** Where a finding is in the current document; null when its text has been deleted. */
export function findingRange(state: EditorState, index: number): { from: number; to: number } | null {
  const decorations = feedbackHighlightsKey.getState(state);
  const decoration = decorations?.find(undefined, undefined, (spec) => (spec as { index: number }).index === index)[0];
  return decoration ? { from: decoration.from, to: decoration.to } : null;
}

/**
 * Shows a new analysis's findings, once the editor has read a caret the writer has just moved
 * (readPendingDomChanges says why). The transaction is the feedback's
 * own: not an edit (TipTap would emit `update`, counted as unsaved changes and starting another
 * analysis) and not an undo step. False when the editor is not on the page yet, or the text has
 * changed since it was analysed.
 */
export function showFindings(editor: Editor, placed: readonly PlacedFinding[], analysedDoc: EditorState['doc']): boolean {
  try {
    readPendingDomChanges(editor.view);
    // Typing just read changed the text the findings were placed in: the next analysis is on its way.
    if (!editor.state.doc.eq(analysedDoc)) return false;
    editor.view.dispatch(editor.state.tr.setMeta(feedbackHighlightsKey, placed).setMeta('addToHistory', false).setMeta('preventUpdate', true));
    return true;
  } catch {
    return false;
  }
}
