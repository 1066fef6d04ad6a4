import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { Database, Executor } from '../db/database.js';
import { users, workspaceMembers } from '../db/schema.js';
import { spendVerificationTime, verifyPassword } from './passwords.js';

export type UserRow = typeof users.$inferSelect;

/**
 * The account for these credentials with the workspace it signs in to, or null. Unknown email and
 * wrong password take the same time and give the same answer.
 */
export async function findAccountByCredentials(
  db: Database,
  email: string,
  password: string,
): Promise<{ user: UserRow; workspaceId: number } | null> {
  const [user] = await db
    .select()
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.toLowerCase()))
    .limit(1);
  if (!user) {
    await spendVerificationTime(password);
    return null;
  }
  if (!(await verifyPassword(user.passwordHash, password))) return null;
  const workspaceId = await homeWorkspaceOf(db, user.id);
  return workspaceId === null ? null : { user, workspaceId };
}

/**
 * The workspace a user signs in to: the one they last switched to or joined by invitation, else
 * the first one they joined (issue 18, ADR 0036). Ties fall to the lowest id, so the choice is
 * the same on every sign-in. `besides`: the choice leaving that workspace out (one being deleted).
 */
export async function homeWorkspaceOf(db: Executor, userId: number, besides?: number): Promise<number | null> {
  const [membership] = await db
    .select({ workspaceId: workspaceMembers.workspaceId })
    .from(workspaceMembers)
    .where(and(eq(workspaceMembers.userId, userId), besides === undefined ? undefined : ne(workspaceMembers.workspaceId, besides)))
    .orderBy(sql`${workspaceMembers.lastUsedAt} desc nulls last`, asc(workspaceMembers.createdAt), asc(workspaceMembers.workspaceId))
    .limit(1);
  return membership?.workspaceId ?? null;
}
