import type { Mark, Node as ProseMirrorNode } from '@tiptap/pm/model';
import type { Transaction } from '@tiptap/pm/state';
import { AddMarkStep, Mapping, RemoveMarkStep } from '@tiptap/pm/transform';
import { SUGGESTED_FORMAT, TRACKED_FORMATS, type FormatAction, type FormatSuggestionAttributes } from '@shared/rich-text/suggestions/suggested-format';
import { markedRanges } from '@shared/rich-text/suggestions/suggestion-ranges';
import type { SuggestionAttributes } from '@shared/rich-text/suggestions/suggestion-marks';

type FormatChange = { from: number; to: number; format: Mark; action: FormatAction };

/** The tracked formats the transactions added or removed, positioned in the document they produced. */
export function formatChangesOf(transactions: readonly Transaction[]): FormatChange[] {
  const steps = transactions.flatMap((tr) => tr.steps);
  const mapping = new Mapping(steps.map((step) => step.getMap()));
  const changes: FormatChange[] = [];
  steps.forEach((step, index) => {
    if (!(step instanceof AddMarkStep || step instanceof RemoveMarkStep) || !TRACKED_FORMATS.includes(step.mark.type.name)) return;
    const later = mapping.slice(index + 1);
    const from = later.map(step.from, 1);
    const to = later.map(step.to, -1);
    if (to > from) changes.push({ from, to, format: step.mark, action: step instanceof AddMarkStep ? 'added' : 'removed' });
  });
  return changes;
}

const ownOpposite = (doc: ProseMirrorNode, change: FormatChange, authorId: number) =>
  markedRanges(
    doc,
    (mark) =>
      mark.type.name === SUGGESTED_FORMAT &&
      mark.attrs.authorId === authorId &&
      mark.attrs.format === change.format.type.name &&
      mark.attrs.action !== change.action,
    change.from,
    change.to,
  );

/**
 * Records each format change as a suggestion (ADR 0044): the format stays applied, a
 * `suggestedFormat` mark over the text says who proposed it and what rejecting undoes. Undoing
 * one's own pending proposal (bold added, then taken off) drops that proposal instead.
 */
export function trackFormats(tr: Transaction, changes: readonly FormatChange[], attributes: SuggestionAttributes): void {
  const type = tr.doc.type.schema.marks[SUGGESTED_FORMAT]!;
  for (const change of changes) {
    const from = tr.mapping.map(change.from, 1);
    const to = tr.mapping.map(change.to, -1);
    if (to <= from) continue;
    const opposite = ownOpposite(tr.doc, { ...change, from, to }, attributes.authorId);
    for (const range of opposite) tr.removeMark(range.from, range.to, range.mark);
    let cursor = from;
    for (const range of [...opposite, { from: to, to }]) {
      if (range.from > cursor) {
        const suggestion: FormatSuggestionAttributes = {
          ...attributes,
          format: change.format.type.name,
          action: change.action,
          formatAttrs: Object.keys(change.format.attrs).length > 0 ? JSON.stringify(change.format.attrs) : null,
        };
        tr.addMark(cursor, range.from, type.create(suggestion));
      }
      cursor = Math.max(cursor, range.to);
    }
  }
}
