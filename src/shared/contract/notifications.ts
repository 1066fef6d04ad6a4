import { z } from 'zod';
import { NOTIFICATIONS_PAGE_SIZE } from '../limits.js';
import { reviewDecisions } from '../vocabulary.js';
import { recordId, recordIdText } from './ids.js';

/** The header's bell (issue 19, ADR 0042, 0046): the signed-in person's notifications in the current workspace. */

const aboutDocument = {
  id: z.number().int(),
  /** Who did it: a member's name, or a review link's contact. */
  actorName: z.string(),
  documentId: z.number().int(),
  documentTitle: z.string(),
  read: z.boolean(),
  createdAt: z.string(),
};

export const notificationSchema = z.discriminatedUnion('kind', [
  z.object({
    ...aboutDocument,
    kind: z.literal('mention'),
    threadId: z.number().int(),
    /** The start of the comment, as plain text with mentions as names. */
    excerpt: z.string(),
  }),
  /** A client's decision on a review link of the document, as it was when made. */
  z.object({ ...aboutDocument, kind: z.literal('review-decision'), decision: z.enum(reviewDecisions) }),
]);
export type Notification = z.infer<typeof notificationSchema>;

export const notificationPageSchema = z.object({
  notifications: z.array(notificationSchema),
  unread: z.number().int(),
  nextCursor: z.number().int().nullable(),
});
export type NotificationPage = z.infer<typeof notificationPageSchema>;

export const listNotificationsQuery = z.object({ cursor: recordIdText.optional() });

export const markNotificationsReadBody = z.object({
  ids: z.array(recordId).min(1, 'Name at least one notification').max(NOTIFICATIONS_PAGE_SIZE),
});
export type MarkNotificationsReadBody = z.input<typeof markNotificationsReadBody>;
