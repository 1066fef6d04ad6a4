import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/database.js';
import { sessions, workspaceMembers } from '../db/schema.js';
import { notFound } from '../http-error.js';
import type { SessionContext } from '../plugins/session.js';

/**
 * Moves this session to another workspace of the user (the header's switcher): the session acts in
 * one workspace at a time, as before teams. The next sign-in opens it too. A workspace the user is
 * not in is a 404, as if it did not exist.
 */
export async function switchWorkspace(db: Database, session: SessionContext, workspaceId: number): Promise<void> {
  await db.transaction(async (tx) => {
    const [membership] = await tx
      .update(workspaceMembers)
      .set({ lastUsedAt: sql`now()` })
      .where(and(eq(workspaceMembers.workspaceId, workspaceId), eq(workspaceMembers.userId, session.user.id)))
      .returning({ workspaceId: workspaceMembers.workspaceId });
    if (!membership) throw notFound('Workspace not found');
    await tx.update(sessions).set({ workspaceId }).where(eq(sessions.tokenHash, session.tokenHash));
  });
}
