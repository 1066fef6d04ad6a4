import { createHash, randomBytes } from 'node:crypto';
import { eq, lt, sql } from 'drizzle-orm';
import type pg from 'pg';
import {
  CHALLENGE_REFUSALS,
  SIGN_IN_CHALLENGE_MINUTES,
  USED_CODE_MESSAGE,
  WRONG_CODE_MESSAGE,
  WRONG_CODES_PER_CHALLENGE,
  WRONG_RECOVERY_CODE_MESSAGE,
} from '../../shared/contract/two-factor.js';
import type { Database } from '../db/database.js';
import { signInChallenges, users } from '../db/schema.js';
import { invalidField } from '../http-error.js';
import type { SecretBox } from '../security/secret-box.js';
import { checkSecondFactor, type SecondFactor, type SecondFactorOutcome } from './check-second-factor.js';
import { countCodeAttempt } from './code-attempts.js';

/**
 * The sign-in's second step (ADR 0038). A correct password for an account with two-factor opens
 * no session: it issues a challenge, a random token of which only the SHA-256 is stored, that
 * lives SIGN_IN_CHALLENGE_MINUTES, works once and dies after WRONG_CODES_PER_CHALLENGE wrong
 * codes. The client sends it back with the code; the session is opened only then.
 */
const hashChallenge = (token: string) => createHash('sha256').update(token).digest('hex');

export async function issueSignInChallenge(db: Database, input: { userId: number; workspaceId: number; remember: boolean }): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.insert(signInChallenges).values({
    tokenHash: hashChallenge(token),
    ...input,
    expiresAt: new Date(Date.now() + SIGN_IN_CHALLENGE_MINUTES * 60 * 1000),
  });
  return token;
}

/** A refused challenge names the `challenge` field: the client goes back to the password step. */
const refuseChallenge = (reason: keyof typeof CHALLENGE_REFUSALS) => invalidField('challenge', CHALLENGE_REFUSALS[reason]);

export interface PassedChallenge {
  user: typeof users.$inferSelect;
  workspaceId: number;
  remember: boolean;
}

/**
 * Checks the second factor against the challenge and spends both. The challenge's row is locked
 * for the check, so parallel attempts with one challenge are counted one after the other.
 */
export async function passSignInChallenge(
  db: Database,
  pool: pg.Pool,
  secretBox: SecretBox,
  token: string,
  factor: SecondFactor,
  /** Told of each wrong or reused code, for the audit log's failed sign-ins. */
  onWrongCode: (user: { id: number; email: string }) => Promise<void> = async () => undefined,
): Promise<PassedChallenge> {
  type Refusal = { checked: SecondFactorOutcome; wrongCodes: number; recovery: boolean; user: { id: number; email: string } };
  type Outcome = { passed: PassedChallenge } | { refused: Refusal };
  const outcome = await db.transaction(async (tx): Promise<Outcome> => {
    const [row] = await tx
      .select({ challenge: signInChallenges, user: users })
      .from(signInChallenges)
      .innerJoin(users, eq(users.id, signInChallenges.userId))
      .where(eq(signInChallenges.tokenHash, hashChallenge(token)))
      .for('update', { of: signInChallenges });
    if (!row) throw refuseChallenge('invalid');
    const { challenge, user } = row;
    if (challenge.usedAt) throw refuseChallenge('used');
    if (challenge.expiresAt.getTime() <= Date.now()) throw refuseChallenge('expired');
    if (challenge.wrongCodes >= WRONG_CODES_PER_CHALLENGE) throw refuseChallenge('exhausted');

    const attempt = await countCodeAttempt(pool, user.id);
    const checked = await checkSecondFactor(tx, secretBox, user, factor);
    if (checked === 'accepted') {
      await attempt.succeeded();
      await tx.update(signInChallenges).set({ usedAt: sql`now()` }).where(eq(signInChallenges.tokenHash, challenge.tokenHash));
      return { passed: { user, workspaceId: challenge.workspaceId, remember: challenge.remember } };
    }
    const wrongCodes = challenge.wrongCodes + 1;
    await tx.update(signInChallenges).set({ wrongCodes }).where(eq(signInChallenges.tokenHash, challenge.tokenHash));
    return { refused: { checked, wrongCodes, recovery: 'recoveryCode' in factor, user: { id: user.id, email: user.email } } };
  });
  if ('passed' in outcome) return outcome.passed;
  // Thrown after the transaction, so that the count of wrong codes is kept.
  const { checked, wrongCodes, recovery, user } = outcome.refused;
  await onWrongCode(user);
  if (wrongCodes >= WRONG_CODES_PER_CHALLENGE) throw refuseChallenge('exhausted');
  if (recovery) throw invalidField('recoveryCode', WRONG_RECOVERY_CODE_MESSAGE);
  throw invalidField('code', checked === 'reused' ? USED_CODE_MESSAGE : WRONG_CODE_MESSAGE);
}

/** Housekeeping: challenges past their few minutes. */
export async function deleteExpiredSignInChallenges(db: Database): Promise<void> {
  await db.delete(signInChallenges).where(lt(signInChallenges.expiresAt, sql`now() - interval '1 hour'`));
}
