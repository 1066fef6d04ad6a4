import type { MailMessage } from '../mail-message.js';
import { htmlBody, textBody, type MailBody } from './mail-layout.js';

/** Someone mentioned the recipient in a comment (issue 19): who, on which document, the comment's start, and a link to the thread. */
export function commentMentionMail(input: {
  appName: string;
  to: string;
  firstName: string;
  actorName: string;
  documentTitle: string;
  excerpt: string;
  link: string;
}): MailMessage {
  const body: MailBody = {
    appName: input.appName,
    greeting: `Hello ${input.firstName},`,
    lead: [`${input.actorName} mentioned you in a comment on “${input.documentTitle}”:`, `“${input.excerpt}”`],
    action: { label: 'Open the comment', link: input.link },
    after: ['You get this email because a member of your workspace mentioned you. Comments are also listed under the bell in the app.'],
  };
  return {
    to: input.to,
    subject: `${input.actorName} mentioned you on “${input.documentTitle}”`,
    text: textBody(body),
    html: htmlBody(body),
  };
}
