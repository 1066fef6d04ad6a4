import { prosemirrorToYXmlFragment, yXmlFragmentToProseMirrorRootNode } from '@tiptap/y-tiptap';
import * as Y from 'yjs';
import { parseMarkdown, serializeMarkdown } from '../../shared/rich-text/markdown.js';
import { documentSchema } from '../../shared/rich-text/schema.js';

/** The XmlFragment the editor's Collaboration extension binds to (TipTap's default field). */
export const SHARED_FRAGMENT = 'default';

/**
 * Converts between a document's stored markdown and its shared Yjs state, through the same
 * ProseMirror schema the editor uses (src/shared/rich-text), so what the server writes back is
 * what the editor would have saved.
 */
export function yDocFromMarkdown(markdown: string): Y.Doc {
  const doc = new Y.Doc();
  prosemirrorToYXmlFragment(parseMarkdown(markdown), doc.getXmlFragment(SHARED_FRAGMENT));
  return doc;
}

export function markdownOfYDoc(doc: Y.Doc): string {
  return serializeMarkdown(yXmlFragmentToProseMirrorRootNode(doc.getXmlFragment(SHARED_FRAGMENT), documentSchema));
}

/**
 * Makes the shared text say `markdown`, as one transaction: the fragment is diffed against the
 * new tree (y-prosemirror's updateYFragment), so unchanged paragraphs keep their identity and the
 * carets and comment anchors in them survive.
 */
export function replaceMarkdown(doc: Y.Doc, markdown: string, origin: unknown): void {
  doc.transact(() => {
    prosemirrorToYXmlFragment(parseMarkdown(markdown), doc.getXmlFragment(SHARED_FRAGMENT));
  }, origin);
}

/** Every stored update of a document merged into one, as a Y.Doc. */
export function yDocFromUpdates(updates: Uint8Array[]): Y.Doc {
  const doc = new Y.Doc();
  doc.transact(() => {
    for (const update of updates) Y.applyUpdate(doc, update);
  });
  return doc;
}
