import type { Mark, MarkType, Node as ProseMirrorNode, Slice } from '@tiptap/pm/model';
import { TextSelection, type EditorState, type Transaction } from '@tiptap/pm/state';
import { Mapping, ReplaceStep } from '@tiptap/pm/transform';
import { SUGGESTED_DELETION, SUGGESTED_INSERTION, type SuggestionAttributes } from '@shared/rich-text/suggestions/suggestion-marks';
import { SUGGESTED_JOIN, SUGGESTED_SPLIT, writeBreak } from '@shared/rich-text/suggestions/suggested-breaks';
import { deletionRuns, markedRanges } from '@shared/rich-text/suggestions/suggestion-ranges';
import { BACKSPACE } from './deletion-for-key';
import { formatChangesOf, trackFormats } from './track-formats';

export type SuggestionAuthor = { id: number; name: string };

type Replacement = {
  /** Where the removed content goes back, in the document after the transactions. */
  at: number;
  removed: Slice;
  /** The inserted content, in the document after the transactions. */
  inserted: { from: number; to: number } | null;
  /** The caret stood at the end of the removed range with nothing selected: Backspace. */
  backward: boolean;
};

/**
 * What a replacement really changed. A change read back from the page (Backspace is often left
 * to the browser) replaces more than the character: ProseMirror re-reads the text around it,
 * suggestion marks included, and taking that as written would turn a struck neighbour into an
 * insertion. So what the step removed and what it put back are compared, and their common start
 * and end left alone. (Only within the step: a diff of the whole documents would move a typed
 * " there" before "Hello world" to "there " after the space.)
 */
function changedRange(step: ReplaceStep, before: ProseMirrorNode): { from: number; toBefore: number; toAfter: number } | null {
  const removed = before.slice(step.from, step.to);
  const inserted = step.slice;
  const whole = { from: step.from, toBefore: step.to, toAfter: step.from + inserted.size };
  if (removed.size === 0 || inserted.size === 0 || removed.openStart !== inserted.openStart || removed.openEnd !== inserted.openEnd) {
    return whole;
  }
  const start = removed.content.findDiffStart(inserted.content);
  if (start === null) return null;
  let { a: endRemoved, b: endInserted } = removed.content.findDiffEnd(inserted.content)!;
  // Repeated text ("aa" to "a") lets the common start and end overlap: move the end past it.
  const overlap = start - Math.min(endRemoved, endInserted);
  if (overlap > 0) {
    endRemoved += overlap;
    endInserted += overlap;
  }
  // Both slices start `openStart` levels deep, at the step's `from`.
  const origin = step.from - removed.openStart;
  return { from: Math.max(step.from, origin + start), toBefore: origin + endRemoved, toAfter: origin + endInserted };
}

/** The replacements the transactions made, positioned in the document they produced. */
function replacementsOf(transactions: readonly Transaction[], oldState: EditorState): Replacement[] {
  // Every step, so that `mapping.slice(index + 1)` maps past the ones after it; only
  // replacements are tracked (formatting and structure changes are taken as they are).
  const steps: { replace: ReplaceStep | null; before: ProseMirrorNode }[] = [];
  const mapping = new Mapping();
  for (const tr of transactions) {
    tr.steps.forEach((step, index) => {
      steps.push({ replace: step instanceof ReplaceStep ? step : null, before: tr.docs[index]! });
      mapping.appendMap(step.getMap());
    });
  }
  const caret = oldState.selection;
  const backspace = transactions[0]!.getMeta(BACKSPACE) === true;
  const replacements: Replacement[] = [];
  steps.forEach(({ replace, before }, index) => {
    const change = replace ? changedRange(replace, before) : null;
    if (!change) return;
    const later = mapping.slice(index + 1);
    const { from, toBefore, toAfter } = change;
    replacements.push({
      // Mapped toward the start: the removed text goes back before what replaced it.
      at: later.map(from, -1),
      removed: before.slice(from, toBefore),
      inserted: toAfter > from ? { from: later.map(from, 1), to: later.map(toAfter, -1) } : null,
      backward: index === 0 && toBefore > from && (backspace || (caret.empty && caret.from === toBefore)),
    });
  });
  return replacements;
}

const suggestionAttributes = (id: string, author: SuggestionAuthor, createdAt: string): SuggestionAttributes => ({
  id,
  authorId: author.id,
  authorName: author.name,
  createdAt,
});

function suggestionMark(type: MarkType, id: string, author: SuggestionAuthor, createdAt: string): Mark {
  return type.create(suggestionAttributes(id, author, createdAt));
}

/**
 * A paragraph break inserted with no text (Enter): each text block that starts inside the
 * inserted range gets a suggested split (ADR 0044). A split block copies its attributes, so a
 * proposal the old block carried is cleared from the new one.
 */
function markSplits(tr: Transaction, from: number, to: number, attributes: SuggestionAttributes): void {
  if (tr.doc.textBetween(from, to, '', '\ufffc') !== '') return;
  const starts: number[] = [];
  tr.doc.nodesBetween(from, to, (node, position) => {
    if (node.isTextblock) {
      if (position >= from && SUGGESTED_SPLIT in node.attrs) starts.push(position);
      return false;
    }
    return true;
  });
  for (const position of starts) {
    tr.setNodeAttribute(position, SUGGESTED_SPLIT, writeBreak(attributes)).setNodeAttribute(position, SUGGESTED_JOIN, null);
  }
}

/**
 * The author's own suggestion of this kind touching `position`: typing on (or deleting further)
 * extends it rather than making one suggestion per key.
 */
function adjacentOwnMark(doc: ProseMirrorNode, position: number, type: MarkType, author: SuggestionAuthor): Mark | null {
  const $position = doc.resolve(position);
  for (const node of [$position.nodeBefore, $position.nodeAfter]) {
    const mark = node?.marks.find((candidate) => candidate.type === type && candidate.attrs.authorId === author.id);
    if (mark) return mark;
  }
  return null;
}

/**
 * Suggesting mode's core (ADR 0044): given transactions just applied, the transaction that turns
 * them into tracked changes. Removed content is put back with a deletion mark (the author's own
 * pending insertions are left out: deleting them really deletes them), inserted content gets an
 * insertion mark. Appended to the user's transaction, it is undone with it in one step.
 */
export function trackChanges(
  transactions: readonly Transaction[],
  oldState: EditorState,
  newState: EditorState,
  author: SuggestionAuthor,
  now: () => Date = () => new Date(),
  newId: () => string = () => crypto.randomUUID(),
): Transaction | null {
  const replacements = replacementsOf(transactions, oldState);
  const formatChanges = formatChangesOf(transactions);
  if (replacements.length === 0 && formatChanges.length === 0) return null;
  const schema = newState.schema;
  const insertion = schema.marks[SUGGESTED_INSERTION]!;
  const deletion = schema.marks[SUGGESTED_DELETION]!;
  const createdAt = now().toISOString();
  const tr = newState.tr;
  let caret: number | null = null;

  for (const replacement of replacements) {
    const id = newId();
    if (replacement.removed.size > 0) {
      const at = tr.mapping.map(replacement.at, -1);
      const stepsBefore = tr.steps.length;
      tr.replace(at, at, replacement.removed);
      const end = tr.mapping.slice(stepsBefore).map(at, 1);
      const ownInsertions = markedRanges(tr.doc, (mark) => mark.type === insertion && mark.attrs.authorId === author.id, at, end);
      const mark =
        adjacentOwnMark(tr.doc, at, deletion, author) ??
        adjacentOwnMark(tr.doc, end, deletion, author) ??
        suggestionMark(deletion, id, author, createdAt);
      // Text someone already proposed to delete keeps that proposal (and its author).
      const alreadyDeleted = markedRanges(tr.doc, (candidate) => candidate.type === deletion, at, end);
      let cursor = at;
      for (const range of [...alreadyDeleted, { from: end, to: end }]) {
        if (range.from > cursor) tr.addMark(cursor, range.from, mark);
        cursor = Math.max(cursor, range.to);
      }
      const beforeDeletes = tr.steps.length;
      for (const run of deletionRuns(tr.doc, ownInsertions).reverse()) tr.delete(run.from, run.to);
      if (replacement.backward) caret = tr.mapping.slice(beforeDeletes).map(at, -1);
    }
    if (replacement.inserted) {
      const from = tr.mapping.map(replacement.inserted.from, 1);
      const to = tr.mapping.map(replacement.inserted.to, -1);
      if (to > from) {
        tr.removeMark(from, to, insertion).removeMark(from, to, deletion);
        const mark =
          adjacentOwnMark(tr.doc, from, insertion, author) ??
          adjacentOwnMark(tr.doc, to, insertion, author) ??
          suggestionMark(insertion, id, author, createdAt);
        tr.addMark(from, to, mark);
        if (replacement.removed.size === 0) markSplits(tr, from, to, suggestionAttributes(id, author, createdAt));
      }
    }
  }
  if (formatChanges.length > 0) trackFormats(tr, formatChanges, suggestionAttributes(newId(), author, createdAt));
  if (caret !== null) tr.setSelection(TextSelection.create(tr.doc, caret));
  return tr.docChanged ? tr : null;
}
