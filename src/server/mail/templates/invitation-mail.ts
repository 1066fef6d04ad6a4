import type { WorkspaceRole } from '../../../shared/contract/team.js';
import { INVITATION_LINK_DAYS } from '../../../shared/limits.js';
import type { MailMessage } from '../mail-message.js';
import { htmlBody, textBody, type MailBody } from './mail-layout.js';

const ROLE_ARTICLES: Record<WorkspaceRole, string> = { owner: 'an owner', admin: 'an admin', member: 'a member' };

/** An invitation to join a workspace (issue 18): the link works once, within INVITATION_LINK_DAYS. */
export function invitationMail(input: {
  appName: string;
  to: string;
  inviterName: string;
  workspaceName: string;
  role: WorkspaceRole;
  link: string;
}): MailMessage {
  const body: MailBody = {
    appName: input.appName,
    greeting: 'Hello,',
    lead: [
      `${input.inviterName} invited you to join ${input.workspaceName} on ${input.appName} as ${ROLE_ARTICLES[input.role]}.`,
    ],
    action: { label: 'Accept the invitation', link: input.link },
    after: [
      `The link works once, within ${INVITATION_LINK_DAYS} days. Sign in or create an account with ${input.to} to accept it.`,
      'If you did not expect this, ignore this email: nothing happens unless you accept.',
    ],
  };
  return { to: input.to, subject: `${input.inviterName} invited you to ${input.workspaceName} on ${input.appName}`, text: textBody(body), html: htmlBody(body) };
}
