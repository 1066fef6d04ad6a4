import { and, asc, eq } from 'drizzle-orm';
import type { Executor } from '../db/database.js';
import { comments, commentThreads } from '../db/schema.js';
import { notFound } from '../http-error.js';
import type { ThreadWithComments } from './comment-rows.js';

/** A thread of this document in this workspace; any other id is a 404. */
export async function findThread(db: Executor, scope: { workspaceId: number; documentId: number }, threadId: number) {
  const [thread] = await db
    .select()
    .from(commentThreads)
    .where(and(eq(commentThreads.id, threadId), eq(commentThreads.documentId, scope.documentId), eq(commentThreads.workspaceId, scope.workspaceId)));
  if (!thread) throw notFound('Comment thread not found');
  return thread;
}

/** The thread and its comments, oldest first. */
export async function loadThread(db: Executor, scope: { workspaceId: number; documentId: number }, threadId: number): Promise<ThreadWithComments> {
  const thread = await findThread(db, scope, threadId);
  const rows = await db.select().from(comments).where(eq(comments.threadId, thread.id)).orderBy(asc(comments.id));
  return { thread, comments: rows };
}

/** A comment of that thread; any other id is a 404. */
export async function findComment(db: Executor, scope: { workspaceId: number; documentId: number; threadId: number }, commentId: number) {
  await findThread(db, scope, scope.threadId);
  const [comment] = await db
    .select()
    .from(comments)
    .where(and(eq(comments.id, commentId), eq(comments.threadId, scope.threadId), eq(comments.workspaceId, scope.workspaceId)));
  if (!comment) throw notFound('Comment not found');
  return comment;
}
