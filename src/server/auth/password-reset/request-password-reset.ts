import { eq, sql } from 'drizzle-orm';
import type pg from 'pg';
import { PASSWORD_RESET_LINK_MINUTES, PASSWORD_RESET_MAILS_PER_EMAIL_PER_HOUR } from '../../../shared/limits.js';
import type { Database } from '../../db/database.js';
import { users } from '../../db/schema.js';
import type { MailQueue } from '../../mail/queue-mail.js';
import { INCREMENT } from '../../rate-limit/postgres-store.js';
import { issueAccountToken } from '../account-tokens.js';

const HOUR_MS = 60 * 60 * 1000;

/**
 * "Forgot password" (issue 18): mails a reset link to the account with this address, if there is
 * one. The caller learns nothing either way: the same answer follows, the mail is only queued,
 * and the address is counted whether or not it has an account. Past
 * PASSWORD_RESET_MAILS_PER_EMAIL_PER_HOUR for one address, nothing more is sent that hour, so the
 * form cannot be used to flood someone's inbox. The master account's key comes from MASTER_KEY and
 * is reset at each boot, so it gets no link.
 */
export async function requestPasswordReset(db: Database, pool: pg.Pool, mail: MailQueue, email: string): Promise<void> {
  const address = email.trim().toLowerCase();
  const counted = await pool.query<{ hits: number }>(INCREMENT, [`password-reset-email:${address}`, HOUR_MS]);
  const withinLimit = (counted.rows[0]?.hits ?? 0) <= PASSWORD_RESET_MAILS_PER_EMAIL_PER_HOUR;
  const [user] = await db
    .select({ id: users.id, email: users.email, firstName: users.firstName, isMasterAccount: users.isMasterAccount })
    .from(users)
    .where(eq(sql`lower(${users.email})`, address))
    .limit(1);
  if (!user || user.isMasterAccount || !withinLimit) return;
  await db.transaction(async (tx) => {
    const token = await issueAccountToken(tx, { userId: user.id, purpose: 'password-reset', lifetimeMs: PASSWORD_RESET_LINK_MINUTES * 60 * 1000 });
    await mail.queue(tx, {
      template: 'password-reset',
      to: user.email,
      firstName: user.firstName,
      link: `${mail.appUrl}/reset-password?token=${token}`,
    });
  });
}
