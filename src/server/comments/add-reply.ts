import { and, count, eq } from 'drizzle-orm';
import { mentionedUserIds } from '../../shared/comment-mentions.js';
import { COMMENTS_PER_THREAD_MAX } from '../../shared/limits.js';
import type { Database, Transaction } from '../db/database.js';
import { comments, commentThreads } from '../db/schema.js';
import { HttpError } from '../http-error.js';
import type { MailQueue } from '../mail/queue-mail.js';
import { notifyMentions } from '../notifications/notify-mentions.js';
import { checkMentions } from './check-mentions.js';
import type { CommentAuthor } from './create-comment-thread.js';
import { findThread, loadThread } from './find-thread.js';
import type { ThreadWithComments } from './comment-rows.js';

/**
 * Adds a comment to a thread under the thread's row lock, so two replies at once cannot pass the
 * thread's limit. Answering a resolved thread reopens it: the discussion is live again.
 */
export async function appendComment(
  tx: Transaction,
  scope: { workspaceId: number; documentId: number; threadId: number },
  values: { authorUserId: number | null; authorName: string; reviewLinkId: string | null; body: string },
) {
  const thread = await findThread(tx, scope, scope.threadId);
  await tx.select({ id: commentThreads.id }).from(commentThreads).where(eq(commentThreads.id, thread.id)).for('update');
  const [held] = await tx.select({ comments: count() }).from(comments).where(eq(comments.threadId, thread.id));
  if ((held?.comments ?? 0) >= COMMENTS_PER_THREAD_MAX) {
    throw new HttpError(409, { error: `A thread can hold ${COMMENTS_PER_THREAD_MAX} comments. Start a new thread to go on.` });
  }
  const [comment] = await tx
    .insert(comments)
    .values({ workspaceId: scope.workspaceId, threadId: thread.id, ...values, mentionedUserIds: mentionedUserIds(values.body) })
    .returning();
  if (thread.status === 'resolved') {
    await tx
      .update(commentThreads)
      .set({ status: 'open', resolvedBy: null, resolvedAt: null })
      .where(and(eq(commentThreads.id, thread.id), eq(commentThreads.status, 'resolved')));
  }
  return comment!;
}

/** A member's reply, telling the members it mentions. */
export async function addReply(
  db: Database,
  mail: MailQueue,
  author: CommentAuthor,
  document: { id: number; title: string },
  threadId: number,
  body: string,
): Promise<ThreadWithComments> {
  const scope = { workspaceId: author.workspaceId, documentId: document.id, threadId };
  return db.transaction(async (tx) => {
    const mentioned = await checkMentions(tx, author.workspaceId, body);
    const comment = await appendComment(tx, scope, { authorUserId: author.userId, authorName: author.name, reviewLinkId: null, body });
    await notifyMentions(tx, mail, { workspaceId: author.workspaceId, document, threadId, commentId: comment.id, actor: author, body }, mentioned);
    return loadThread(tx, scope, threadId);
  });
}
