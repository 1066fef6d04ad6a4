import type { comments, commentThreads } from '../db/schema.js';

export type CommentThreadRow = typeof commentThreads.$inferSelect;
export type CommentRow = typeof comments.$inferSelect;

/** A thread with its comments, oldest first: what the presenter turns into the API's shape. */
export interface ThreadWithComments {
  thread: CommentThreadRow;
  comments: CommentRow[];
}
