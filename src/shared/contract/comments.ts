import { z } from 'zod';
import {
  COMMENT_ANCHOR_MAX_LENGTH,
  COMMENT_BODY_MAX_LENGTH,
  COMMENT_MENTIONS_MAX,
  COMMENT_QUOTE_MAX_LENGTH,
  COMMENT_THREADS_PAGE_SIZE,
} from '../limits.js';
import { mentionedUserIds } from '../comment-mentions.js';
import { recordIdText } from './ids.js';

/**
 * Comment threads on a document (issue 19, ADR 0042): the shapes of /api/documents/:id/comments/*.
 * A thread's anchor is where its text sits in the shared document: Yjs relative positions (base64 of
 * Y.encodeRelativePosition) of the range's start and end in the `default` fragment, and the text
 * quoted when the thread began. A thread without an anchor is on the whole document.
 */

export const commentThreadStatuses = ['open', 'resolved'] as const;
export type CommentThreadStatus = (typeof commentThreadStatuses)[number];

/** The side panel's filters: open and resolved threads, and the ones I wrote in or was mentioned in. */
export const commentFilters = ['open', 'resolved', 'mine'] as const;
export type CommentFilter = (typeof commentFilters)[number];

const encodedPosition = z
  .string({ error: 'must be a base64 Yjs relative position' })
  .min(1, 'must be a base64 Yjs relative position')
  .max(COMMENT_ANCHOR_MAX_LENGTH, `must be at most ${COMMENT_ANCHOR_MAX_LENGTH} characters`)
  .regex(/^[A-Za-z0-9+/]+={0,2}$/, 'must be a base64 Yjs relative position');

export const commentAnchorSchema = z.object({
  from: encodedPosition,
  to: encodedPosition,
  quote: z.string({ error: 'quote is required' }).max(COMMENT_QUOTE_MAX_LENGTH, `quote must be at most ${COMMENT_QUOTE_MAX_LENGTH} characters`),
});
export type CommentAnchor = z.infer<typeof commentAnchorSchema>;

/** A comment's text: mentions are `<@userId>` markers (src/shared/comment-mentions.ts), at most COMMENT_MENTIONS_MAX people. */
export const commentBody = z
  .string({ error: 'Write a comment' })
  .trim()
  .min(1, 'Write a comment')
  .max(COMMENT_BODY_MAX_LENGTH, `A comment can be at most ${COMMENT_BODY_MAX_LENGTH} characters`)
  .refine((body) => mentionedUserIds(body).length <= COMMENT_MENTIONS_MAX, `A comment can mention at most ${COMMENT_MENTIONS_MAX} people`);

export const createThreadBody = z.object({ body: commentBody, anchor: commentAnchorSchema.nullable().optional() });
export type CreateThreadBody = z.input<typeof createThreadBody>;

export const commentBodyInput = z.object({ body: commentBody });
export type CommentBodyInput = z.input<typeof commentBodyInput>;

export const commentThreadParams = z.object({ id: recordIdText, threadId: recordIdText });
export const commentParams = z.object({ id: recordIdText, threadId: recordIdText, commentId: recordIdText });

export const listCommentsQuery = z.object({
  filter: z.enum(commentFilters, { error: `filter must be ${commentFilters.join(', ')}` }).default('open'),
  /** The last thread id of the previous page. */
  cursor: recordIdText.optional(),
  limit: z.coerce.number({ error: 'limit must be a number' }).int().min(1).max(COMMENT_THREADS_PAGE_SIZE).default(COMMENT_THREADS_PAGE_SIZE),
});

export const commentAuthorSchema = z.object({
  /** Null for a review-link guest, or an account since deleted. */
  userId: z.number().int().nullable(),
  name: z.string(),
  guest: z.boolean(),
});

export const commentSchema = z.object({
  id: z.number().int(),
  author: commentAuthorSchema,
  body: z.string(),
  /** The people the body's markers name, with their names now. */
  mentions: z.array(z.object({ userId: z.number().int(), name: z.string() })),
  createdAt: z.string(),
  editedAt: z.string().nullable(),
  /** The viewer wrote it: may edit and delete it. */
  canEdit: z.boolean(),
  canDelete: z.boolean(),
});
export type Comment = z.infer<typeof commentSchema>;

export const commentThreadSchema = z.object({
  id: z.number().int(),
  documentId: z.number().int(),
  anchor: commentAnchorSchema.nullable(),
  status: z.enum(commentThreadStatuses),
  resolvedBy: z.string().nullable(),
  resolvedAt: z.string().nullable(),
  createdAt: z.string(),
  comments: z.array(commentSchema),
});
export type CommentThread = z.infer<typeof commentThreadSchema>;

export const commentThreadPageSchema = z.object({
  threads: z.array(commentThreadSchema),
  /** Pass as `cursor` for the next page; null on the last. */
  nextCursor: z.number().int().nullable(),
  /** How many threads each filter holds, for the panel's tabs. */
  counts: z.object({ open: z.number().int(), resolved: z.number().int(), mine: z.number().int() }),
});
export type CommentThreadPage = z.infer<typeof commentThreadPageSchema>;
