import { Mark, mergeAttributes } from '@tiptap/core';
import type { Mark as ProseMirrorMark, Node as ProseMirrorNode } from '@tiptap/pm/model';
import type { Transform } from '@tiptap/pm/transform';
import type { SuggestionAttributes } from './suggestion-marks.js';
import { markedRanges } from './suggestion-ranges.js';

/**
 * A suggested formatting change (ADR 0044): the format is applied so the page shows it, and this
 * mark over the same text records who proposed it and what to undo on rejection. Several may sit on
 * one stretch (bold added, then italic), so the mark does not exclude itself.
 */
export const SUGGESTED_FORMAT = 'suggestedFormat';
/** The inline formats whose changes suggesting mode tracks. */
export const TRACKED_FORMATS: readonly string[] = ['bold', 'italic', 'strike', 'code', 'link'];

export type FormatAction = 'added' | 'removed';
export type FormatSuggestionAttributes = SuggestionAttributes & {
  format: string;
  action: FormatAction;
  /** The format mark's own attributes (a link's href) as JSON, to put a removed one back. */
  formatAttrs: string | null;
};

const FORMAT_NAMES: Record<string, string> = { bold: 'Bold', italic: 'Italic', strike: 'Strikethrough', code: 'Code', link: 'Link' };
/** "Bold: added". */
export const describeFormat = (attributes: Pick<FormatSuggestionAttributes, 'format' | 'action'>) =>
  `${FORMAT_NAMES[attributes.format] ?? attributes.format}: ${attributes.action}`;

export const SuggestedFormat = Mark.create({
  name: SUGGESTED_FORMAT,
  inclusive: false,
  excludes: '',
  addAttributes() {
    const plain = (fallback: unknown) => ({ default: fallback, rendered: false });
    return {
      id: plain(''),
      authorId: plain(0),
      authorName: plain(''),
      createdAt: plain(''),
      format: plain(''),
      action: plain('added'),
      formatAttrs: plain(null),
    };
  },
  parseHTML() {
    return [{ tag: 'span[data-suggested-format]', getAttrs: () => false }];
  },
  renderHTML({ mark, HTMLAttributes }) {
    const attributes = mark.attrs as FormatSuggestionAttributes;
    return [
      'span',
      mergeAttributes(
        {
          class: 'suggestion-format',
          'data-suggested-format': `${attributes.format}:${attributes.action}`,
          title: `${describeFormat(attributes)}, suggested by ${attributes.authorName || 'someone'}`,
        },
        HTMLAttributes,
      ),
      0,
    ];
  },
});

const isFormatSuggestion = (mark: ProseMirrorMark) => mark.type.name === SUGGESTED_FORMAT;

export const formatSuggestionRanges = (doc: ProseMirrorNode) => markedRanges(doc, isFormatSuggestion);

/**
 * Accepting keeps the format and drops the record; rejecting also takes the format back off (or
 * puts a removed one back). Changes no position, so it runs before the text is resolved.
 */
export function resolveFormats(transform: Transform, accept: boolean, ids: ReadonlySet<string> | null): void {
  const schema = transform.doc.type.schema;
  for (const { from, to, mark } of formatSuggestionRanges(transform.doc)) {
    const attributes = mark.attrs as FormatSuggestionAttributes;
    if (ids !== null && !ids.has(attributes.id)) continue;
    transform.removeMark(from, to, mark);
    const format = schema.marks[attributes.format];
    if (accept || !format) continue;
    if (attributes.action === 'added') transform.removeMark(from, to, format);
    else transform.addMark(from, to, format.create(attributes.formatAttrs ? (JSON.parse(attributes.formatAttrs) as Record<string, unknown>) : null));
  }
}
