import { eq } from 'drizzle-orm';
import type { Database } from '../db/database.js';
import { accountDeletions, users } from '../db/schema.js';
import type { MailQueue } from '../mail/queue-mail.js';

/**
 * Calls off a deletion that came due while the account had become the only owner of a workspace
 * other people joined during the grace period (issue 18): deleting it would leave them without an
 * owner, which scheduling refuses too. The schedule is removed and the person told why, so that
 * nothing is deleted behind anyone's back and they can hand the workspace over and ask again.
 */
export async function holdAccountDeletion(db: Database, mail: MailQueue, userId: number, workspaceName: string): Promise<void> {
  await db.transaction(async (tx) => {
    const removed = await tx.delete(accountDeletions).where(eq(accountDeletions.userId, userId)).returning({ userId: accountDeletions.userId });
    if (removed.length === 0) return;
    const [user] = await tx.select({ email: users.email, firstName: users.firstName }).from(users).where(eq(users.id, userId));
    if (!user) return;
    await mail.queue(tx, { template: 'account-deletion-held', to: user.email, firstName: user.firstName, link: `${mail.appUrl}/settings#team`, workspaceName });
  });
}
