import type { z } from 'zod';
import { mentionedUserIds } from '../../shared/comment-mentions.js';
import type { createThreadBody } from '../../shared/contract/comments.js';
import type { Database } from '../db/database.js';
import { comments, commentThreads } from '../db/schema.js';
import type { MailQueue } from '../mail/queue-mail.js';
import { notifyMentions } from '../notifications/notify-mentions.js';
import { checkMentions } from './check-mentions.js';
import type { ThreadWithComments } from './comment-rows.js';

export interface CommentAuthor {
  workspaceId: number;
  userId: number;
  name: string;
}

/**
 * Starts a thread on a document (its range, or the whole document without an anchor) with its first
 * comment, and tells the members it mentions; one transaction, so a refused mention saves nothing.
 */
export async function createCommentThread(
  db: Database,
  mail: MailQueue,
  author: CommentAuthor,
  document: { id: number; title: string },
  input: z.output<typeof createThreadBody>,
): Promise<ThreadWithComments> {
  return db.transaction(async (tx) => {
    const mentioned = await checkMentions(tx, author.workspaceId, input.body);
    const [thread] = await tx
      .insert(commentThreads)
      .values({
        workspaceId: author.workspaceId,
        documentId: document.id,
        anchorFrom: input.anchor?.from ?? null,
        anchorTo: input.anchor?.to ?? null,
        anchorQuote: input.anchor?.quote ?? null,
      })
      .returning();
    const [comment] = await tx
      .insert(comments)
      .values({
        workspaceId: author.workspaceId,
        threadId: thread!.id,
        authorUserId: author.userId,
        authorName: author.name,
        body: input.body,
        mentionedUserIds: mentionedUserIds(input.body),
      })
      .returning();
    await notifyMentions(
      tx,
      mail,
      { workspaceId: author.workspaceId, document, threadId: thread!.id, commentId: comment!.id, actor: author, body: input.body },
      mentioned,
    );
    return { thread: thread!, comments: [comment!] };
  });
}
