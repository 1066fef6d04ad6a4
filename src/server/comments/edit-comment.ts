import { eq, sql } from 'drizzle-orm';
import { mentionedUserIds } from '../../shared/comment-mentions.js';
import type { Database } from '../db/database.js';
import { comments } from '../db/schema.js';
import type { MailQueue } from '../mail/queue-mail.js';
import { notifyMentions } from '../notifications/notify-mentions.js';
import { checkMentions } from './check-mentions.js';
import type { CommentRow, ThreadWithComments } from './comment-rows.js';
import type { CommentAuthor } from './create-comment-thread.js';
import { loadThread } from './find-thread.js';

/**
 * Changes a comment's text (its author's, checked by the route). Only people the edit newly mentions
 * are told: fixing a typo does not notify everyone again.
 */
export async function editComment(
  db: Database,
  mail: MailQueue,
  author: CommentAuthor,
  document: { id: number; title: string },
  comment: CommentRow,
  body: string,
): Promise<ThreadWithComments> {
  return db.transaction(async (tx) => {
    const mentioned = await checkMentions(tx, author.workspaceId, body);
    await tx.update(comments).set({ body, mentionedUserIds: mentionedUserIds(body), editedAt: sql`now()` }).where(eq(comments.id, comment.id));
    const before = new Set(comment.mentionedUserIds);
    await notifyMentions(
      tx,
      mail,
      { workspaceId: author.workspaceId, document, threadId: comment.threadId, commentId: comment.id, actor: author, body },
      mentioned.filter((member) => !before.has(member.id)),
    );
    return loadThread(tx, { workspaceId: author.workspaceId, documentId: document.id }, comment.threadId);
  });
}
