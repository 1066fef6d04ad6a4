import { EMAIL_VERIFICATION_LINK_DAYS } from '../../../shared/limits.js';
import type { MailMessage } from '../mail-message.js';
import { htmlBody, textBody, type MailBody } from './mail-layout.js';

/** Sent at sign-up and on "Resend": the address is confirmed by following the link. */
export function emailVerificationMail(input: { appName: string; to: string; firstName: string; link: string }): MailMessage {
  const body: MailBody = {
    appName: input.appName,
    greeting: `Welcome to ${input.appName}, ${input.firstName}!`,
    lead: [`Please confirm that ${input.to} is your email address. Confirmed addresses can create API keys and receive account notices.`],
    action: { label: 'Confirm my email address', link: input.link },
    after: [
      `The link works once, within ${EMAIL_VERIFICATION_LINK_DAYS} days. You can ask for a new one from the banner in the app.`,
      `If you did not sign up for ${input.appName}, ignore this email.`,
    ],
  };
  return { to: input.to, subject: `Confirm your email address for ${input.appName}`, text: textBody(body), html: htmlBody(body) };
}
