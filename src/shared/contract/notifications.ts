import { z } from 'zod';
import { NOTIFICATIONS_PAGE_SIZE } from '../limits.js';
import { recordId, recordIdText } from './ids.js';

/** The header's bell (issue 19, ADR 0042): the signed-in person's notifications in the current workspace. */

export const notificationSchema = z.object({
  id: z.number().int(),
  kind: z.enum(['mention']),
  actorName: z.string(),
  documentId: z.number().int(),
  documentTitle: z.string(),
  threadId: z.number().int(),
  /** The start of the comment, as plain text with mentions as names. */
  excerpt: z.string(),
  read: z.boolean(),
  createdAt: z.string(),
});
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
