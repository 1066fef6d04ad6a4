import { Mapping, ReplaceStep, StepMap } from '@tiptap/pm/transform';
import type { Transaction } from '@tiptap/pm/state';
import type { DecorationSet } from '@tiptap/pm/view';

/**
 * Maps a plugin's decorations (the writing feedback's underlines, the comments' highlights) through
 * a change of the text. A collaborator's change arrives as one step replacing the whole text with
 * the shared document's (the sync plugin rebuilds it), and mapped through that step every
 * decoration would fall inside the replaced range and go. So such a step is mapped by what it
 * actually changed: the text before the first difference and after the last stays where it was.
 */
export function mapDecorations(set: DecorationSet, transaction: Transaction): DecorationSet {
  if (!transaction.docChanged) return set;
  const [step] = transaction.steps;
  const before = transaction.before;
  const replacesWholeText = transaction.steps.length === 1 && step instanceof ReplaceStep && step.from === 0 && step.to === before.content.size;
  if (!replacesWholeText) return set.map(transaction.mapping, transaction.doc);
  return set.map(changedRange(before, transaction.doc), transaction.doc);
}

/** A mapping that replaces only the range where `after` differs from `before`. */
function changedRange(before: Transaction['before'], after: Transaction['doc']): Mapping {
  const start = before.content.findDiffStart(after.content);
  if (start === null) return new Mapping();
  const end = before.content.findDiffEnd(after.content)!;
  // The two ends can overlap where the same text repeats around the change ("aa" → "aaa").
  const overlap = Math.max(0, start - Math.min(end.a, end.b));
  const endBefore = end.a + overlap;
  const endAfter = end.b + overlap;
  return new Mapping([new StepMap([start, endBefore - start, endAfter - start])]);
}
