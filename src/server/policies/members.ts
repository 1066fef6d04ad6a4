import { workspaceRoles, type WorkspaceRole } from '../../shared/vocabulary.js';
import { hasConfirmedEmail } from './email-verification.js';

/**
 * Who may do what to a workspace's members and invitations (issue 18, ADR 0036), as pure
 * predicates: routes call them before a service, and GET /api/team sends their answers to the
 * client. Managing the team is the owners' alone — "owners also manage billing, members and
 * deletion" — so owners invite with any role, change any role and remove anyone; admins and
 * members see the team. Anyone may lower their own role, nobody raises it, and a workspace always
 * keeps an owner.
 */

export interface Member {
  userId: number;
  role: WorkspaceRole;
}

/** How able a role is: owner 2, admin 1, member 0. */
const rank = (role: WorkspaceRole) => workspaceRoles.length - 1 - workspaceRoles.indexOf(role);

/** Inviting, changing roles and removing people. */
export function canManageMembers(role: WorkspaceRole): boolean {
  return role === 'owner';
}

/** The roles a viewer may hand out, by invitation or by a change of role. */
export function grantableRoles(viewerRole: WorkspaceRole): WorkspaceRole[] {
  return canManageMembers(viewerRole) ? [...workspaceRoles] : [];
}

export function canInvite(viewerRole: WorkspaceRole, role: WorkspaceRole): boolean {
  return grantableRoles(viewerRole).includes(role);
}

/**
 * Sending an invitation also needs the inviter's confirmed address (issue 18): the mail goes out
 * in their name, so they must be reachable.
 */
export function canSendInvitations(inviter: Parameters<typeof hasConfirmedEmail>[0]): boolean {
  return hasConfirmedEmail(inviter);
}

/** Resending or revoking an invitation: whoever could have sent it. */
export function canManageInvitation(viewerRole: WorkspaceRole, invitationRole: WorkspaceRole): boolean {
  return canInvite(viewerRole, invitationRole);
}

/** Whether an owner would be left: `owners` counts the workspace's owners now. */
const isLastOwner = (target: Member, owners: number) => target.role === 'owner' && owners <= 1;

export function canChangeRole(viewer: Member, target: Member, role: WorkspaceRole, owners: number): boolean {
  if (role === target.role) return false;
  if (isLastOwner(target, owners)) return false;
  if (viewer.userId === target.userId) return rank(role) < rank(target.role);
  return canManageMembers(viewer.role);
}

/** The roles the viewer may give the target, in the order of workspaceRoles. */
export function assignableRoles(viewer: Member, target: Member, owners: number): WorkspaceRole[] {
  return workspaceRoles.filter((role) => canChangeRole(viewer, target, role, owners));
}

/** Removing someone else; one's own membership ends by leaving (canLeave). */
export function canRemoveMember(viewer: Member, target: Member, owners: number): boolean {
  if (viewer.userId === target.userId) return false;
  if (isLastOwner(target, owners)) return false;
  return canManageMembers(viewer.role);
}

export function canLeave(viewer: Member, owners: number): boolean {
  return !isLastOwner(viewer, owners);
}
