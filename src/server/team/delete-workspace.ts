import { and, eq, isNotNull } from 'drizzle-orm';
import { roleCannot } from '../../shared/roles.js';
import { WRONG_PASSWORD_FOR_WORKSPACE_DELETION } from '../../shared/contract/team.js';
import { homeWorkspaceOf } from '../auth/find-account.js';
import { isUsersPassword } from '../auth/user-secrets.js';
import { lockWorkspace } from '../billing/plan-limits.js';
import type { Database, Transaction } from '../db/database.js';
import { dataExports, files, sessions, users, workspaceMembers, workspaces } from '../db/schema.js';
import { HttpError } from '../http-error.js';
import type { SessionContext } from '../plugins/session.js';
import { canDeleteWorkspace } from '../policies/workspace.js';
import { deleteWorkspaceRows } from './delete-workspace-rows.js';
import { findMember } from './find-member.js';
import { newWorkspaceOf } from './new-workspace.js';

export interface DeletedWorkspace {
  name: string;
  members: number;
  /** Where the deleting owner's session acts now. */
  workspaceId: number;
  /** The stored files that belonged to it (uploads and data exports), for the caller to remove. */
  storageKeys: string[];
}

/**
 * Deletes the session's workspace for good (issue 18: "owners also manage … deletion"), confirmed
 * by the owner's password: its documents, clients, projects, files and everything else in it, in one
 * transaction under the workspace's lock. Nobody is left without a workspace: each member's
 * sessions acting in it move to the workspace they last used, and a member who belongs to no other
 * (the owner deleting their only one, say) gets a new empty workspace of their own, as at sign-up,
 * so their account keeps working. Stored files are removed by the caller once the rows are gone: a
 * crash in between leaves unreachable files, never rows pointing at missing ones.
 */
export async function deleteWorkspace(db: Database, session: SessionContext, password: string): Promise<DeletedWorkspace> {
  if (!canDeleteWorkspace(session.role)) throw new HttpError(403, { error: roleCannot(session.role, 'delete the workspace', 'an owner') });
  if (!(await isUsersPassword(db, session.user.id, password))) throw new HttpError(403, { error: WRONG_PASSWORD_FOR_WORKSPACE_DELETION });
  const { workspaceId } = session;
  return db.transaction(async (tx) => {
    await lockWorkspace(tx, workspaceId);
    // The role as it is now, under the lock: it may have changed since the session was read.
    const viewer = await findMember(tx, workspaceId, session.user.id);
    if (!canDeleteWorkspace(viewer.role)) throw new HttpError(403, { error: roleCannot(viewer.role, 'delete the workspace', 'an owner') });
    const [workspace] = await tx.select({ name: workspaces.name }).from(workspaces).where(eq(workspaces.id, workspaceId));
    const storageKeys = await storedFilesOf(tx, workspaceId);

    const members = await tx
      .select({ userId: workspaceMembers.userId, firstName: users.firstName, lastName: users.lastName })
      .from(workspaceMembers)
      .innerJoin(users, eq(users.id, workspaceMembers.userId))
      .where(eq(workspaceMembers.workspaceId, workspaceId));
    let ownersNextWorkspace = workspaceId;
    for (const member of members) {
      const next = (await homeWorkspaceOf(tx, member.userId, workspaceId)) ?? (await newWorkspaceOf(tx, member));
      await tx.update(sessions).set({ workspaceId: next }).where(and(eq(sessions.userId, member.userId), eq(sessions.workspaceId, workspaceId)));
      if (member.userId === session.user.id) ownersNextWorkspace = next;
    }
    await deleteWorkspaceRows(tx, [workspaceId]);
    return { name: workspace?.name ?? '', members: members.length, workspaceId: ownersNextWorkspace, storageKeys };
  });
}

/** Uploads and data exports kept in storage for the workspace. */
async function storedFilesOf(tx: Transaction, workspaceId: number): Promise<string[]> {
  const uploads = await tx.select({ key: files.storageKey }).from(files).where(eq(files.workspaceId, workspaceId));
  const exported = await tx
    .select({ key: dataExports.storageKey })
    .from(dataExports)
    .where(and(eq(dataExports.workspaceId, workspaceId), isNotNull(dataExports.storageKey)));
  return [...uploads, ...exported].flatMap(({ key }) => (key ? [key] : []));
}
