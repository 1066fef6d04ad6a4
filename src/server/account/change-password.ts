import { eq } from 'drizzle-orm';
import type pg from 'pg';
import type { z } from 'zod';
import { WRONG_CURRENT_PASSWORD_MESSAGE, type changePasswordBody } from '../../shared/contract/account.js';
import { hashPassword } from '../auth/passwords.js';
import { isUsersPassword } from '../auth/user-secrets.js';
import type { Database } from '../db/database.js';
import { users } from '../db/schema.js';
import { HttpError, invalidField } from '../http-error.js';
import type { SessionContext } from '../plugins/session.js';
import { refuseCommonPassword } from '../auth/common-passwords.js';
import { countPasswordAttempt } from './password-attempts.js';
import { signOutOtherSessions } from './sign-out-other-sessions.js';

export type ChangePasswordInput = z.output<typeof changePasswordBody>;

/**
 * Replaces the signed-in user's password once the current one is proved (each wrong guess
 * counted), and ends every other session of the user in the same transaction: whoever knew the
 * old password, or holds a session opened with it, is out. The session making the change stays.
 */
export async function changePassword(
  db: Database,
  pool: pg.Pool,
  session: Pick<SessionContext, 'user' | 'tokenHash'>,
  input: ChangePasswordInput,
): Promise<{ signedOut: number }> {
  const { user } = session;
  if (user.isMasterAccount) {
    // ensure-master-account.ts sets the master's key from MASTER_KEY at every boot.
    throw new HttpError(403, { error: 'The master account’s password is its MASTER_KEY, set on the server.' });
  }
  const attempt = await countPasswordAttempt(pool, user.id);
  if (!(await isUsersPassword(db, user.id, input.currentPassword))) {
    throw invalidField('currentPassword', WRONG_CURRENT_PASSWORD_MESSAGE);
  }
  await attempt.succeeded();
  await refuseCommonPassword(input.newPassword, 'newPassword');

  const passwordHash = await hashPassword(input.newPassword);
  return db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash }).where(eq(users.id, user.id));
    return { signedOut: await signOutOtherSessions(tx, user.id, session.tokenHash) };
  });
}
