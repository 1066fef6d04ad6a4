import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Executor } from '../db/database.js';
import { twoFactorRecoveryCodes, users } from '../db/schema.js';
import { HttpError } from '../http-error.js';
import type { SecretBox } from '../security/secret-box.js';
import { SECRET_UNREADABLE_MESSAGE } from '../../shared/contract/two-factor.js';
import { hashRecoveryCode } from './recovery-codes.js';
import { acceptedStep, isReusedCode } from './totp.js';

/**
 * A secret sealed under another APP_SECRET (an instance that generated its own) cannot be read:
 * said plainly, with the way in that still works, rather than as a wrong code or a 500.
 */
function openSecret(secretBox: SecretBox, sealed: string): string {
  try {
    return secretBox.open(sealed);
  } catch {
    throw new HttpError(409, { error: SECRET_UNREADABLE_MESSAGE });
  }
}

export type SecondFactor = { code: string } | { recoveryCode: string };
export type SecondFactorOutcome = 'accepted' | 'wrong' | 'reused';

/**
 * Checks a code from the app or a recovery code of a user with two-factor on, and spends it: the
 * code's time step becomes the last used one, the recovery code is marked used. Each is a
 * conditional UPDATE, so two requests with the same code cannot both pass.
 */
export async function checkSecondFactor(
  executor: Executor,
  secretBox: SecretBox,
  user: Pick<typeof users.$inferSelect, 'id' | 'twoFactorSecretSealed' | 'twoFactorLastStep'>,
  factor: SecondFactor,
  now = Date.now(),
): Promise<SecondFactorOutcome> {
  if ('recoveryCode' in factor) {
    const spent = await executor
      .update(twoFactorRecoveryCodes)
      .set({ usedAt: sql`now()` })
      .where(
        and(
          eq(twoFactorRecoveryCodes.userId, user.id),
          eq(twoFactorRecoveryCodes.codeHash, hashRecoveryCode(factor.recoveryCode)),
          isNull(twoFactorRecoveryCodes.usedAt),
        ),
      )
      .returning({ id: twoFactorRecoveryCodes.id });
    return spent.length > 0 ? 'accepted' : 'wrong';
  }
  if (!user.twoFactorSecretSealed) return 'wrong';
  const secret = openSecret(secretBox, user.twoFactorSecretSealed);
  const step = acceptedStep(secret, factor.code, now, user.twoFactorLastStep);
  if (step === null) return isReusedCode(secret, factor.code, now, user.twoFactorLastStep) ? 'reused' : 'wrong';
  const spent = await executor
    .update(users)
    .set({ twoFactorLastStep: step })
    .where(and(eq(users.id, user.id), or(isNull(users.twoFactorLastStep), lt(users.twoFactorLastStep, step))))
    .returning({ id: users.id });
  return spent.length > 0 ? 'accepted' : 'reused';
}
