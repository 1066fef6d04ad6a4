import { and, count, eq } from 'drizzle-orm';
import type { Executor } from '../db/database.js';
import { workspaceMembers } from '../db/schema.js';
import { notFound } from '../http-error.js';
import type { Member } from '../policies/members.js';

/** A member of this workspace; someone of another workspace (or nobody) is a 404. */
export async function findMember(db: Executor, workspaceId: number, userId: number): Promise<Member> {
  const [member] = await db
    .select({ userId: workspaceMembers.userId, role: workspaceMembers.role })
    .from(workspaceMembers)
    .where(and(eq(workspaceMembers.workspaceId, workspaceId), eq(workspaceMembers.userId, userId)));
  if (!member) throw notFound('Member not found');
  return member;
}

/** How many owners the workspace has: the last one may not be demoted, removed or leave. */
export async function countOwners(db: Executor, workspaceId: number): Promise<number> {
  const [row] = await db
    .select({ owners: count() })
    .from(workspaceMembers)
    .where(and(eq(workspaceMembers.workspaceId, workspaceId), eq(workspaceMembers.role, 'owner')));
  return row?.owners ?? 0;
}
