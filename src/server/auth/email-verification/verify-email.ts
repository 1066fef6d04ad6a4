import { eq, sql } from 'drizzle-orm';
import { VERIFICATION_LINK_REFUSALS } from '../../../shared/contract/auth.js';
import type { Database } from '../../db/database.js';
import { users } from '../../db/schema.js';
import { HttpError } from '../../http-error.js';
import { spendAccountToken } from '../account-tokens.js';

/**
 * Spends a confirmation link and marks its account's address confirmed. No session is needed:
 * the link may be opened on another device than the one signed in.
 */
export async function verifyEmail(db: Database, token: string): Promise<{ userId: number }> {
  const outcome = await db.transaction(async (tx) => {
    const spent = await spendAccountToken(tx, token, 'email-verification');
    if ('refused' in spent) return spent;
    await tx
      .update(users)
      .set({ emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())` })
      .where(eq(users.id, spent.userId));
    return spent;
  });
  if ('refused' in outcome) throw new HttpError(400, { error: VERIFICATION_LINK_REFUSALS[outcome.refused], field: 'token' });
  return { userId: outcome.userId };
}
