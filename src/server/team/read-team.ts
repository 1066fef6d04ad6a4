import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Database } from '../db/database.js';
import { users, workspaceInvitations, workspaceMembers, workspaces } from '../db/schema.js';
import { seatsOf } from './seats.js';

/**
 * Everything Settings → Team shows of one workspace: its members (oldest first), its invitations
 * that are neither accepted nor revoked (expired ones too, so they can be resent), and its seats.
 */
export async function readTeam(db: Database, workspaceId: number) {
  const [workspace] = await db.select({ id: workspaces.id, name: workspaces.name }).from(workspaces).where(eq(workspaces.id, workspaceId));
  const members = await db
    .select({
      userId: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      role: workspaceMembers.role,
      joinedAt: workspaceMembers.createdAt,
    })
    .from(workspaceMembers)
    .innerJoin(users, eq(users.id, workspaceMembers.userId))
    .where(eq(workspaceMembers.workspaceId, workspaceId))
    .orderBy(asc(workspaceMembers.createdAt), asc(users.id));
  const invitations = await db
    .select({
      id: workspaceInvitations.id,
      email: workspaceInvitations.email,
      role: workspaceInvitations.role,
      inviterFirstName: users.firstName,
      inviterLastName: users.lastName,
      createdAt: workspaceInvitations.createdAt,
      expiresAt: workspaceInvitations.expiresAt,
    })
    .from(workspaceInvitations)
    .leftJoin(users, eq(users.id, workspaceInvitations.invitedBy))
    .where(and(eq(workspaceInvitations.workspaceId, workspaceId), isNull(workspaceInvitations.acceptedAt), isNull(workspaceInvitations.revokedAt)))
    .orderBy(asc(workspaceInvitations.createdAt), asc(workspaceInvitations.id));
  return { workspace: workspace!, members, invitations, seats: await seatsOf(db, workspaceId) };
}

export type Team = Awaited<ReturnType<typeof readTeam>>;
