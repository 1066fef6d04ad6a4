import type pg from 'pg';
import { WRONG_CURRENT_PASSWORD_MESSAGE } from '../../shared/contract/account.js';
import { NOT_ENABLED_MESSAGE, USED_CODE_MESSAGE, WRONG_CODE_MESSAGE } from '../../shared/contract/two-factor.js';
import { countPasswordAttempt } from '../account/password-attempts.js';
import { findUserSecrets, isUsersPassword } from '../auth/user-secrets.js';
import type { Database } from '../db/database.js';
import { HttpError, invalidField } from '../http-error.js';
import type { SessionUser } from '../plugins/session.js';
import { hasTwoFactor } from '../policies/two-factor.js';
import type { SecretBox } from '../security/secret-box.js';
import { checkSecondFactor } from './check-second-factor.js';
import { countCodeAttempt } from './code-attempts.js';
import { replaceRecoveryCodes } from './store-recovery-codes.js';

/**
 * Ten new recovery codes, the old ones no longer working, once the owner proves it is them with a
 * current code from the app (preferred: someone with only the password cannot) or the password.
 */
export async function regenerateRecoveryCodes(
  db: Database,
  pool: pg.Pool,
  secretBox: SecretBox,
  user: SessionUser,
  proof: { code?: string | undefined; password?: string | undefined },
): Promise<string[]> {
  if (!hasTwoFactor(user)) throw new HttpError(409, { error: NOT_ENABLED_MESSAGE });
  return db.transaction(async (tx) => {
    if (proof.code !== undefined) {
      const attempt = await countCodeAttempt(pool, user.id);
      const secrets = await findUserSecrets(tx, user.id);
      const outcome = secrets ? await checkSecondFactor(tx, secretBox, { id: user.id, ...secrets }, { code: proof.code }) : 'wrong';
      if (outcome !== 'accepted') throw invalidField('code', outcome === 'reused' ? USED_CODE_MESSAGE : WRONG_CODE_MESSAGE);
      await attempt.succeeded();
    } else {
      const attempt = await countPasswordAttempt(pool, user.id);
      if (!(await isUsersPassword(tx, user.id, proof.password ?? ''))) throw invalidField('password', WRONG_CURRENT_PASSWORD_MESSAGE);
      await attempt.succeeded();
    }
    return replaceRecoveryCodes(tx, user.id);
  });
}
