import { eq, sql } from 'drizzle-orm';
import { RESET_LINK_REFUSALS } from '../../../shared/contract/auth.js';
import type { Database } from '../../db/database.js';
import { sessions, users } from '../../db/schema.js';
import { HttpError } from '../../http-error.js';
import { spendAccountToken, spendOutstandingTokens } from '../account-tokens.js';
import { refuseCommonPassword } from '../common-passwords.js';
import { hashPassword } from '../passwords.js';

/**
 * Sets the new password of the account the link was mailed to, and in the same transaction spends
 * the link (and any other reset link still out), ends every session of the account (whoever held
 * the old password is signed out), and counts the address as confirmed: the link proved it.
 */
export async function resetPassword(db: Database, input: { token: string; password: string }): Promise<{ userId: number }> {
  // Refused before the link is looked at: the link stays usable for a better password.
  await refuseCommonPassword(input.password, 'password');
  const passwordHash = await hashPassword(input.password);
  const outcome = await db.transaction(async (tx) => {
    const spent = await spendAccountToken(tx, input.token, 'password-reset');
    if ('refused' in spent) return spent;
    await tx
      .update(users)
      .set({ passwordHash, emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())` })
      .where(eq(users.id, spent.userId));
    await tx.delete(sessions).where(eq(sessions.userId, spent.userId));
    await spendOutstandingTokens(tx, spent.userId, 'password-reset');
    return spent;
  });
  if ('refused' in outcome) throw new HttpError(400, { error: RESET_LINK_REFUSALS[outcome.refused], field: 'token' });
  return outcome;
}
