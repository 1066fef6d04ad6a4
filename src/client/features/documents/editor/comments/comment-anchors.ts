import type { EditorState } from '@tiptap/pm/state';
import { absolutePositionToRelativePosition, relativePositionToAbsolutePosition, ySyncPluginKey } from '@tiptap/y-tiptap';
import * as Y from 'yjs';
import type { CommentAnchor } from '@shared/contract/comments';
import { quoteOf } from '@shared/comment-quote';

/**
 * Where a thread sits in the shared document (issue 19, ADR 0042): its range's two ends as Yjs
 * relative positions in the `default` fragment, which follow the text through everyone's edits.
 * Absolute ProseMirror positions would be wrong after the first edit before them.
 */

/** The editor's binding to the shared document: what y-tiptap's sync plugin keeps. */
export interface SharedBinding {
  doc: Y.Doc;
  type: Y.XmlFragment;
  mapping: Parameters<typeof relativePositionToAbsolutePosition>[3];
}

/** The binding of an editor bound to the shared document; null for one that is not (a new, unsaved document). */
export function sharedBindingOf(state: EditorState): SharedBinding | null {
  const sync = ySyncPluginKey.getState(state) as { doc?: Y.Doc; type?: Y.XmlFragment; binding?: { mapping: SharedBinding['mapping'] } } | undefined;
  if (!sync?.doc || !sync.type || !sync.binding) return null;
  return { doc: sync.doc, type: sync.type, mapping: sync.binding.mapping };
}

const toBase64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes));
const fromBase64 = (text: string) => Uint8Array.from(atob(text), (character) => character.charCodeAt(0));

/** The anchor of the range from–to (ProseMirror positions), with its text quoted as it reads now. */
export function anchorForRange(binding: SharedBinding, range: { from: number; to: number }, quote: string): CommentAnchor {
  const encode = (position: number) =>
    toBase64(Y.encodeRelativePosition(absolutePositionToRelativePosition(position, binding.type, binding.mapping) as Y.RelativePosition));
  return { from: encode(range.from), to: encode(range.to), quote: quoteOf(quote) };
}

/**
 * Where the anchor's text is now, in ProseMirror positions; null when it was deleted (both ends then
 * resolve to one place) or the anchor cannot be read.
 */
export function rangeOfAnchor(binding: SharedBinding, anchor: Pick<CommentAnchor, 'from' | 'to'>): { from: number; to: number } | null {
  try {
    const resolve = (encoded: string) =>
      relativePositionToAbsolutePosition(binding.doc, binding.type, Y.decodeRelativePosition(fromBase64(encoded)), binding.mapping);
    const from = resolve(anchor.from);
    const to = resolve(anchor.to);
    if (from === null || to === null || from >= to) return null;
    return { from, to };
  } catch {
    return null;
  }
}
