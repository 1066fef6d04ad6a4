import { eq } from 'drizzle-orm';
import type pg from 'pg';
import { WRONG_CURRENT_PASSWORD_MESSAGE } from '../../shared/contract/account.js';
import { NOT_ENABLED_MESSAGE, REQUIRED_BY_WORKSPACE_MESSAGE } from '../../shared/contract/two-factor.js';
import { countPasswordAttempt } from '../account/password-attempts.js';
import { isUsersPassword } from '../auth/user-secrets.js';
import type { Database } from '../db/database.js';
import { twoFactorRecoveryCodes, users } from '../db/schema.js';
import { HttpError, invalidField } from '../http-error.js';
import type { SessionUser } from '../plugins/session.js';
import { hasTwoFactor } from '../policies/two-factor.js';
import { belongsToWorkspaceRequiringTwoFactor } from './workspaces-requiring-two-factor.js';

/**
 * Turns two-factor off once the password is proved (each wrong guess counted with the account's
 * other password checks), unless a workspace of the user requires it. The secret and the recovery
 * codes are deleted, not kept for later.
 */
export async function disableTwoFactor(db: Database, pool: pg.Pool, user: SessionUser, password: string): Promise<void> {
  if (!hasTwoFactor(user)) throw new HttpError(409, { error: NOT_ENABLED_MESSAGE });
  if (await belongsToWorkspaceRequiringTwoFactor(db, user.id)) throw new HttpError(409, { error: REQUIRED_BY_WORKSPACE_MESSAGE });
  const attempt = await countPasswordAttempt(pool, user.id);
  if (!(await isUsersPassword(db, user.id, password))) throw invalidField('password', WRONG_CURRENT_PASSWORD_MESSAGE);
  await attempt.succeeded();
  await db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ twoFactorSecretSealed: null, twoFactorEnabledAt: null, twoFactorLastStep: null })
      .where(eq(users.id, user.id));
    await tx.delete(twoFactorRecoveryCodes).where(eq(twoFactorRecoveryCodes.userId, user.id));
  });
}
