import type { Mark, Node as ProseMirrorNode } from '@tiptap/pm/model';
import { Transform } from '@tiptap/pm/transform';
import { SUGGESTED_DELETION, SUGGESTED_INSERTION } from './suggestion-marks.js';
import { resolveBreaks, suggestedBreaks } from './suggested-breaks.js';
import { formatSuggestionRanges, resolveFormats } from './suggested-format.js';
import { deletionRuns, markedRanges } from './suggestion-ranges.js';

export type Resolution = 'accept' | 'reject';

/**
 * Accepting or rejecting suggestions, as steps on `transform` (an editor transaction or a plain
 * Transform). Accepting an insertion keeps its text and drops the mark, accepting a deletion
 * removes the text; rejecting does the opposite. Suggested paragraph breaks follow (suggested-breaks.ts). `ids` null means every suggestion.
 */
export function resolveSuggestions(transform: Transform, resolution: Resolution, ids: ReadonlySet<string> | null): Transform {
  resolveFormats(transform, resolution === 'accept', ids);
  const doc = transform.doc;
  const chosen = (name: string) => (mark: Mark) => mark.type.name === name && (ids === null || ids.has(String(mark.attrs.id)));
  const insertions = markedRanges(doc, chosen(SUGGESTED_INSERTION));
  const deletions = markedRanges(doc, chosen(SUGGESTED_DELETION));
  const [kept, removed] = resolution === 'accept' ? [insertions, deletions] : [deletions, insertions];
  // Marks first: dropping one moves no position, so the runs below stay where they were found.
  for (const range of kept) transform.removeMark(range.from, range.to, range.mark);
  const runs = deletionRuns(transform.doc, removed);
  for (const run of runs.reverse()) transform.delete(run.from, run.to);
  resolveBreaks(transform, resolution === 'accept', ids);
  return transform;
}

/** Whether the document holds any pending suggestion. */
export function hasSuggestions(doc: ProseMirrorNode): boolean {
  let found = false;
  doc.descendants((node) => {
    if (found) return false;
    if (node.marks.some((mark) => mark.type.name === SUGGESTED_INSERTION || mark.type.name === SUGGESTED_DELETION)) found = true;
    return !found;
  });
  return found || suggestedBreaks(doc).length > 0 || formatSuggestionRanges(doc).length > 0;
}

/**
 * The document as it stands before review: every suggestion rejected. The stored markdown is
 * this text, so the REST API, search and exports never show half-reviewed changes (ADR 0044).
 */
export function withoutSuggestions(doc: ProseMirrorNode): ProseMirrorNode {
  return hasSuggestions(doc) ? resolveSuggestions(new Transform(doc), 'reject', null).doc : doc;
}
