import { eq } from 'drizzle-orm';
import { INVITATION_LINK_REFUSALS, type InvitationPreview } from '../../shared/contract/team.js';
import type { Executor } from '../db/database.js';
import { users, workspaceInvitations, workspaces } from '../db/schema.js';
import { HttpError } from '../http-error.js';
import { invitationRefusal } from './find-invitation.js';
import { hashInvitationToken } from './invitation-token.js';

/**
 * What an invitation link shows anyone holding it (the link is the secret): the workspace, who
 * invited, the address and the role. A forged, expired, accepted or revoked link is refused with
 * its own message: 404 for a link that never existed, 410 for one that no longer works.
 */
export async function readInvitation(db: Executor, token: string, options: { lock?: boolean } = {}) {
  const query = db
    .select({ invitation: workspaceInvitations, workspaceName: workspaces.name, inviterFirstName: users.firstName, inviterLastName: users.lastName })
    .from(workspaceInvitations)
    .innerJoin(workspaces, eq(workspaces.id, workspaceInvitations.workspaceId))
    .leftJoin(users, eq(users.id, workspaceInvitations.invitedBy))
    .where(eq(workspaceInvitations.tokenHash, hashInvitationToken(token)));
  const [row] = options.lock ? await query.for('update', { of: workspaceInvitations }) : await query;
  const refused = invitationRefusal(row?.invitation);
  if (refused) throw new HttpError(refused === 'invalid' ? 404 : 410, { error: INVITATION_LINK_REFUSALS[refused], reason: refused });
  return row!;
}

export function presentInvitation(row: Awaited<ReturnType<typeof readInvitation>>): InvitationPreview {
  return {
    workspaceName: row.workspaceName,
    inviterName: row.inviterFirstName === null ? null : `${row.inviterFirstName} ${row.inviterLastName ?? ''}`.trim(),
    email: row.invitation.email,
    role: row.invitation.role,
    expiresAt: row.invitation.expiresAt.toISOString(),
  };
}
