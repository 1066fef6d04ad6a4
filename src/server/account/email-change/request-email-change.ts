import { and, eq, ne, sql } from 'drizzle-orm';
import type pg from 'pg';
import type { z } from 'zod';
import { WRONG_CURRENT_PASSWORD_MESSAGE } from '../../../shared/contract/account.js';
import { EMAIL_TAKEN_MESSAGE, MASTER_EMAIL_MESSAGE, SAME_EMAIL_MESSAGE, type changeEmailBody } from '../../../shared/contract/email-change.js';
import { EMAIL_CHANGE_LINK_HOURS, EMAIL_CHANGE_REQUESTS_PER_HOUR } from '../../../shared/limits.js';
import { issueAccountToken, spendOutstandingTokens } from '../../auth/account-tokens.js';
import { isUsersPassword } from '../../auth/user-secrets.js';
import type { Database, Executor } from '../../db/database.js';
import { users } from '../../db/schema.js';
import { HttpError, invalidField } from '../../http-error.js';
import type { MailQueue } from '../../mail/queue-mail.js';
import type { SessionUser } from '../../plugins/session.js';
import { INCREMENT } from '../../rate-limit/postgres-store.js';
import { countPasswordAttempt } from '../password-attempts.js';

const HOUR_MS = 60 * 60 * 1000;

/** Whether another account already uses the address (compared case-insensitively, as the unique index does). */
export async function emailTakenByAnother(executor: Executor, address: string, userId: number): Promise<boolean> {
  const [row] = await executor
    .select({ id: users.id })
    .from(users)
    .where(and(eq(sql`lower(${users.email})`, address.toLowerCase()), ne(users.id, userId)))
    .limit(1);
  return row !== undefined;
}

/**
 * Settings → Account's email change (issue 18): once the current password is proved, a link to
 * the NEW address (whoever asks must own it) and a notice to the old one (so a stolen session
 * cannot move the account away unseen). Nothing changes until the link is followed; a newer
 * request spends the older links. At most EMAIL_CHANGE_REQUESTS_PER_HOUR per account, so the
 * form cannot be used to send mail to strangers.
 */
export async function requestEmailChange(
  db: Database,
  pool: pg.Pool,
  mail: MailQueue,
  user: SessionUser,
  input: z.output<typeof changeEmailBody>,
): Promise<void> {
  if (user.isMasterAccount) throw new HttpError(403, { error: MASTER_EMAIL_MESSAGE });
  const counted = await pool.query<{ hits: number; ttl: number }>(INCREMENT, [`email-change:${user.id}`, HOUR_MS]);
  const { hits, ttl } = counted.rows[0]!;
  if (hits > EMAIL_CHANGE_REQUESTS_PER_HOUR) {
    const retryAfter = Math.max(1, Math.ceil(ttl / 1000));
    throw new HttpError(429, { error: `Too many email change requests. Try again in ${Math.ceil(retryAfter / 60)} minute(s).` }, { 'retry-after': String(retryAfter) });
  }
  const attempt = await countPasswordAttempt(pool, user.id);
  if (!(await isUsersPassword(db, user.id, input.currentPassword))) throw invalidField('currentPassword', WRONG_CURRENT_PASSWORD_MESSAGE);
  await attempt.succeeded();

  const newEmail = input.newEmail;
  if (newEmail.toLowerCase() === user.email.toLowerCase()) throw invalidField('newEmail', SAME_EMAIL_MESSAGE);
  if (await emailTakenByAnother(db, newEmail, user.id)) throw invalidField('newEmail', EMAIL_TAKEN_MESSAGE);

  await db.transaction(async (tx) => {
    await spendOutstandingTokens(tx, user.id, 'email-change');
    const token = await issueAccountToken(tx, { userId: user.id, purpose: 'email-change', lifetimeMs: EMAIL_CHANGE_LINK_HOURS * HOUR_MS, newEmail });
    await mail.queue(tx, { template: 'email-change-confirm', to: newEmail, firstName: user.firstName, link: `${mail.appUrl}/confirm-email-change?token=${token}` });
    await mail.queue(tx, { template: 'email-change-requested', to: user.email, firstName: user.firstName, newEmail, link: `${mail.appUrl}/settings#account` });
  });
}
