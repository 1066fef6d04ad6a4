import { Plugin, PluginKey, TextSelection, type EditorState, type Transaction } from '@tiptap/pm/state';
import { resolveSuggestions, type Resolution } from '@shared/rich-text/suggestions/resolve-suggestions';
import { selectedRange } from '../rich-text/selected-range';
import { breakForKey } from './break-for-key';
import { deletionForKey } from './deletion-for-key';
import { trackChanges, type SuggestionAuthor } from './track-changes';

export type SuggestingState = { enabled: boolean; author: SuggestionAuthor | null };

export const suggestingKey = new PluginKey<SuggestingState>('suggesting');

/** Marks a transaction that must be taken as it is (a review decision, a reload of the text). */
export function untracked(tr: Transaction): Transaction {
  return tr.setMeta(suggestingKey, { untracked: true });
}

/**
 * Changes that are not the writer's typing: undo and redo (they restore what was, suggestion
 * marks included), changes from other people through Yjs (already tracked where they were made,
 * with their author), and untracked ones.
 */
function isTracked(tr: Transaction): boolean {
  if (!tr.docChanged) return false;
  if ((tr.getMeta(suggestingKey) as { untracked?: boolean } | undefined)?.untracked) return false;
  if (tr.getMeta('history$')) return false;
  const sync = tr.getMeta('y-sync$') as { isChangeOrigin?: boolean; isUndoRedoOperation?: boolean } | undefined;
  return !sync?.isChangeOrigin && !sync?.isUndoRedoOperation;
}

/** Suggesting mode: while on, the writer's edits become suggestions (ADR 0044). */
export function suggestingPlugin(): Plugin<SuggestingState> {
  return new Plugin<SuggestingState>({
    key: suggestingKey,
    state: {
      init: () => ({ enabled: false, author: null }),
      apply: (tr, value) => {
        const change = tr.getMeta(suggestingKey) as Partial<SuggestingState> | undefined;
        return change && 'enabled' in change ? { enabled: change.enabled === true, author: change.author ?? null } : value;
      },
    },
    props: {
      handleKeyDown(view, event) {
        const { enabled, author } = suggestingKey.getState(view.state) ?? { enabled: false, author: null };
        if (!enabled || !author) return false;
        const { anchor, head } = selectedRange(view);
        const selection = TextSelection.create(view.state.doc, anchor, head);
        // A join of two paragraphs is a proposal of its own, already in its final form.
        const join = breakForKey(view.state, event, selection, author);
        if (join) {
          view.dispatch(untracked(join).scrollIntoView());
          return true;
        }
        const tr = deletionForKey(view.state, event, selection);
        if (!tr) return false;
        view.dispatch(tr.scrollIntoView());
        return true;
      },
    },
    appendTransaction(transactions, oldState, newState) {
      const { enabled, author } = suggestingKey.getState(oldState) ?? { enabled: false, author: null };
      if (!enabled || !author) return null;
      const changing = transactions.filter((tr) => tr.docChanged);
      // A batch mixing tracked and untracked changes is left as it is rather than half tracked.
      if (changing.length === 0 || !changing.every(isTracked)) return null;
      let tracked: Transaction | null;
      try {
        tracked = trackChanges(changing, oldState, newState, author);
      } catch (error) {
        // A change this cannot put back as a suggestion goes through as an edit rather than
        // breaking the editor (undo still takes it back).
        console.warn('Suggesting mode could not track a change', error);
        return null;
      }
      // Marked so that this plugin does not track its own transaction in the next round.
      return tracked ? untracked(tracked) : null;
    },
  });
}

export function isSuggesting(state: EditorState): boolean {
  return suggestingKey.getState(state)?.enabled === true;
}

export function setSuggesting(tr: Transaction, enabled: boolean, author: SuggestionAuthor | null): Transaction {
  return tr.setMeta(suggestingKey, { enabled, author });
}

/** Accept or reject one suggestion (both its insertion and deletion), or every one when `id` is null. */
export function resolveSuggestion(state: EditorState, resolution: Resolution, id: string | null): Transaction {
  const tr = untracked(state.tr);
  resolveSuggestions(tr, resolution, id === null ? null : new Set([id]));
  return tr;
}
