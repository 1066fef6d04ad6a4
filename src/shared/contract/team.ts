import { z } from 'zod';
import { EMAIL_MAX_LENGTH, PASSWORD_MAX_LENGTH } from '../limits.js';
import { subscriptionTiers, workspaceRoles } from '../vocabulary.js';
import { recordId, recordIdText } from './ids.js';

/**
 * Settings → Team, the invitation link and the workspace switcher (issue 18, ADR 0036): the request
 * and response shapes of /api/team/*, /api/invitations/* and /api/workspaces/*. Every row carries
 * what the viewer may do to it, computed by the server's policy (policies/members.ts), so the
 * client never re-derives roles.
 */

export { workspaceRoles, type WorkspaceRole } from '../vocabulary.js';

export const ROLE_LABELS = { owner: 'Owner', admin: 'Admin', member: 'Member' } as const;

const role = z.enum(workspaceRoles, { error: 'role must be owner, admin or member' });

export const inviteMemberBody = z.object({
  email: z
    .string({ error: 'Email is required' })
    .trim()
    .min(1, 'Email is required')
    .max(EMAIL_MAX_LENGTH, `Email must be at most ${EMAIL_MAX_LENGTH} characters`)
    .pipe(z.email('Enter a valid email address')),
  role,
});
export type InviteMemberBody = z.input<typeof inviteMemberBody>;

export const changeRoleBody = z.object({ role });
export type ChangeRoleBody = z.input<typeof changeRoleBody>;

export const memberParams = z.object({ userId: recordIdText });

export const teamMemberSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  role,
  joinedAt: z.string(),
  /** The viewer's own row. */
  you: z.boolean(),
  /** The roles the viewer may give this member (its current one left out); empty: none. */
  assignableRoles: z.array(role),
  canRemove: z.boolean(),
});
export type TeamMember = z.infer<typeof teamMemberSchema>;

export const teamInvitationSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  role,
  /** The inviter's name; null once that account is gone. */
  invitedBy: z.string().nullable(),
  createdAt: z.string(),
  expiresAt: z.string(),
  /** Past its expiry: it holds no seat, and Resend mails a fresh link. */
  expired: z.boolean(),
  canResend: z.boolean(),
  canRevoke: z.boolean(),
});
export type TeamInvitation = z.infer<typeof teamInvitationSchema>;

export const seatsSchema = z.object({
  /** Members and pending invitations (unexpired, neither accepted nor revoked). */
  used: z.number().int(),
  /** null: no limit (the master account's workspaces). */
  limit: z.number().int().nullable(),
  plan: z.enum(subscriptionTiers),
  planName: z.string(),
});
export type Seats = z.infer<typeof seatsSchema>;

export const teamResponse = z.object({
  workspace: z.object({ id: z.number().int(), name: z.string() }),
  viewer: z.object({
    role,
    /** The roles the viewer may invite with; empty: may not invite. */
    invitableRoles: z.array(role),
    canLeave: z.boolean(),
  }),
  members: z.array(teamMemberSchema),
  invitations: z.array(teamInvitationSchema),
  seats: seatsSchema,
});
export type TeamResponse = z.infer<typeof teamResponse>;

const INVALID_INVITATION_LINK = 'This invitation link is not valid. Check that you copied the whole link, or ask for a new invitation.';

/** The invitation link as anyone holding it sees it, signed in or not. */
export const invitationTokenParams = z.object({
  // 32 random bytes in base64url (team/invitation-token.ts): anything else cannot be a link we sent.
  token: z.string().regex(/^[A-Za-z0-9_-]{43}$/, INVALID_INVITATION_LINK),
});

export const invitationPreviewSchema = z.object({
  workspaceName: z.string(),
  /** null once the inviter's account is gone. */
  inviterName: z.string().nullable(),
  email: z.string(),
  role,
  expiresAt: z.string(),
});
export type InvitationPreview = z.infer<typeof invitationPreviewSchema>;

export const invitationRefusals = ['invalid', 'expired', 'used', 'revoked'] as const;
export type InvitationRefusal = (typeof invitationRefusals)[number];

/** Why an invitation link was refused, one clear message each (issue 18, "Bad input and abuse"). */
export const INVITATION_LINK_REFUSALS: Record<InvitationRefusal, string> = {
  invalid: INVALID_INVITATION_LINK,
  expired: 'This invitation has expired. Ask the person who invited you to send a new one.',
  used: 'This invitation has already been accepted. Sign in to reach the workspace.',
  revoked: 'This invitation was withdrawn. Ask the workspace’s owner if you should still join.',
};

/** The answer of a refused link: the message and which refusal, for the screen to choose its actions. */
export const invitationRefusedSchema = z.object({ error: z.string(), reason: z.enum(invitationRefusals) });

export const wrongAccountForInvitation = (email: string) =>
  `This invitation was sent to ${email}. Sign out and sign in (or create an account) with that address to accept it.`;

export const workspaceSummarySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  role,
  /** The workspace this session acts in. */
  current: z.boolean(),
});
export type WorkspaceSummary = z.infer<typeof workspaceSummarySchema>;

export const workspacesResponse = z.object({ workspaces: z.array(workspaceSummarySchema) });
export type WorkspacesResponse = z.infer<typeof workspacesResponse>;

export const switchWorkspaceBody = z.object({ workspaceId: recordId });
export type SwitchWorkspaceBody = z.input<typeof switchWorkspaceBody>;

export const INVITATIONS_NEED_CONFIRMED_EMAIL =
  'Confirm your email address before inviting people: follow the link we emailed you, or ask for a new one.';
export const INVITATION_RATE_LIMITED = 'This workspace has sent many invitations in the last hour. Try again later.';
export const LAST_OWNER_MESSAGE = 'A workspace needs an owner: make another member an owner first.';
export const LAST_WORKSPACE_MESSAGE = 'This is your only workspace, so you cannot leave it.';

/** DELETE /api/workspace: the owner's password confirms it. */
export const deleteWorkspaceBody = z.object({
  password: z.string({ error: 'Enter your password' }).min(1, 'Enter your password').max(PASSWORD_MAX_LENGTH),
});
export type DeleteWorkspaceBody = z.infer<typeof deleteWorkspaceBody>;

export const WRONG_PASSWORD_FOR_WORKSPACE_DELETION = 'That password is not right. The workspace was not deleted.';
