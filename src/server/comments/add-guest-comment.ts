import { withoutMentionMarkers } from '../../shared/comment-mentions.js';
import { commentAnchorSchema, commentBody, type CommentAnchor } from '../../shared/contract/comments.js';
import { NAME_MAX_LENGTH } from '../../shared/limits.js';
import type { Database } from '../db/database.js';
import { comments, commentThreads } from '../db/schema.js';
import { findDocument } from '../documents/find-document.js';
import { invalidField } from '../http-error.js';
import { appendComment } from './add-reply.js';
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
  /** Answer this thread instead of starting one. */
  threadId?: number;
}

/**
 * A review-link guest's comment (for the review links' routes, which check the link first): a new
 * thread, or a reply to one of the document's threads. The guest is no workspace user, so the author
 * is the name and the link; a guest mentions nobody (markers in their text stay plain text) and
 * notifies no one. The text is checked as a member's is; a document or thread that is not the
 * workspace's is a 404.
 */
export async function addGuestComment(db: Database, input: GuestComment): Promise<ThreadWithComments> {
  const body = commentBody.safeParse(input.body);
  if (!body.success) throw invalidField('body', body.error.issues[0]?.message ?? 'Write a comment');
  const anchor = input.anchor ? commentAnchorSchema.safeParse(input.anchor) : null;
  if (anchor && !anchor.success) throw invalidField('anchor', 'anchor must be two base64 Yjs relative positions and the quoted text');
  const authorName = input.authorName.trim().slice(0, NAME_MAX_LENGTH) || 'Guest';
  const document = await findDocument(db, input.workspaceId, input.documentId);
  const scope = { workspaceId: input.workspaceId, documentId: document.id };
  const values = { authorUserId: null, authorName, reviewLinkId: input.reviewLinkId, body: withoutMentionMarkers(body.data) };
  return db.transaction(async (tx) => {
    if (input.threadId !== undefined) {
      await appendComment(tx, { ...scope, threadId: input.threadId }, values);
      return loadThread(tx, scope, input.threadId);
    }
    const [thread] = await tx
      .insert(commentThreads)
      .values({
        ...scope,
        anchorFrom: anchor?.data.from ?? null,
        anchorTo: anchor?.data.to ?? null,
        anchorQuote: anchor?.data.quote ?? null,
      })
      .returning();
    const [comment] = await tx.insert(comments).values({ workspaceId: input.workspaceId, threadId: thread!.id, ...values, mentionedUserIds: [] }).returning();
    return { thread: thread!, comments: [comment!] };
  });
}
