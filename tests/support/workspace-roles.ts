import { and, eq } from 'drizzle-orm';
import type { Database } from '../../src/server/db/database.js';
import { sessions, workspaceMembers, type WorkspaceRole } from '../../src/server/db/schema.js';

/**
 * Puts an account into another workspace with a role, directly in the database: what an accepted
 * invitation does (the invitation flow is tested on its own). The account leaves the workspace it
 * signed up with, so signing in lands in this one, and its open sessions move here too.
 */
export async function moveIntoWorkspace(db: Database, input: { userId: number; workspaceId: number; role: WorkspaceRole }): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(workspaceMembers).where(eq(workspaceMembers.userId, input.userId));
    await tx.insert(workspaceMembers).values(input);
    await tx.update(sessions).set({ workspaceId: input.workspaceId }).where(eq(sessions.userId, input.userId));
  });
}

/** Changes a member's role, as an owner would in Settings → Members. */
export async function setRole(db: Database, input: { userId: number; workspaceId: number; role: WorkspaceRole }): Promise<void> {
  await db
    .update(workspaceMembers)
    .set({ role: input.role })
    .where(and(eq(workspaceMembers.userId, input.userId), eq(workspaceMembers.workspaceId, input.workspaceId)));
}

/** The workspace an account owns (the one its sign-up made). */
export async function workspaceOwnedBy(db: Database, userId: number): Promise<number> {
  const [membership] = await db
    .select({ workspaceId: workspaceMembers.workspaceId })
    .from(workspaceMembers)
    .where(and(eq(workspaceMembers.userId, userId), eq(workspaceMembers.role, 'owner')));
  if (!membership) throw new Error(`user ${userId} owns no workspace`);
  return membership.workspaceId;
}
