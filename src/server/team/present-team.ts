import type { TeamInvitation, TeamResponse } from '../../shared/contract/team.js';
import type { workspaceInvitations } from '../db/schema.js';
import { assignableRoles, canLeave, canManageInvitation, canRemoveMember, grantableRoles, type Member } from '../policies/members.js';
import type { Team } from './read-team.js';

const fullName = (first: string | null, last: string | null) => (first === null ? null : `${first} ${last ?? ''}`.trim());

/** The team as the viewer sees it: every row with what the viewer may do to it (policies/members.ts). */
export function presentTeam(team: Team, viewer: Member, context: { hasOtherWorkspace: boolean }): TeamResponse {
  const owners = team.members.filter((member) => member.role === 'owner').length;
  return {
    workspace: team.workspace,
    viewer: { role: viewer.role, invitableRoles: grantableRoles(viewer.role), canLeave: canLeave(viewer, owners) && context.hasOtherWorkspace },
    members: team.members.map((row) => {
      const target = { userId: row.userId, role: row.role };
      return {
        id: row.userId,
        name: fullName(row.firstName, row.lastName) ?? row.email,
        email: row.email,
        role: row.role,
        joinedAt: row.joinedAt.toISOString(),
        you: row.userId === viewer.userId,
        assignableRoles: assignableRoles(viewer, target, owners),
        canRemove: canRemoveMember(viewer, target, owners),
      };
    }),
    invitations: team.invitations.map((row) => presentInvitationFor(viewer, row, fullName(row.inviterFirstName, row.inviterLastName))),
    seats: team.seats,
  };
}

/** One invitation with what the viewer may do to it. */
export function presentInvitationFor(
  viewer: Member,
  row: Pick<typeof workspaceInvitations.$inferSelect, 'id' | 'email' | 'role' | 'createdAt' | 'expiresAt'>,
  invitedBy: string | null,
): TeamInvitation {
  return {
    id: row.id,
    email: row.email,
    role: row.role,
    invitedBy,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    expired: row.expiresAt.getTime() <= Date.now(),
    canResend: canManageInvitation(viewer.role, row.role),
    canRevoke: canManageInvitation(viewer.role, row.role),
  };
}
