import { and, eq, lte } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import { endSubscriptionOfDeletedAccount } from '../billing/end-subscription-of-deleted-account.js';
import type { PaymentProviders } from '../billing/payment-providers.js';
import type { Database } from '../db/database.js';
import { recordAccountEvent } from '../audit/record-account-event.js';
import { recordAuditEvent } from '../audit/record-audit-event.js';
import { accountDeletions, users } from '../db/schema.js';
import type { JobHandler } from '../jobs/job-runner.js';
import type { MailQueue } from '../mail/queue-mail.js';
import type { FileStorage } from '../storage/file-storage.js';
import { deleteAccount } from './delete-account.js';
import { holdAccountDeletion } from './hold-account-deletion.js';
import { workspaceOwnedAloneWithOthers } from './workspace-owned-alone-with-others.js';

const payloadSchema = z.object({ userId: z.number().int() });

/**
 * Runs at the end of the grace period. It deletes only if the deletion is still scheduled and
 * due: a sign-in meanwhile removed the row, and a second request moved the day (its own job
 * will come then). An account that became the only owner of a workspace others joined meanwhile
 * is kept and told why (hold-account-deletion.ts). A paid subscription is ended at its provider
 * first, so that nobody is charged for an account that is gone.
 */
export function deleteAccountJob(deps: { db: Database; storage: FileStorage; payments: PaymentProviders; mail: MailQueue; log: FastifyBaseLogger }): JobHandler {
  return async (payload, { lastAttempt }) => {
    const { userId } = payloadSchema.parse(payload);
    const [due] = await deps.db
      .select({ userId: accountDeletions.userId })
      .from(accountDeletions)
      .where(and(eq(accountDeletions.userId, userId), lte(accountDeletions.deleteAfter, new Date())));
    if (!due) return;
    const ownedWithOthers = await workspaceOwnedAloneWithOthers(deps.db, userId);
    if (ownedWithOthers) {
      await holdAccountDeletion(deps.db, deps.mail, userId, ownedWithOthers);
      await recordAccountEvent(deps.db, userId, { action: 'account-deletion-cancelled', target: ownedWithOthers, details: { by: 'members-joined' } }, deps.log);
      return;
    }
    const [account] = await deps.db.select({ email: users.email }).from(users).where(eq(users.id, userId));
    await endSubscriptionOfDeletedAccount(deps, userId, lastAttempt);
    await deleteAccount(deps.db, deps.storage, userId);
    // The account and its ids are gone; its address is what the entry keeps (ADR 0039).
    if (account) {
      await recordAuditEvent(deps.db, { action: 'account-deleted', actor: { id: null, email: account.email }, workspaceId: null, target: account.email }, deps.log);
    }
  };
}
