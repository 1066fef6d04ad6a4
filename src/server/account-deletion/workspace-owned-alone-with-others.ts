import { and, eq, exists, ne, notExists, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../db/database.js';
import { workspaceMembers, workspaces } from '../db/schema.js';

/**
 * The name of a workspace the user is the only owner of while others belong to it, or null
 * (issue 18): deleting the account then would leave those members without an owner, so ownership
 * is handed over first. A workspace the user is alone in goes with the account; one where the user
 * is a member, an admin or one of several owners keeps going without them.
 */
export async function workspaceOwnedAloneWithOthers(db: Executor, userId: number): Promise<string | null> {
  const others = alias(workspaceMembers, 'others');
  const [row] = await db
    .select({ name: workspaces.name })
    .from(workspaceMembers)
    .innerJoin(workspaces, eq(workspaces.id, workspaceMembers.workspaceId))
    .where(
      and(
        eq(workspaceMembers.userId, userId),
        eq(workspaceMembers.role, 'owner'),
        exists(db.select({ one: sql`1` }).from(others).where(and(eq(others.workspaceId, workspaceMembers.workspaceId), ne(others.userId, userId)))),
        notExists(
          db
            .select({ one: sql`1` })
            .from(others)
            .where(and(eq(others.workspaceId, workspaceMembers.workspaceId), ne(others.userId, userId), eq(others.role, 'owner'))),
        ),
      ),
    )
    .orderBy(workspaces.id)
    .limit(1);
  return row?.name ?? null;
}
