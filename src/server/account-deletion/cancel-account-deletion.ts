import { eq } from 'drizzle-orm';
import type { Database } from '../db/database.js';
import { accountDeletions, type users } from '../db/schema.js';
import type { MailQueue } from '../mail/queue-mail.js';

/**
 * Cancels the account's scheduled deletion, if it has one, and mails its owner; true when there
 * was one. Called at every sign-in (the grace period's promise) and by "Keep my account". The
 * queued job stays and, finding no row, does nothing.
 */
export async function cancelAccountDeletion(db: Database, mail: MailQueue, user: Pick<typeof users.$inferSelect, 'id' | 'email' | 'firstName'>): Promise<boolean> {
  return db.transaction(async (tx) => {
    const removed = await tx.delete(accountDeletions).where(eq(accountDeletions.userId, user.id)).returning({ userId: accountDeletions.userId });
    if (removed.length === 0) return false;
    await mail.queue(tx, { template: 'account-deletion-cancelled', to: user.email, firstName: user.firstName, link: `${mail.appUrl}/dashboard` });
    return true;
  });
}
