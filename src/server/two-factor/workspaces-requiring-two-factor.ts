import { and, eq } from 'drizzle-orm';
import type { Executor } from '../db/database.js';
import { workspaceMembers, workspaces } from '../db/schema.js';

/** Whether any workspace the user belongs to requires two-factor (then it cannot be turned off). */
export async function belongsToWorkspaceRequiringTwoFactor(executor: Executor, userId: number): Promise<boolean> {
  const [row] = await executor
    .select({ id: workspaces.id })
    .from(workspaceMembers)
    .innerJoin(workspaces, eq(workspaces.id, workspaceMembers.workspaceId))
    .where(and(eq(workspaceMembers.userId, userId), eq(workspaces.requireTwoFactor, true)))
    .limit(1);
  return row !== undefined;
}
