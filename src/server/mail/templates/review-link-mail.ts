import type { MailMessage } from '../mail-message.js';
import { htmlBody, textBody, type MailBody } from './mail-layout.js';

/** A long date in English, UTC, as the mail's reader will see it regardless of the server's zone. */
const dayOf = (iso: string) => new Date(iso).toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

/** A client review link (issue 19, ADR 0043): the document to read, and whether the contact can comment and approve. */
export function reviewLinkMail(input: {
  appName: string;
  to: string;
  contactName: string;
  senderName: string;
  workspaceName: string;
  documentTitle: string;
  canComment: boolean;
  expiresAt: string;
  link: string;
}): MailMessage {
  const body: MailBody = {
    appName: input.appName,
    greeting: `Hello ${input.contactName},`,
    lead: [
      `${input.senderName} of ${input.workspaceName} shared “${input.documentTitle}” with you for review.`,
      input.canComment
        ? 'You can read it, comment on it, and approve it or ask for changes. No account is needed.'
        : 'You can read it; no account is needed.',
    ],
    action: { label: input.canComment ? 'Review the document' : 'Read the document', link: input.link },
    after: [
      `The link works until ${dayOf(input.expiresAt)}. Anyone with it can open the document, so please do not forward it.`,
      'If you did not expect this, you can ignore this email.',
    ],
  };
  return { to: input.to, subject: `${input.senderName} shared “${input.documentTitle}” with you for review`, text: textBody(body), html: htmlBody(body) };
}
