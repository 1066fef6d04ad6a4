import { createHash, randomBytes } from 'node:crypto';
import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Database, Executor } from '../db/database.js';
import { accountTokens, type AccountTokenPurpose } from '../db/schema.js';

/**
 * The single-use tokens of mailed links (ADR 0033): 32 random bytes, of which only the SHA-256 is
 * stored. Spending one is a single conditional UPDATE, so two requests with the same link cannot
 * both succeed.
 */

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** How long a spent or expired token is kept, so that its link says "used" or "expired", not "not valid". */
const KEPT_AFTER_EXPIRY = sql`interval '7 days'`;

export async function issueAccountToken(
  executor: Executor,
  input: { userId: number; purpose: AccountTokenPurpose; lifetimeMs: number; newEmail?: string },
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await executor.insert(accountTokens).values({
    purpose: input.purpose,
    tokenHash: hashToken(token),
    userId: input.userId,
    expiresAt: new Date(Date.now() + input.lifetimeMs),
    newEmail: input.newEmail ?? null,
  });
  return token;
}

/** Why a link was refused: each has its own message (issue 18, "Bad input and abuse"). */
export type TokenRefusal = 'invalid' | 'expired' | 'used';

/** Spends the token: the user it was issued to (and an email change's new address), or why it cannot be used. */
export async function spendAccountToken(
  executor: Executor,
  token: string,
  purpose: AccountTokenPurpose,
): Promise<{ userId: number; newEmail: string | null } | { refused: TokenRefusal }> {
  const tokenHash = hashToken(token);
  const [spent] = await executor
    .update(accountTokens)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(accountTokens.tokenHash, tokenHash),
        eq(accountTokens.purpose, purpose),
        isNull(accountTokens.usedAt),
        sql`${accountTokens.expiresAt} > now()`,
      ),
    )
    .returning({ userId: accountTokens.userId, newEmail: accountTokens.newEmail });
  if (spent) return spent;
  const [row] = await executor
    .select({ usedAt: accountTokens.usedAt })
    .from(accountTokens)
    .where(and(eq(accountTokens.tokenHash, tokenHash), eq(accountTokens.purpose, purpose)));
  if (!row) return { refused: 'invalid' };
  return { refused: row.usedAt ? 'used' : 'expired' };
}

/** Spends every other live token of this purpose of the user (a reset made the others moot). */
export async function spendOutstandingTokens(executor: Executor, userId: number, purpose: AccountTokenPurpose): Promise<void> {
  await executor
    .update(accountTokens)
    .set({ usedAt: sql`now()` })
    .where(and(eq(accountTokens.userId, userId), eq(accountTokens.purpose, purpose), isNull(accountTokens.usedAt)));
}

/** Housekeeping: tokens past their expiry by more than a week. */
export async function deleteStaleAccountTokens(db: Database): Promise<void> {
  await db.delete(accountTokens).where(lt(accountTokens.expiresAt, sql`now() - ${KEPT_AFTER_EXPIRY}`));
}
