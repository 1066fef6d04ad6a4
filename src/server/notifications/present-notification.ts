import { mentionedUserIds, plainExcerpt } from '../../shared/comment-mentions.js';
import type { NotificationPage } from '../../shared/contract/notifications.js';
import type { Executor } from '../db/database.js';
import { userNames } from '../comments/user-names.js';
import type { listNotifications } from './list-notifications.js';

export async function presentNotificationPage(db: Executor, page: Awaited<ReturnType<typeof listNotifications>>): Promise<NotificationPage> {
  const names = await userNames(db, page.rows.flatMap((row) => mentionedUserIds(row.body)));
  return {
    notifications: page.rows.map(({ notification, documentTitle, body }) => ({
      id: notification.id,
      kind: notification.kind,
      actorName: notification.actorName,
      documentId: notification.documentId,
      documentTitle,
      threadId: notification.threadId,
      excerpt: plainExcerpt(body, (id) => names.get(id)),
      read: notification.readAt !== null,
      createdAt: notification.createdAt.toISOString(),
    })),
    unread: page.unread,
    nextCursor: page.nextCursor,
  };
}
