import { EMAIL_CHANGE_LINK_HOURS } from '../../../shared/limits.js';
import type { MailMessage } from '../mail-message.js';
import { htmlBody, textBody, type MailBody } from './mail-layout.js';

/** Email change (issue 18, ADR 0038): the link, mailed to the new address, that makes the change. */
export function emailChangeConfirmMail(input: { appName: string; to: string; firstName: string; link: string }): MailMessage {
  const body: MailBody = {
    appName: input.appName,
    greeting: `Hello ${input.firstName},`,
    lead: [`You asked to use this address for your ${input.appName} account. Confirm it with this link and it becomes the address you sign in with.`],
    action: { label: 'Confirm my new address', link: input.link },
    after: [`The link works once, within ${EMAIL_CHANGE_LINK_HOURS} hours.`, 'If you did not ask for this, ignore this email: nothing changes.'],
  };
  return { to: input.to, subject: `Confirm your new email address for ${input.appName}`, text: textBody(body), html: htmlBody(body) };
}

/** The notice to the old address that a change was asked for, and what to do if it was not them. */
export function emailChangeRequestedMail(input: { appName: string; to: string; firstName: string; newEmail: string; link: string }): MailMessage {
  const body: MailBody = {
    appName: input.appName,
    greeting: `Hello ${input.firstName},`,
    lead: [
      `Someone signed in to your ${input.appName} account asked to change its email address to ${input.newEmail}. The change happens only once the link we sent to that address is followed.`,
    ],
    action: { label: 'Review your account', link: input.link },
    after: [
      'If it was you, there is nothing to do here.',
      'If it was not you, sign in, change your password (which signs out every other session) and turn on two-factor authentication in Settings → Account.',
    ],
  };
  return { to: input.to, subject: `A change of your ${input.appName} email address was requested`, text: textBody(body), html: htmlBody(body) };
}

/** The notice to the old address once the change is made. */
export function emailChangedMail(input: { appName: string; to: string; firstName: string; newEmail: string; link: string }): MailMessage {
  const body: MailBody = {
    appName: input.appName,
    greeting: `Hello ${input.firstName},`,
    lead: [`The email address of your ${input.appName} account is now ${input.newEmail}. This address no longer signs in to it.`],
    action: { label: `Open ${input.appName}`, link: input.link },
    after: [`If you did not make this change, contact ${input.appName} support at once, replying to this email.`],
  };
  return { to: input.to, subject: `Your ${input.appName} email address was changed`, text: textBody(body), html: htmlBody(body) };
}
