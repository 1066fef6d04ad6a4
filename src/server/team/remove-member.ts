import { and, eq } from 'drizzle-orm';
import { LAST_OWNER_MESSAGE } from '../../shared/contract/team.js';
import { roleCannot } from '../../shared/roles.js';
import { homeWorkspaceOf } from '../auth/find-account.js';
import { lockWorkspace } from '../billing/plan-limits.js';
import type { Database, Transaction } from '../db/database.js';
import { sessions, users, workspaceMembers } from '../db/schema.js';
import { HttpError } from '../http-error.js';
import { canManageMembers, canRemoveMember, type Member } from '../policies/members.js';
import { countOwners, findMember } from './find-member.js';
import { newWorkspaceOf } from './new-workspace.js';

/**
 * Removes someone from the workspace (issue 18): the membership and, at once, every session of
 * theirs acting in it, so their next request is signed out on every instance. Someone for whom
 * it was the only workspace is given an empty one of their own, so that they can still sign in. The policy is asked
 * under the workspace lock, as for roles (the last owner stays).
 */
export async function removeMember(db: Database, input: { workspaceId: number; viewer: Member; targetUserId: number }): Promise<void> {
  await db.transaction(async (tx) => {
    await lockWorkspace(tx, input.workspaceId);
    const target = await findMember(tx, input.workspaceId, input.targetUserId);
    const owners = await countOwners(tx, input.workspaceId);
    if (!canRemoveMember(input.viewer, target, owners)) {
      if (target.userId === input.viewer.userId) throw new HttpError(400, { error: 'To leave this workspace yourself, use Leave workspace.' });
      if (canManageMembers(input.viewer.role)) throw new HttpError(409, { error: LAST_OWNER_MESSAGE });
      throw new HttpError(403, { error: roleCannot(input.viewer.role, 'remove people from the workspace', 'an owner') });
    }
    await endMembership(tx, input.workspaceId, target.userId);
    // Removed from the only workspace they had, they could no longer sign in: one of their own.
    if ((await homeWorkspaceOf(tx, target.userId)) === null) {
      const [person] = await tx.select({ firstName: users.firstName, lastName: users.lastName }).from(users).where(eq(users.id, target.userId));
      await newWorkspaceOf(tx, { userId: target.userId, firstName: person!.firstName, lastName: person!.lastName });
    }
  });
}

/** The membership and the sessions acting in that workspace, together. */
export async function endMembership(tx: Transaction, workspaceId: number, userId: number): Promise<void> {
  await tx.delete(workspaceMembers).where(and(eq(workspaceMembers.workspaceId, workspaceId), eq(workspaceMembers.userId, userId)));
  await tx.delete(sessions).where(and(eq(sessions.workspaceId, workspaceId), eq(sessions.userId, userId)));
}
