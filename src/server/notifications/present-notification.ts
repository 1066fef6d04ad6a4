import { mentionedUserIds, plainExcerpt } from '../../shared/comment-mentions.js';
import type { Notification, NotificationPage } from '../../shared/contract/notifications.js';
import type { Executor } from '../db/database.js';
import { userNames } from '../comments/user-names.js';
import type { listNotifications } from './list-notifications.js';

type NotificationRow = Awaited<ReturnType<typeof listNotifications>>['rows'][number];

function presentNotification({ notification, documentTitle, body }: NotificationRow, names: Map<number, string>): Notification {
  const about = {
    id: notification.id,
    actorName: notification.actorName,
    documentId: notification.documentId,
    documentTitle,
    read: notification.readAt !== null,
    createdAt: notification.createdAt.toISOString(),
  };
  // The table's check constraint holds each kind's fields (schema.ts, notifications_kind_fields).
  if (notification.kind === 'review-decision') return { ...about, kind: 'review-decision', decision: notification.reviewDecision! };
  return { ...about, kind: 'mention', threadId: notification.threadId!, excerpt: plainExcerpt(body ?? '', (id) => names.get(id)) };
}

export async function presentNotificationPage(db: Executor, page: Awaited<ReturnType<typeof listNotifications>>): Promise<NotificationPage> {
  const names = await userNames(db, page.rows.flatMap((row) => (row.body === null ? [] : mentionedUserIds(row.body))));
  return {
    notifications: page.rows.map((row) => presentNotification(row, names)),
    unread: page.unread,
    nextCursor: page.nextCursor,
  };
}
