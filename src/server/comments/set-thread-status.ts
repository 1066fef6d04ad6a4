import { eq, sql } from 'drizzle-orm';
import type { CommentThreadStatus } from '../../shared/contract/comments.js';
import type { Database } from '../db/database.js';
import { commentThreads } from '../db/schema.js';
import { findThread, loadThread } from './find-thread.js';
import type { ThreadWithComments } from './comment-rows.js';

/** Resolves or reopens a thread; doing it twice changes nothing more (who resolved it stays the first). */
export async function setThreadStatus(
  db: Database,
  scope: { workspaceId: number; documentId: number },
  threadId: number,
  change: { status: CommentThreadStatus; userId: number },
): Promise<ThreadWithComments> {
  const thread = await findThread(db, scope, threadId);
  if (thread.status !== change.status) {
    await db
      .update(commentThreads)
      .set(change.status === 'resolved' ? { status: 'resolved', resolvedBy: change.userId, resolvedAt: sql`now()` } : { status: 'open', resolvedBy: null, resolvedAt: null })
      .where(eq(commentThreads.id, thread.id));
  }
  return loadThread(db, scope, threadId);
}
