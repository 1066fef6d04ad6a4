import { and, eq } from 'drizzle-orm';
import type { InvitationRefusal } from '../../shared/contract/team.js';
import type { Executor } from '../db/database.js';
import { workspaceInvitations } from '../db/schema.js';
import { notFound } from '../http-error.js';
import type { InvitationRow } from './invite-member.js';

/** One of the workspace's invitations by id; another workspace's (or none) is a 404. */
export async function findWorkspaceInvitation(db: Executor, workspaceId: number, id: number): Promise<InvitationRow> {
  const [row] = await db
    .select()
    .from(workspaceInvitations)
    .where(and(eq(workspaceInvitations.workspaceId, workspaceId), eq(workspaceInvitations.id, id)));
  if (!row) throw notFound('Invitation not found');
  return row;
}

/** Why an invitation cannot be used any more, or null while it can. */
export function invitationRefusal(row: InvitationRow | undefined, now = new Date()): InvitationRefusal | null {
  if (!row) return 'invalid';
  if (row.acceptedAt) return 'used';
  if (row.revokedAt) return 'revoked';
  if (row.expiresAt <= now) return 'expired';
  return null;
}
