import { Mark, mergeAttributes } from '@tiptap/core';

/**
 * Suggesting mode (issue 19, ADR 0044): a proposed insertion or deletion is a mark on the text,
 * so it travels with the document through Yjs like bold does, with no channel of its own.
 * One id may sit on both marks: replacing text proposes a deletion and an insertion that are
 * accepted or rejected together.
 */
export const SUGGESTED_INSERTION = 'suggestedInsertion';
export const SUGGESTED_DELETION = 'suggestedDeletion';
export type SuggestionKind = 'insertion' | 'deletion';

export type SuggestionAttributes = {
  id: string;
  authorId: number;
  authorName: string;
  /** ISO 8601. */
  createdAt: string;
};

/** "Suggested deletion by Ann Lee, 26 Nov 2026, 17:03": the tooltip, read out by screen readers too. */
export function describeSuggestion(kind: SuggestionKind, attributes: Pick<SuggestionAttributes, 'authorName' | 'createdAt'>): string {
  const date = new Date(attributes.createdAt);
  const when = Number.isNaN(date.getTime()) ? '' : `, ${date.toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' })}`;
  return `Suggested ${kind} by ${attributes.authorName || 'someone'}${when}`;
}

function suggestionMark(name: string, kind: SuggestionKind, tag: 'ins' | 'del') {
  return Mark.create({
    name,
    // Text typed next to a suggestion outside suggesting mode is plain text, not part of it.
    inclusive: false,
    // Never dropped from a node that allows other marks (a link or bold text can be suggested).
    excludes: name,
    addAttributes() {
      return {
        id: { default: '', rendered: false, parseHTML: (element) => element.getAttribute('data-suggestion-id') ?? '' },
        authorId: { default: 0, rendered: false, parseHTML: (element) => Number(element.getAttribute('data-author-id')) || 0 },
        authorName: { default: '', rendered: false, parseHTML: (element) => element.getAttribute('data-author-name') ?? '' },
        createdAt: { default: '', rendered: false, parseHTML: (element) => element.getAttribute('data-created-at') ?? '' },
      };
    },
    parseHTML() {
      return [{ tag: `${tag}[data-suggestion-id]` }];
    },
    renderHTML({ mark, HTMLAttributes }) {
      const attributes = mark.attrs as SuggestionAttributes;
      return [
        tag,
        mergeAttributes(
          {
            class: `suggestion suggestion-${kind}`,
            title: describeSuggestion(kind, attributes),
            'data-suggestion-id': attributes.id,
            'data-author-id': String(attributes.authorId),
            'data-author-name': attributes.authorName,
            'data-created-at': attributes.createdAt,
          },
          HTMLAttributes,
        ),
        0,
      ];
    },
  });
}

export const SuggestedInsertion = suggestionMark(SUGGESTED_INSERTION, 'insertion', 'ins');
export const SuggestedDeletion = suggestionMark(SUGGESTED_DELETION, 'deletion', 'del');
