import type { Mark, Node as ProseMirrorNode } from '@tiptap/pm/model';
import { SUGGESTED_DELETION, SUGGESTED_INSERTION, type SuggestionAttributes } from './suggestion-marks.js';
import { SUGGESTED_SPLIT, suggestedBreaks } from './suggested-breaks.js';
import { formatSuggestionRanges, type FormatSuggestionAttributes } from './suggested-format.js';
import { markedRanges } from './suggestion-ranges.js';

/** One pending suggestion as the review list shows it: its insertion, its deletion, or both (a replacement). */
export type PendingSuggestion = SuggestionAttributes & {
  inserted: string;
  deleted: string;
  /** Where it starts, to show it in the text. */
  position: number;
  /** A proposed paragraph break ('split') or removal of one ('join'); its text is empty. */
  paragraphBreak?: 'split' | 'join';
  /** A proposed formatting change ("Bold: added") on `text`. */
  format?: { name: string; action: 'added' | 'removed'; text: string };
};

const isSuggestion = (mark: Mark) => mark.type.name === SUGGESTED_INSERTION || mark.type.name === SUGGESTED_DELETION;

/** The pending suggestions in document order; parts of one in different paragraphs are joined by a line break. */
export function listSuggestions(doc: ProseMirrorNode): PendingSuggestion[] {
  const byId = new Map<string, PendingSuggestion & { lastTo: { inserted: number; deleted: number } }>();
  for (const range of markedRanges(doc, isSuggestion)) {
    const attributes = range.mark.attrs as SuggestionAttributes;
    let suggestion = byId.get(attributes.id);
    if (!suggestion) {
      suggestion = { ...attributes, inserted: '', deleted: '', position: range.from, lastTo: { inserted: -1, deleted: -1 } };
      byId.set(attributes.id, suggestion);
    }
    const part = range.mark.type.name === SUGGESTED_INSERTION ? 'inserted' : 'deleted';
    const text = doc.textBetween(range.from, range.to, '\n', ' ');
    const joined = suggestion.lastTo[part] >= 0 && suggestion.lastTo[part] !== range.from ? '\n' : '';
    suggestion[part] += joined + text;
    suggestion.lastTo[part] = range.to;
  }
  const texts = [...byId.values()].map(({ lastTo: _lastTo, ...suggestion }): PendingSuggestion => suggestion);
  const breaks = suggestedBreaks(doc).map(
    ({ kind, attributes, position }): PendingSuggestion => ({
      ...attributes,
      inserted: '',
      deleted: '',
      position: position + 1,
      paragraphBreak: kind === SUGGESTED_SPLIT ? 'split' : 'join',
    }),
  );
  const formats = new Map<string, PendingSuggestion>();
  for (const { from, to, mark } of formatSuggestionRanges(doc)) {
    const { format, action, formatAttrs: _formatAttrs, ...attributes } = mark.attrs as FormatSuggestionAttributes;
    const text = doc.textBetween(from, to, '\n', ' ');
    const known = formats.get(attributes.id);
    if (known?.format) known.format.text += text;
    else formats.set(attributes.id, { ...attributes, inserted: '', deleted: '', position: from, format: { name: format, action, text } });
  }
  return [...texts, ...breaks, ...formats.values()].sort((a, b) => a.position - b.position);
}
