import type { Transaction } from '../db/database.js';
import { workspaceMembers, workspaces } from '../db/schema.js';

/**
 * An empty workspace the person owns, named as sign-up names one: for someone about to belong to
 * no workspace (theirs deleted, or removed from their only one), whose account could not be
 * signed in to otherwise.
 */
export async function newWorkspaceOf(tx: Transaction, person: { userId: number; firstName: string; lastName: string }): Promise<number> {
  const [created] = await tx
    .insert(workspaces)
    .values({ name: `${person.firstName} ${person.lastName}` })
    .returning({ id: workspaces.id });
  await tx.insert(workspaceMembers).values({ workspaceId: created!.id, userId: person.userId, role: 'owner' });
  return created!.id;
}
