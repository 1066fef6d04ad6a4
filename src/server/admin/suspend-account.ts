import { eq } from 'drizzle-orm';
import { MASTER_CANNOT_BE_SUSPENDED } from '../../shared/contract/admin.js';
import type { Database } from '../db/database.js';
import { sessions, users } from '../db/schema.js';
import { HttpError, notFound } from '../http-error.js';
import { canSuspendAccount } from '../policies/admin-console.js';

/**
 * Suspends an account (ADR 0039): it can no longer sign in, and its sessions are deleted in the
 * same transaction, so every browser it was signed in on is signed out with its next request and
 * the per-request session lookup needs no extra check. Its API keys stop too (api-key-auth reads
 * the creator's standing). True when it was not suspended before.
 */
export async function suspendAccount(db: Database, accountId: number, reason: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [account] = await tx.select().from(users).where(eq(users.id, accountId)).for('update').limit(1);
    if (!account) throw notFound('Account not found');
    if (!canSuspendAccount(account)) throw new HttpError(409, { error: MASTER_CANNOT_BE_SUSPENDED });
    await tx.delete(sessions).where(eq(sessions.userId, accountId));
    if (account.suspendedAt) {
      // Suspended already: a new reason replaces the old, the date stays.
      await tx.update(users).set({ suspensionReason: reason }).where(eq(users.id, accountId));
      return false;
    }
    await tx.update(users).set({ suspendedAt: new Date(), suspensionReason: reason }).where(eq(users.id, accountId));
    return true;
  });
}

/** Lifts a suspension: sign-in and the account's API keys work again. True when it was suspended. */
export async function reactivateAccount(db: Database, accountId: number): Promise<boolean> {
  const [account] = await db.select({ suspendedAt: users.suspendedAt }).from(users).where(eq(users.id, accountId)).limit(1);
  if (!account) throw notFound('Account not found');
  if (!account.suspendedAt) return false;
  await db.update(users).set({ suspendedAt: null, suspensionReason: null }).where(eq(users.id, accountId));
  return true;
}
