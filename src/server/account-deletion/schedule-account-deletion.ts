import { handOverOwnershipFirst, WRONG_PASSWORD_FOR_DELETION } from '../../shared/contract/your-data.js';
import { ACCOUNT_DELETION_GRACE_DAYS } from '../../shared/limits.js';
import { isUsersPassword } from '../auth/user-secrets.js';
import type { Database } from '../db/database.js';
import { workspaceOwnedAloneWithOthers } from './workspace-owned-alone-with-others.js';
import { accountDeletions } from '../db/schema.js';
import type { SessionUser } from '../plugins/session.js';
import { HttpError } from '../http-error.js';
import { enqueueJob } from '../jobs/job-queue.js';
import type { MailQueue } from '../mail/queue-mail.js';

/** The job that deletes an account once its grace period is over; payload `{ userId }`. */
export const DELETE_ACCOUNT_JOB = 'delete-account';

const DAY_MS = 24 * 60 * 60 * 1000;

export type AccountDeletionRow = typeof accountDeletions.$inferSelect;

/**
 * "Delete my account" (issue 18): confirmed by the password, refused while the account is the only
 * owner of a workspace with other members (ownership goes first; a membership elsewhere simply ends
 * with the account), then scheduled ACCOUNT_DELETION_GRACE_DAYS
 * ahead. The deletion is a job held back until then, so it survives restarts; asking again moves
 * the day (the earlier job then finds a later date and does nothing). The owner is mailed.
 */
export async function scheduleAccountDeletion(
  db: Database,
  mail: MailQueue,
  user: SessionUser,
  password: string,
): Promise<AccountDeletionRow> {
  if (user.isMasterAccount) throw new HttpError(403, { error: 'The master account comes from MASTER_EMAIL and cannot be deleted here.' });
  if (!(await isUsersPassword(db, user.id, password))) throw new HttpError(403, { error: WRONG_PASSWORD_FOR_DELETION });
  return db.transaction(async (tx) => {
    const blocked = await workspaceOwnedAloneWithOthers(tx, user.id);
    if (blocked) throw new HttpError(409, { error: handOverOwnershipFirst(blocked) });
    const deleteAfter = new Date(Date.now() + ACCOUNT_DELETION_GRACE_DAYS * DAY_MS);
    const [row] = await tx
      .insert(accountDeletions)
      .values({ userId: user.id, deleteAfter })
      .onConflictDoUpdate({ target: accountDeletions.userId, set: { deleteAfter, requestedAt: new Date() } })
      .returning();
    await enqueueJob(tx, DELETE_ACCOUNT_JOB, { userId: user.id }, { runAfter: deleteAfter });
    await mail.queue(tx, {
      template: 'account-deletion-scheduled',
      to: user.email,
      firstName: user.firstName,
      link: `${mail.appUrl}/login`,
      deleteAfter: deleteAfter.toISOString(),
    });
    return row!;
  });
}
