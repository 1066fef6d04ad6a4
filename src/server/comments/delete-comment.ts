import { count, eq } from 'drizzle-orm';
import type { Database } from '../db/database.js';
import { comments, commentThreads } from '../db/schema.js';
import type { CommentRow } from './comment-rows.js';

/**
 * Deletes one comment (and the notifications that point at it, by cascade). The thread goes with
 * its last comment: an empty thread says nothing.
 */
export async function deleteComment(db: Database, comment: CommentRow): Promise<{ threadDeleted: boolean }> {
  return db.transaction(async (tx) => {
    await tx.select({ id: commentThreads.id }).from(commentThreads).where(eq(commentThreads.id, comment.threadId)).for('update');
    await tx.delete(comments).where(eq(comments.id, comment.id));
    const [left] = await tx.select({ comments: count() }).from(comments).where(eq(comments.threadId, comment.threadId));
    if ((left?.comments ?? 0) > 0) return { threadDeleted: false };
    await tx.delete(commentThreads).where(eq(commentThreads.id, comment.threadId));
    return { threadDeleted: true };
  });
}
