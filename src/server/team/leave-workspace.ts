import { and, eq, ne } from 'drizzle-orm';
import { LAST_OWNER_MESSAGE, LAST_WORKSPACE_MESSAGE } from '../../shared/contract/team.js';
import { homeWorkspaceOf } from '../auth/find-account.js';
import { lockWorkspace } from '../billing/plan-limits.js';
import type { Database } from '../db/database.js';
import { sessions, workspaceMembers } from '../db/schema.js';
import { HttpError } from '../http-error.js';
import { canLeave } from '../policies/members.js';
import type { SessionContext } from '../plugins/session.js';
import { countOwners, findMember } from './find-member.js';
import { endMembership } from './remove-member.js';

/**
 * Leaves the session's workspace: refused to its last owner and to someone with no other
 * workspace to go to. This session moves to the workspace sign-in would choose; the person's other
 * sessions in the workspace left end, as a removal's do.
 */
export async function leaveWorkspace(db: Database, session: SessionContext): Promise<{ workspaceId: number }> {
  return db.transaction(async (tx) => {
    await lockWorkspace(tx, session.workspaceId);
    const viewer = await findMember(tx, session.workspaceId, session.user.id);
    if (!canLeave(viewer, await countOwners(tx, session.workspaceId))) throw new HttpError(409, { error: LAST_OWNER_MESSAGE });
    const [elsewhere] = await tx
      .select({ workspaceId: workspaceMembers.workspaceId })
      .from(workspaceMembers)
      .where(and(eq(workspaceMembers.userId, session.user.id), ne(workspaceMembers.workspaceId, session.workspaceId)))
      .limit(1);
    if (!elsewhere) throw new HttpError(409, { error: LAST_WORKSPACE_MESSAGE });
    await tx.update(sessions).set({ workspaceId: elsewhere.workspaceId }).where(eq(sessions.tokenHash, session.tokenHash));
    await endMembership(tx, session.workspaceId, session.user.id);
    const next = (await homeWorkspaceOf(tx, session.user.id)) ?? elsewhere.workspaceId;
    await tx.update(sessions).set({ workspaceId: next }).where(eq(sessions.tokenHash, session.tokenHash));
    return { workspaceId: next };
  });
}
