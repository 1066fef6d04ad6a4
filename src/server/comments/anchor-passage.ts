import { absolutePositionToRelativePosition, initProseMirrorDoc } from '@tiptap/y-tiptap';
import * as Y from 'yjs';
import { quoteOf } from '../../shared/comment-quote.js';
import type { CommentAnchor } from '../../shared/contract/comments.js';
import type { GuestPassage } from '../../shared/contract/review-links.js';
import { documentSchema } from '../../shared/rich-text/schema.js';
import { loadSharedState } from '../collab/load-shared-state.js';
import { SHARED_FRAGMENT } from '../collab/shared-text.js';
import type { Database } from '../db/database.js';
import { findPassage } from './find-passage.js';

/**
 * The anchor of a passage a review-link guest selected in the saved text (issue 19, ADR 0047):
 * found in the shared document and written as an editor writes a team member's anchor, Yjs
 * relative positions through y-tiptap's mapping, so the thread is highlighted and follows edits in
 * the same way. Null when the passage is no longer there.
 *
 * The shared state is read as the co-editing server loads it (loadSharedState): a document never
 * opened for co-editing has its state built from the markdown and stored as its first update row
 * there, under the rows' lock. That stored state is the one every editor loads later, so the
 * positions, which name its items, resolve; a Y.Doc built here and thrown away would have items
 * nobody else has.
 */
export async function anchorPassage(
  db: Database,
  document: { id: number; workspaceId: number; content: string },
  passage: GuestPassage,
): Promise<CommentAnchor | null> {
  const shared = new Y.Doc();
  Y.applyUpdate(shared, (await loadSharedState(db, document)).state);
  const fragment = shared.getXmlFragment(SHARED_FRAGMENT);
  const { doc, mapping } = initProseMirrorDoc(fragment, documentSchema);
  const range = findPassage(doc, passage);
  if (!range) return null;
  const encode = (position: number) => Buffer.from(Y.encodeRelativePosition(absolutePositionToRelativePosition(position, fragment, mapping))).toString('base64');
  return { from: encode(range.from), to: encode(range.to), quote: quoteOf(doc.textBetween(range.from, range.to, ' ')) };
}
