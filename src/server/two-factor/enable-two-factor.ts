import { and, eq, isNull } from 'drizzle-orm';
import type pg from 'pg';
import { ALREADY_ENABLED_MESSAGE, SETUP_NOT_STARTED_MESSAGE, USED_CODE_MESSAGE, WRONG_CODE_MESSAGE } from '../../shared/contract/two-factor.js';
import type { Database } from '../db/database.js';
import { users } from '../db/schema.js';
import { findUserSecrets } from '../auth/user-secrets.js';
import { HttpError, invalidField } from '../http-error.js';
import type { SessionUser } from '../plugins/session.js';
import { hasTwoFactor } from '../policies/two-factor.js';
import type { SecretBox } from '../security/secret-box.js';
import { checkSecondFactor } from './check-second-factor.js';
import { countCodeAttempt } from './code-attempts.js';
import { replaceRecoveryCodes } from './store-recovery-codes.js';

/**
 * Set-up's last step: a code from the app proves it holds the secret, two-factor is on from now,
 * and ten recovery codes are made, returned this once.
 */
export async function enableTwoFactor(
  db: Database,
  pool: pg.Pool,
  secretBox: SecretBox,
  user: SessionUser,
  code: string,
): Promise<string[]> {
  if (hasTwoFactor(user)) throw new HttpError(409, { error: ALREADY_ENABLED_MESSAGE });
  const secrets = await findUserSecrets(db, user.id);
  if (!secrets?.twoFactorSecretSealed) throw new HttpError(409, { error: SETUP_NOT_STARTED_MESSAGE });
  const attempt = await countCodeAttempt(pool, user.id);
  return db.transaction(async (tx) => {
    const outcome = await checkSecondFactor(tx, secretBox, { id: user.id, ...secrets }, { code });
    if (outcome !== 'accepted') throw invalidField('code', outcome === 'reused' ? USED_CODE_MESSAGE : WRONG_CODE_MESSAGE);
    await attempt.succeeded();
    const [enabled] = await tx
      .update(users)
      .set({ twoFactorEnabledAt: new Date() })
      .where(and(eq(users.id, user.id), isNull(users.twoFactorEnabledAt)))
      .returning({ id: users.id });
    if (!enabled) throw new HttpError(409, { error: ALREADY_ENABLED_MESSAGE });
    return replaceRecoveryCodes(tx, user.id);
  });
}
