import { withoutMentionMarkers } from '../../shared/comment-mentions.js';
import { quoteOf } from '../../shared/comment-quote.js';
import { commentAnchorSchema, commentBody, type CommentAnchor } from '../../shared/contract/comments.js';
import type { GuestPassage } from '../../shared/contract/review-links.js';
import { NAME_MAX_LENGTH } from '../../shared/limits.js';
import type { Database } from '../db/database.js';
import { comments, commentThreads } from '../db/schema.js';
import { findDocument } from '../documents/find-document.js';
import { invalidField } from '../http-error.js';
import { anchorPassage } from './anchor-passage.js';
import { appendComment } from './add-reply.js';
import { checkAnchor } from './check-anchor.js';
import { loadThread } from './find-thread.js';
import type { ThreadWithComments } from './comment-rows.js';

export interface GuestComment {
  workspaceId: number;
  documentId: number;
  /** The review link the guest came through (issue 19's client review links, migration 0032). */
  reviewLinkId: string;
  /** The contact's name as the link names them, kept with the comment. */
  authorName: string;
  body: string;
  /** A range of the document for a new thread; left out: the whole document. */
  anchor?: CommentAnchor | null;
  /** Or the passage the guest selected in the saved text, to find in the shared document (ADR 0047). */
  passage?: GuestPassage;
  /** How the selected passage reads, kept with the thread even when the passage is no longer there. */
  quote?: string | null;
  /** Answer this thread instead of starting one. */
  threadId?: number;
}

/**
 * A review-link guest's comment (for the review links' routes, which check the link first): a new
 * thread, or a reply to one of the document's threads. The guest is no workspace user, so the author
 * is the name and the link; a guest mentions nobody (markers in their text stay plain text) and
 * notifies no one. The text is checked as a member's is; a document or thread that is not the
 * workspace's is a 404. A selected passage becomes the thread's anchor when it is found in the
 * shared text; when it is not (edited since the guest's page loaded), the comment is kept all the
 * same, on the whole document, its quote and a note saying so at the start of its text.
 */
export async function addGuestComment(db: Database, input: GuestComment): Promise<ThreadWithComments> {
  const body = commentBody.safeParse(input.body);
  if (!body.success) throw invalidField('body', body.error.issues[0]?.message ?? 'Write a comment');
  const anchor = input.anchor ? commentAnchorSchema.safeParse(input.anchor) : null;
  if (anchor && !anchor.success) throw invalidField('anchor', 'anchor must be two base64 Yjs relative positions and the quoted text');
  checkAnchor(anchor?.data);
  const authorName = input.authorName.trim().slice(0, NAME_MAX_LENGTH) || 'Guest';
  const document = await findDocument(db, input.workspaceId, input.documentId);
  const scope = { workspaceId: input.workspaceId, documentId: document.id };
  const author = { authorUserId: null, authorName, reviewLinkId: input.reviewLinkId };
  const { threadId } = input;
  if (threadId !== undefined) {
    return db.transaction(async (tx) => {
      await appendComment(tx, { ...scope, threadId }, { ...author, body: withoutMentionMarkers(body.data) });
      return loadThread(tx, scope, threadId);
    });
  }
  const placed = anchor?.data ?? (input.passage ? await anchorPassage(db, document, input.passage) : null);
  const quote = placed?.quote ?? (quoteOf(input.quote ?? input.passage?.text ?? '') || null);
  const values = { ...author, body: withoutMentionMarkers(!placed && quote ? `${unplacedNote(quote)}\n${body.data}` : body.data) };
  return db.transaction(async (tx) => {
    const [thread] = await tx
      .insert(commentThreads)
      .values({
        ...scope,
        anchorFrom: placed?.from ?? null,
        anchorTo: placed?.to ?? null,
        anchorQuote: quote,
      })
      .returning();
    const [comment] = await tx.insert(comments).values({ workspaceId: input.workspaceId, threadId: thread!.id, ...values, mentionedUserIds: [] }).returning();
    return { thread: thread!, comments: [comment!] };
  });
}

/**
 * What starts a guest's comment whose passage could not be marked in the text: the team reads the
 * quote and why it is not highlighted, rather than losing the comment.
 */
export const unplacedNote = (quote: string) => `On “${quote}” (this passage had changed before the comment arrived, so it is not marked in the text):`;
