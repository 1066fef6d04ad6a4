import { and, count, desc, eq, isNull, lt } from 'drizzle-orm';
import { NOTIFICATIONS_PAGE_SIZE } from '../../shared/limits.js';
import type { Database } from '../db/database.js';
import { comments, documents, notifications } from '../db/schema.js';

export interface Recipient {
  userId: number;
  workspaceId: number;
}

/** The person's notifications in this workspace, newest first (keyset by id), with how many are unread. */
export async function listNotifications(db: Database, recipient: Recipient, cursor: number | undefined) {
  const mine = and(eq(notifications.userId, recipient.userId), eq(notifications.workspaceId, recipient.workspaceId));
  const rows = await db
    .select({
      notification: notifications,
      documentTitle: documents.title,
      body: comments.body,
    })
    .from(notifications)
    .innerJoin(documents, eq(documents.id, notifications.documentId))
    .leftJoin(comments, eq(comments.id, notifications.commentId))
    .where(cursor === undefined ? mine : and(mine, lt(notifications.id, cursor)))
    .orderBy(desc(notifications.id))
    .limit(NOTIFICATIONS_PAGE_SIZE + 1);
  const [unread] = await db.select({ unread: count() }).from(notifications).where(and(mine, isNull(notifications.readAt)));
  const page = rows.slice(0, NOTIFICATIONS_PAGE_SIZE);
  return {
    rows: page,
    unread: unread?.unread ?? 0,
    nextCursor: rows.length > NOTIFICATIONS_PAGE_SIZE ? page.at(-1)!.notification.id : null,
  };
}
