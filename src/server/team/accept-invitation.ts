import { eq, sql } from 'drizzle-orm';
import { wrongAccountForInvitation } from '../../shared/contract/team.js';
import type { Database } from '../db/database.js';
import { sessions, users, workspaceInvitations, workspaceMembers } from '../db/schema.js';
import { HttpError } from '../http-error.js';
import type { SessionContext } from '../plugins/session.js';
import { readInvitation } from './read-invitation.js';

/**
 * Accepts an invitation for the signed-in account (issue 18): its address must be the invited one
 * (case aside), so a forwarded link cannot let someone else in. The account joins with the role,
 * the invitation is spent, and this session moves to the workspace. The row is locked, so the
 * same link accepted twice at once joins once. Its seat was taken when it was sent. Since the link
 * was mailed to the account's address, accepting it confirms that address too.
 */
export async function acceptInvitation(db: Database, session: SessionContext, token: string): Promise<{ workspaceId: number }> {
  return db.transaction(async (tx) => {
    const { invitation } = await readInvitation(tx, token, { lock: true });
    if (invitation.email.toLowerCase() !== session.user.email.toLowerCase()) {
      throw new HttpError(403, { error: wrongAccountForInvitation(invitation.email) });
    }
    await tx
      .insert(workspaceMembers)
      .values({ workspaceId: invitation.workspaceId, userId: session.user.id, role: invitation.role, lastUsedAt: sql`now()` })
      // Already a member (joined by another invitation meanwhile): keep the role they have.
      .onConflictDoUpdate({ target: [workspaceMembers.workspaceId, workspaceMembers.userId], set: { lastUsedAt: sql`now()` } });
    await tx.update(workspaceInvitations).set({ acceptedAt: sql`now()` }).where(eq(workspaceInvitations.id, invitation.id));
    await tx.update(sessions).set({ workspaceId: invitation.workspaceId }).where(eq(sessions.tokenHash, session.tokenHash));
    // The link reached this address, as a confirmation link would have: it is confirmed.
    await tx.update(users).set({ emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())` }).where(eq(users.id, session.user.id));
    return { workspaceId: invitation.workspaceId };
  });
}
