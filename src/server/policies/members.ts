import { workspaceRoles, type WorkspaceRole } from '../../shared/vocabulary.js';

/**
 * Who may do what to a workspace's members and invitations (issue 18, ADR 0036), as pure
 * predicates: routes call them before a service, and GET /api/team sends their answers to the
 * client. Owners invite, change any role and remove anyone; admins invite and remove members and
 * admins and move people between member and admin, never touching an owner nor granting owner;
 * members only see the team. Nobody raises their own role, and a workspace always keeps an owner.
 */

export interface Member {
  userId: number;
  role: WorkspaceRole;
}

/** How able a role is: owner 2, admin 1, member 0. */
const rank = (role: WorkspaceRole) => workspaceRoles.length - 1 - workspaceRoles.indexOf(role);

/** The roles a viewer may hand out, by invitation or by a change of role. */
export function grantableRoles(viewerRole: WorkspaceRole): WorkspaceRole[] {
  if (viewerRole === 'owner') return [...workspaceRoles];
  if (viewerRole === 'admin') return ['admin', 'member'];
  return [];
}

export function canInvite(viewerRole: WorkspaceRole, role: WorkspaceRole): boolean {
  return grantableRoles(viewerRole).includes(role);
}

/** Resending or revoking an invitation: whoever could have sent it. */
export function canManageInvitation(viewerRole: WorkspaceRole, invitationRole: WorkspaceRole): boolean {
  return canInvite(viewerRole, invitationRole);
}

/** Whether an owner would be left: `owners` counts the workspace's owners now. */
const isLastOwner = (target: Member, owners: number) => target.role === 'owner' && owners <= 1;

export function canChangeRole(viewer: Member, target: Member, role: WorkspaceRole, owners: number): boolean {
  if (role === target.role) return false;
  if (viewer.userId === target.userId && rank(role) > rank(target.role)) return false;
  if (isLastOwner(target, owners)) return false;
  if (viewer.role === 'owner') return true;
  if (viewer.role === 'admin') return target.role !== 'owner' && role !== 'owner';
  return false;
}

/** The roles the viewer may give the target, in the order of workspaceRoles. */
export function assignableRoles(viewer: Member, target: Member, owners: number): WorkspaceRole[] {
  return workspaceRoles.filter((role) => canChangeRole(viewer, target, role, owners));
}

/** Removing someone else; one's own membership ends by leaving (canLeave). */
export function canRemoveMember(viewer: Member, target: Member, owners: number): boolean {
  if (viewer.userId === target.userId) return false;
  if (isLastOwner(target, owners)) return false;
  if (viewer.role === 'owner') return true;
  if (viewer.role === 'admin') return target.role !== 'owner';
  return false;
}

export function canLeave(viewer: Member, owners: number): boolean {
  return !isLastOwner(viewer, owners);
}
