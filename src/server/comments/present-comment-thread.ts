import { mentionedUserIds } from '../../shared/comment-mentions.js';
import type { Comment, CommentThread } from '../../shared/contract/comments.js';
import type { Executor } from '../db/database.js';
import type { WorkspaceRole } from '../db/schema.js';
import { canDeleteComment, canEditComment } from '../policies/comments.js';
import type { CommentRow, ThreadWithComments } from './comment-rows.js';
import { userNames } from './user-names.js';

export interface Viewer {
  userId: number;
  role: WorkspaceRole;
}

function presentComment(row: CommentRow, viewer: Viewer, names: Map<number, string>): Comment {
  return {
    id: row.id,
    author: { userId: row.authorUserId, name: row.authorName, guest: row.reviewLinkId !== null },
    body: row.body,
    mentions: row.mentionedUserIds.map((userId) => ({ userId, name: names.get(userId) ?? 'someone' })),
    createdAt: row.createdAt.toISOString(),
    editedAt: row.editedAt?.toISOString() ?? null,
    canEdit: canEditComment(viewer, row),
    canDelete: canDeleteComment(viewer, row),
  };
}

/** Threads as the API shows them, with the names of the people mentioned and of who resolved each, looked up once. */
export async function presentThreads(db: Executor, items: ThreadWithComments[], viewer: Viewer): Promise<CommentThread[]> {
  const names = await userNames(db, [
    ...items.flatMap((item) => item.comments.flatMap((comment) => mentionedUserIds(comment.body))),
    ...items.flatMap((item) => (item.thread.resolvedBy === null ? [] : [item.thread.resolvedBy])),
  ]);
  return items.map(({ thread, comments }) => ({
    id: thread.id,
    documentId: thread.documentId,
    anchor: thread.anchorFrom && thread.anchorTo ? { from: thread.anchorFrom, to: thread.anchorTo, quote: thread.anchorQuote ?? '' } : null,
    status: thread.status,
    resolvedBy: thread.status === 'resolved' && thread.resolvedBy !== null ? (names.get(thread.resolvedBy) ?? null) : null,
    resolvedAt: thread.status === 'resolved' ? (thread.resolvedAt?.toISOString() ?? null) : null,
    createdAt: thread.createdAt.toISOString(),
    comments: comments.map((comment) => presentComment(comment, viewer, names)),
  }));
}

export async function presentThread(db: Executor, item: ThreadWithComments, viewer: Viewer): Promise<CommentThread> {
  const [presented] = await presentThreads(db, [item], viewer);
  return presented!;
}
