import type { EditorState, Selection, Transaction } from '@tiptap/pm/state';
import { TextSelection } from '@tiptap/pm/state';
import { resolveSuggestions } from '@shared/rich-text/suggestions/resolve-suggestions';
import { readBreak, SUGGESTED_JOIN, SUGGESTED_SPLIT, writeBreak } from '@shared/rich-text/suggestions/suggested-breaks';
import type { SuggestionAuthor } from './track-changes';

/**
 * Backspace at the start of a paragraph, or Delete at its end, in suggesting mode (ADR 0044):
 * instead of joining the two paragraphs, the block after the break gets a suggested join. If that
 * break is the writer's own pending split, it is simply taken back. Only two text blocks side by
 * side in one parent qualify (in a list, Backspace keeps lifting the item as it does outside
 * suggesting mode). Null when the key is not such a join.
 */
export function breakForKey(
  state: EditorState,
  event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'altKey' | 'metaKey' | 'shiftKey'>,
  selection: Selection,
  author: SuggestionAuthor,
  now: () => Date = () => new Date(),
  newId: () => string = () => crypto.randomUUID(),
): Transaction | null {
  const backward = event.key === 'Backspace';
  if ((!backward && event.key !== 'Delete') || !selection.empty) return null;
  const { $from } = selection;
  const block = $from.parent;
  if (!block.isTextblock || $from.parentOffset !== (backward ? 0 : block.content.size)) return null;
  const container = $from.node($from.depth - 1);
  const index = $from.index($from.depth - 1);
  const neighbour = backward ? container.maybeChild(index - 1) : container.maybeChild(index + 1);
  if (!neighbour?.isTextblock) return null;
  // The block after the break, and where it starts.
  const [after, position] = backward ? [block, $from.before()] : [neighbour, $from.after()];
  if (!(SUGGESTED_JOIN in after.attrs)) return null;

  const tr = state.tr;
  const split = readBreak(after, SUGGESTED_SPLIT);
  if (split && split.authorId === author.id) {
    resolveSuggestions(tr, 'reject', new Set([split.id]));
    return tr;
  }
  if (!readBreak(after, SUGGESTED_JOIN)) {
    const attributes = { id: newId(), authorId: author.id, authorName: author.name, createdAt: now().toISOString() };
    tr.setNodeAttribute(position, SUGGESTED_JOIN, writeBreak(attributes));
  }
  // The caret crosses the break, as it would had the paragraphs been joined.
  const caret = backward ? position - 1 : position + 1;
  return tr.setSelection(TextSelection.create(tr.doc, caret));
}
