import { z } from 'zod';
import { reviewDecisions, workspaceRoles } from '../../../shared/vocabulary.js';
import type { MailMessage } from '../mail-message.js';
import { accountDeletionCancelledMail, accountDeletionHeldMail, accountDeletionScheduledMail } from './account-deletion-mail.js';
import { commentMentionMail } from './comment-mention-mail.js';
import { dataExportReadyMail } from './data-export-ready-mail.js';
import { emailChangeConfirmMail, emailChangedMail, emailChangeRequestedMail } from './email-change-mail.js';
import { emailVerificationMail } from './email-verification-mail.js';
import { invitationMail } from './invitation-mail.js';
import { passwordResetMail } from './password-reset-mail.js';
import { reviewDecisionMail } from './review-decision-mail.js';
import { reviewLinkMail } from './review-link-mail.js';

/**
 * What a queued mail keeps: which template, and the few values it fills in. The message itself is
 * rendered when it is sent, with the app's name of that moment.
 */
export const mailContent = z.discriminatedUnion('template', [
  z.object({ template: z.literal('password-reset'), to: z.string(), firstName: z.string(), link: z.string() }),
  z.object({ template: z.literal('email-verification'), to: z.string(), firstName: z.string(), link: z.string() }),
  z.object({ template: z.literal('data-export-ready'), to: z.string(), firstName: z.string(), link: z.string() }),
  z.object({ template: z.literal('account-deletion-scheduled'), to: z.string(), firstName: z.string(), link: z.string(), deleteAfter: z.string() }),
  z.object({ template: z.literal('account-deletion-cancelled'), to: z.string(), firstName: z.string(), link: z.string() }),
  z.object({ template: z.literal('account-deletion-held'), to: z.string(), firstName: z.string(), link: z.string(), workspaceName: z.string() }),
  z.object({
    template: z.literal('workspace-invitation'),
    to: z.string(),
    inviterName: z.string(),
    workspaceName: z.string(),
    role: z.enum(workspaceRoles),
    link: z.string(),
  }),
  z.object({
    template: z.literal('review-link'),
    to: z.string(),
    contactName: z.string(),
    senderName: z.string(),
    workspaceName: z.string(),
    documentTitle: z.string(),
    canComment: z.boolean(),
    expiresAt: z.string(),
    link: z.string(),
  }),
  z.object({
    template: z.literal('review-decision'),
    to: z.string(),
    firstName: z.string(),
    contactName: z.string(),
    documentTitle: z.string(),
    decision: z.enum(reviewDecisions),
    note: z.string().nullable(),
    link: z.string(),
  }),
  z.object({ template: z.literal('email-change-confirm'), to: z.string(), firstName: z.string(), link: z.string() }),
  z.object({ template: z.literal('email-change-requested'), to: z.string(), firstName: z.string(), newEmail: z.string(), link: z.string() }),
  z.object({ template: z.literal('email-changed'), to: z.string(), firstName: z.string(), newEmail: z.string(), link: z.string() }),
  z.object({
    template: z.literal('comment-mention'),
    to: z.string(),
    firstName: z.string(),
    actorName: z.string(),
    documentTitle: z.string(),
    excerpt: z.string(),
    link: z.string(),
  }),
]);
export type MailContent = z.infer<typeof mailContent>;

export function renderMail(content: MailContent, appName: string): MailMessage {
  switch (content.template) {
    case 'password-reset':
      return passwordResetMail({ appName, ...content });
    case 'email-verification':
      return emailVerificationMail({ appName, ...content });
    case 'data-export-ready':
      return dataExportReadyMail({ appName, ...content });
    case 'account-deletion-scheduled':
      return accountDeletionScheduledMail({ appName, ...content });
    case 'account-deletion-cancelled':
      return accountDeletionCancelledMail({ appName, ...content });
    case 'account-deletion-held':
      return accountDeletionHeldMail({ appName, ...content });
    case 'workspace-invitation':
      return invitationMail({ appName, ...content });
    case 'review-link':
      return reviewLinkMail({ appName, ...content });
    case 'review-decision':
      return reviewDecisionMail({ appName, ...content });
    case 'email-change-confirm':
      return emailChangeConfirmMail({ appName, ...content });
    case 'email-change-requested':
      return emailChangeRequestedMail({ appName, ...content });
    case 'email-changed':
      return emailChangedMail({ appName, ...content });
    case 'comment-mention':
      return commentMentionMail({ appName, ...content });
  }
}
