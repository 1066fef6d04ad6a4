import { EMAIL_VERIFICATION_LINK_DAYS } from '../../../shared/limits.js';
import type { Database } from '../../db/database.js';
import type { MailQueue } from '../../mail/queue-mail.js';
import { issueAccountToken } from '../account-tokens.js';

/** Mails a link that confirms the account's address (at sign-up, and on "Resend"). */
export async function sendVerificationEmail(
  db: Database,
  mail: MailQueue,
  user: { id: number; email: string; firstName: string },
): Promise<void> {
  await db.transaction(async (tx) => {
    const token = await issueAccountToken(tx, {
      userId: user.id,
      purpose: 'email-verification',
      lifetimeMs: EMAIL_VERIFICATION_LINK_DAYS * 24 * 60 * 60 * 1000,
    });
    await mail.queue(tx, {
      template: 'email-verification',
      to: user.email,
      firstName: user.firstName,
      link: `${mail.appUrl}/verify-email?token=${token}`,
    });
  });
}
