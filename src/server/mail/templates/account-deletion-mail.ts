import { ACCOUNT_DELETION_GRACE_DAYS } from '../../../shared/limits.js';
import type { MailMessage } from '../mail-message.js';
import { htmlBody, textBody, type MailBody } from './mail-layout.js';

/** "Delete my account" (issue 18): scheduled, with the day it happens and how to stop it. */
export function accountDeletionScheduledMail(input: { appName: string; to: string; firstName: string; link: string; deleteAfter: string }): MailMessage {
  const day = new Date(input.deleteAfter).toUTCString();
  const body: MailBody = {
    appName: input.appName,
    greeting: `Hello ${input.firstName},`,
    lead: [
      `Your ${input.appName} account is scheduled for deletion on ${day}. Then your documents, clients, projects, uploaded files, settings and workspace are deleted for good.`,
      `Changed your mind? Sign in within ${ACCOUNT_DELETION_GRACE_DAYS} days and the deletion is cancelled.`,
    ],
    action: { label: 'Sign in to keep your account', link: input.link },
    after: ['If you did not ask for this, sign in now and change your password.'],
  };
  return { to: input.to, subject: `Your ${input.appName} account will be deleted`, text: textBody(body), html: htmlBody(body) };
}

/** Signing in (or Keep my account) during the grace period cancelled the deletion. */
export function accountDeletionCancelledMail(input: { appName: string; to: string; firstName: string; link: string }): MailMessage {
  const body: MailBody = {
    appName: input.appName,
    greeting: `Hello ${input.firstName},`,
    lead: [`The deletion of your ${input.appName} account is cancelled: you signed in during the grace period. Your account and everything in it stay as they are.`],
    action: { label: `Open ${input.appName}`, link: input.link },
    after: ['To delete your account after all, use Settings → Your data → Delete my account again.'],
  };
  return { to: input.to, subject: `Your ${input.appName} account will not be deleted`, text: textBody(body), html: htmlBody(body) };
}

/** The day came, but the account had become the only owner of a workspace others belong to. */
export function accountDeletionHeldMail(input: { appName: string; to: string; firstName: string; link: string; workspaceName: string }): MailMessage {
  const body: MailBody = {
    appName: input.appName,
    greeting: `Hello ${input.firstName},`,
    lead: [
      `Your ${input.appName} account was not deleted: you are the only owner of ${input.workspaceName}, and other people belong to it now. Deleting your account would leave them without an owner.`,
      'Nothing was removed, and your account works as before.',
    ],
    action: { label: 'Open Settings → Team', link: input.link },
    after: ['Make another member an owner there, or remove the other members, then use Settings → Your data → Delete my account again.'],
  };
  return { to: input.to, subject: `Your ${input.appName} account was not deleted`, text: textBody(body), html: htmlBody(body) };
}
