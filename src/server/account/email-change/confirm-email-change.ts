import { eq, sql } from 'drizzle-orm';
import { EMAIL_CHANGE_LINK_REFUSALS, EMAIL_TAKEN_AT_CONFIRM_MESSAGE } from '../../../shared/contract/email-change.js';
import { spendAccountToken } from '../../auth/account-tokens.js';
import type { Database } from '../../db/database.js';
import { users } from '../../db/schema.js';
import { HttpError } from '../../http-error.js';
import type { MailQueue } from '../../mail/queue-mail.js';
import { emailTakenByAnother } from './request-email-change.js';

const UNIQUE_VIOLATION = '23505';

/**
 * Follows an email change link: spends it, checks again that no other account took the address
 * meanwhile (the unique index has the last word if two races finish together), moves the account
 * to it, marked confirmed (the link reached it), and tells the old address. No session is needed:
 * the link may be opened on another device. Returns the new address.
 */
export async function confirmEmailChange(db: Database, mail: MailQueue, token: string): Promise<{ userId: number; oldEmail: string; newEmail: string }> {
  try {
    return await db.transaction(async (tx) => {
      const spent = await spendAccountToken(tx, token, 'email-change');
      if ('refused' in spent) throw new HttpError(400, { error: EMAIL_CHANGE_LINK_REFUSALS[spent.refused], field: 'token' });
      const newEmail = spent.newEmail;
      if (!newEmail) throw new HttpError(400, { error: EMAIL_CHANGE_LINK_REFUSALS.invalid, field: 'token' });
      if (await emailTakenByAnother(tx, newEmail, spent.userId)) throw new HttpError(409, { error: EMAIL_TAKEN_AT_CONFIRM_MESSAGE, field: 'token' });
      const [before] = await tx.select({ email: users.email, firstName: users.firstName }).from(users).where(eq(users.id, spent.userId)).for('update');
      if (!before) throw new HttpError(400, { error: EMAIL_CHANGE_LINK_REFUSALS.invalid, field: 'token' });
      await tx.update(users).set({ email: newEmail, emailVerifiedAt: sql`now()` }).where(eq(users.id, spent.userId));
      await mail.queue(tx, { template: 'email-changed', to: before.email, firstName: before.firstName, newEmail, link: `${mail.appUrl}/login` });
      return { userId: spent.userId, oldEmail: before.email, newEmail };
    });
  } catch (error) {
    if ((error as { code?: string }).code === UNIQUE_VIOLATION) throw new HttpError(409, { error: EMAIL_TAKEN_AT_CONFIRM_MESSAGE, field: 'token' });
    throw error;
  }
}
