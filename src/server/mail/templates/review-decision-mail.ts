import type { MailMessage } from '../mail-message.js';
import { htmlBody, textBody, type MailBody } from './mail-layout.js';

/** A client's answer through a review link (issue 19, ADR 0043), told to the person who made the link. */
export function reviewDecisionMail(input: {
  appName: string;
  to: string;
  firstName: string;
  contactName: string;
  documentTitle: string;
  decision: 'approved' | 'changes_requested';
  note: string | null;
  link: string;
}): MailMessage {
  const verdict = input.decision === 'approved' ? 'approved' : 'asked for changes to';
  const body: MailBody = {
    appName: input.appName,
    greeting: `Hello ${input.firstName},`,
    lead: [`${input.contactName} ${verdict} “${input.documentTitle}”.`, ...(input.note ? [`Their note: “${input.note}”`] : [])],
    action: { label: 'Open the document', link: input.link },
    after: ['You are told because you shared this document for review. The decision is also shown on the document and its card.'],
  };
  const subject = input.decision === 'approved' ? `${input.contactName} approved “${input.documentTitle}”` : `${input.contactName} asked for changes to “${input.documentTitle}”`;
  return { to: input.to, subject, text: textBody(body), html: htmlBody(body) };
}
