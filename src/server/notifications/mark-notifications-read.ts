import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '../db/database.js';
import { notifications } from '../db/schema.js';
import type { Recipient } from './list-notifications.js';

/**
 * Marks the person's own notifications read: ids of anyone else's (or of another workspace) change
 * nothing, whether they exist or not, so ids cannot be probed. Without ids, every unread one.
 */
export async function markNotificationsRead(db: Database, recipient: Recipient, ids?: number[]): Promise<void> {
  const mine = and(eq(notifications.userId, recipient.userId), eq(notifications.workspaceId, recipient.workspaceId), isNull(notifications.readAt));
  await db
    .update(notifications)
    .set({ readAt: sql`now()` })
    .where(ids ? and(mine, inArray(notifications.id, ids)) : mine);
}
