import { and, eq } from 'drizzle-orm';
import { LAST_OWNER_MESSAGE, workspaceRoles, type WorkspaceRole } from '../../shared/contract/team.js';
import { roleCannot } from '../../shared/roles.js';
import { lockWorkspace } from '../billing/plan-limits.js';
import type { Database } from '../db/database.js';
import { workspaceMembers } from '../db/schema.js';
import { HttpError } from '../http-error.js';
import { canChangeRole, canManageMembers, type Member } from '../policies/members.js';
import { countOwners, findMember } from './find-member.js';

/**
 * Gives a member another role. The policy is asked here, under the workspace lock, rather than in
 * the route: whether the target is the last owner must be read in the same transaction that
 * changes it, or two owners demoting each other at once could leave the workspace with none.
 */
export async function changeMemberRole(
  db: Database,
  input: { workspaceId: number; viewer: Member; targetUserId: number; role: WorkspaceRole },
): Promise<void> {
  await db.transaction(async (tx) => {
    await lockWorkspace(tx, input.workspaceId);
    const target = await findMember(tx, input.workspaceId, input.targetUserId);
    if (target.role === input.role) return;
    const owners = await countOwners(tx, input.workspaceId);
    if (!canChangeRole(input.viewer, target, input.role, owners)) throw refusal(input.viewer, target, input.role, owners);
    await tx
      .update(workspaceMembers)
      .set({ role: input.role })
      .where(and(eq(workspaceMembers.workspaceId, input.workspaceId), eq(workspaceMembers.userId, target.userId)));
  });
}

/** Says which rule refused the change, so the person can act on it. */
function refusal(viewer: Member, target: Member, role: WorkspaceRole, owners: number): HttpError {
  const self = viewer.userId === target.userId;
  if (self && workspaceRoles.indexOf(role) < workspaceRoles.indexOf(target.role)) return new HttpError(403, { error: 'You cannot raise your own role.' });
  if (target.role === 'owner' && owners <= 1 && (self || canManageMembers(viewer.role))) return new HttpError(409, { error: LAST_OWNER_MESSAGE });
  return new HttpError(403, { error: roleCannot(viewer.role, 'change roles', 'an owner') });
}
