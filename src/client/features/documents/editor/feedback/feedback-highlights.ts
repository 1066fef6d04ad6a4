import { Extension } from '@tiptap/core';
import { Plugin, PluginKey, type EditorState, type Transaction } from '@tiptap/pm/state';
import { Decoration, DecorationSet } from '@tiptap/pm/view';
import type { FindingCategory } from '@shared/writing-feedback/index';

/** A finding placed in the document: `index` is its place in the report the hook holds. */
export type PlacedFinding = { index: number; from: number; to: number; category: FindingCategory; rule: string };

type HighlightState = { decorations: DecorationSet; active: number | null; placed: readonly PlacedFinding[] };
type HighlightMeta = { placed: readonly PlacedFinding[] } | { active: number | null };

export const feedbackHighlightsKey = new PluginKey<HighlightState>('writingFeedbackHighlights');

/** Sentence-wide findings are shaded, not underlined, so the words inside keep their own underline. */
const SPAN_RULES = new Set(['long-sentence', 'monotonous-sentences']);

function decorate(state: EditorState | Transaction, placed: readonly PlacedFinding[], active: number | null): DecorationSet {
  const doc = state.doc;
  const decorations = placed
    .filter((finding) => finding.from < finding.to && finding.to <= doc.content.size)
    .map((finding) =>
      Decoration.inline(
        finding.from,
        finding.to,
        {
          class: [
            SPAN_RULES.has(finding.rule) ? 'feedback-span' : 'feedback-mark',
            `feedback-${finding.category}`,
            finding.index === active ? 'feedback-active' : '',
          ].join(' '),
          'data-finding': String(finding.index),
        },
        { index: finding.index },
      ),
    );
  return DecorationSet.create(doc, decorations);
}

/**
 * The writing feedback's underlines (ADR 0030). The hook sets the findings of each analysis; between
 * analyses the underlines follow the text as it is edited, and an underline whose words were
 * deleted goes away. Inert until findings are set.
 */
export const FeedbackHighlights = Extension.create({
  name: 'writingFeedbackHighlights',
  addProseMirrorPlugins() {
    return [
      new Plugin<HighlightState>({
        key: feedbackHighlightsKey,
        state: {
          init: () => ({ decorations: DecorationSet.empty, active: null, placed: [] }),
          apply(tr, previous) {
            const meta = tr.getMeta(feedbackHighlightsKey) as HighlightMeta | undefined;
            // New findings are numbered afresh, so no card stays open on an old number.
            if (meta && 'placed' in meta) return { decorations: decorate(tr, meta.placed, null), active: null, placed: meta.placed };
            if (meta && 'active' in meta) {
              const placed = currentPlacement(previous, tr);
              return { decorations: decorate(tr, placed, meta.active), active: meta.active, placed };
            }
            if (!tr.docChanged) return previous;
            return { ...previous, decorations: previous.decorations.map(tr.mapping, tr.doc) };
          },
        },
        props: {
          decorations: (state) => feedbackHighlightsKey.getState(state)?.decorations ?? DecorationSet.empty,
        },
      }),
    ];
  },
});

/** The findings where they are now: each one's range as mapped through the edits since it was set. */
function currentPlacement(state: HighlightState, tr?: Transaction): PlacedFinding[] {
  const decorations = tr && tr.docChanged ? state.decorations.map(tr.mapping, tr.doc) : state.decorations;
  const byIndex = new Map(decorations.find().map((decoration) => [(decoration.spec as { index: number }).index, decoration]));
  return state.placed.flatMap((finding) => {
    const decoration = byIndex.get(finding.index);
    return decoration ? [{ ...finding, from: decoration.from, to: decoration.to }] : [];
  });
}

/** Where a finding is in the current document; null when its text has been deleted. */
export function findingRange(state: EditorState, index: number): { from: number; to: number } | null {
  const highlight = feedbackHighlightsKey.getState(state);
  if (!highlight) return null;
  const decoration = highlight.decorations.find(undefined, undefined, (spec) => (spec as { index: number }).index === index)[0];
  return decoration ? { from: decoration.from, to: decoration.to } : null;
}

/**
 * Marks a transaction as the feedback's own: not an edit (TipTap would otherwise emit `update` for
 * it, which counts as unsaved changes and starts another analysis) and not an undo step.
 */
function feedbackOnly(tr: Transaction): Transaction {
  return tr.setMeta('addToHistory', false).setMeta('preventUpdate', true);
}

export function setPlacedFindings(tr: Transaction, placed: readonly PlacedFinding[]): Transaction {
  return feedbackOnly(tr.setMeta(feedbackHighlightsKey, { placed } satisfies HighlightMeta));
}

export function setActiveFinding(tr: Transaction, active: number | null): Transaction {
  return feedbackOnly(tr.setMeta(feedbackHighlightsKey, { active } satisfies HighlightMeta));
}
