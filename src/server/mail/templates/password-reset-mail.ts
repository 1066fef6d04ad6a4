import { PASSWORD_RESET_LINK_MINUTES } from '../../../shared/limits.js';
import type { MailMessage } from '../mail-message.js';
import { htmlBody, textBody, type MailBody } from './mail-layout.js';

/** The link of "Forgot password" (spec §2): works once, for PASSWORD_RESET_LINK_MINUTES. */
export function passwordResetMail(input: { appName: string; to: string; firstName: string; link: string }): MailMessage {
  const body: MailBody = {
    appName: input.appName,
    greeting: `Hello ${input.firstName},`,
    lead: [`Someone asked to reset the password of your ${input.appName} account. If it was you, choose a new password with this link.`],
    action: { label: 'Choose a new password', link: input.link },
    after: [
      `The link works once, within ${PASSWORD_RESET_LINK_MINUTES} minutes. Choosing a new password signs you out everywhere you are signed in.`,
      'If you did not ask for this, ignore this email: your password stays as it is.',
    ],
  };
  return { to: input.to, subject: `Reset your ${input.appName} password`, text: textBody(body), html: htmlBody(body) };
}
