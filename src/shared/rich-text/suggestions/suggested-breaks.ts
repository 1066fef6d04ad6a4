import { Extension } from '@tiptap/core';
import type { Node as ProseMirrorNode } from '@tiptap/pm/model';
import type { Transform } from '@tiptap/pm/transform';
import { describeSuggestion, type SuggestionAttributes } from './suggestion-marks.js';

/**
 * Suggested paragraph breaks (ADR 0044): a break has no text to carry a mark, so the proposal is
 * an attribute of the text block after the break. `suggestedSplit`: the break before this block
 * is proposed (Enter); `suggestedJoin`: removing it is proposed (Backspace at the block's start,
 * Delete at the previous one's end). Stored as a JSON string, which a Yjs XML attribute carries
 * as it is, so the proposal reaches every collaborator and survives a reload like a mark does.
 */
export const SUGGESTED_SPLIT = 'suggestedSplit';
export const SUGGESTED_JOIN = 'suggestedJoin';
export type BreakKind = typeof SUGGESTED_SPLIT | typeof SUGGESTED_JOIN;
export const BREAK_KINDS: readonly BreakKind[] = [SUGGESTED_SPLIT, SUGGESTED_JOIN];
const TEXT_BLOCKS = ['paragraph', 'heading'];

export function readBreak(node: ProseMirrorNode, kind: BreakKind): SuggestionAttributes | null {
  const value = node.attrs[kind] as unknown;
  if (typeof value !== 'string' || !value) return null;
  try {
    const parsed = JSON.parse(value) as Partial<SuggestionAttributes>;
    return typeof parsed.id === 'string' ? (parsed as SuggestionAttributes) : null;
  } catch {
    return null;
  }
}

export const writeBreak = (attributes: SuggestionAttributes | null): string | null => (attributes ? JSON.stringify(attributes) : null);

function breakAttribute(kind: BreakKind, label: 'insertion' | 'deletion') {
  const dataName = kind === SUGGESTED_SPLIT ? 'data-suggested-split' : 'data-suggested-join';
  return {
    default: null,
    keepOnSplit: false,
    parseHTML: (element: { getAttribute(name: string): string | null }) => element.getAttribute(dataName),
    renderHTML: (attributes: Record<string, unknown>) => {
      const value = attributes[kind];
      if (typeof value !== 'string' || !value) return {};
      let parsed: Partial<SuggestionAttributes> = {};
      try {
        parsed = JSON.parse(value) as Partial<SuggestionAttributes>;
      } catch {
        // An unreadable value still shows as a suggestion, with no author.
      }
      const title = describeSuggestion(label, { authorName: parsed.authorName ?? '', createdAt: parsed.createdAt ?? '' });
      return { [dataName]: value, 'data-break-title': `${title} (paragraph break)`, class: `suggested-break suggested-break-${label}` };
    },
  };
}

/** The two attributes on paragraphs and headings. Never written to markdown (the text before review). */
export const SuggestedBreaks = Extension.create({
  name: 'suggestedBreaks',
  addGlobalAttributes() {
    return [
      {
        types: TEXT_BLOCKS,
        attributes: {
          [SUGGESTED_SPLIT]: breakAttribute(SUGGESTED_SPLIT, 'insertion'),
          [SUGGESTED_JOIN]: breakAttribute(SUGGESTED_JOIN, 'deletion'),
        },
      },
    ];
  },
});

export type BreakSuggestion = { kind: BreakKind; attributes: SuggestionAttributes; position: number };

/** Every text block carrying a suggested break, in document order (its position is the block's). */
export function suggestedBreaks(doc: ProseMirrorNode): BreakSuggestion[] {
  const found: BreakSuggestion[] = [];
  doc.descendants((node, position) => {
    if (!node.isTextblock) return true;
    for (const kind of BREAK_KINDS) {
      const attributes = readBreak(node, kind);
      if (attributes) found.push({ kind, attributes, position });
    }
    return false;
  });
  return found;
}

/** The end of the text block before the one at `position` (where the break starts), or null for the first. */
function previousTextblockEnd(doc: ProseMirrorNode, position: number): number | null {
  let end: number | null = null;
  doc.nodesBetween(0, position, (node, at) => {
    if (node.isTextblock) {
      if (at + node.nodeSize <= position) end = at + node.nodeSize - 1;
      return false;
    }
    return true;
  });
  return end;
}

/**
 * Accepting or rejecting suggested breaks. A split accepted, or a join rejected, only drops the
 * attribute; a split rejected, or a join accepted, removes the break: the range from the end of
 * the previous text block to the start of this one is deleted, as Backspace there would.
 * Run after the marks are resolved: a break whose block went with deleted text is gone already.
 */
export function resolveBreaks(transform: Transform, accept: boolean, ids: ReadonlySet<string> | null): void {
  const chosen = suggestedBreaks(transform.doc).filter(({ attributes }) => ids === null || ids.has(attributes.id));
  // From the end, so the positions found first stay right.
  for (const { kind, position } of chosen.reverse()) {
    transform.setNodeAttribute(position, kind, null);
    const removeBreak = (kind === SUGGESTED_SPLIT) !== accept;
    const end = removeBreak ? previousTextblockEnd(transform.doc, position) : null;
    if (end !== null) transform.delete(end, position + 1);
  }
}
