import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../db/database.js';
import { workspaceInvitations } from '../db/schema.js';

/** Withdraws a pending invitation: its link then says so, and its seat is free again. */
export async function revokeInvitation(db: Database, invitationId: number): Promise<void> {
  await db
    .update(workspaceInvitations)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(workspaceInvitations.id, invitationId), isNull(workspaceInvitations.acceptedAt), isNull(workspaceInvitations.revokedAt)));
}
