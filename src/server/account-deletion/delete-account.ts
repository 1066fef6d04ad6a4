import { and, eq, inArray, isNotNull, ne, or } from 'drizzle-orm';
import type { Database } from '../db/database.js';
import { dataExports, files, users, workspaceMembers } from '../db/schema.js';
import type { FileStorage } from '../storage/file-storage.js';
import { deleteWorkspaceRows } from '../team/delete-workspace-rows.js';

/**
 * Removes an account for good (issue 18): every stored file of its workspaces (uploads and data
 * exports), then, in one transaction, the rows. A workspace the account is the only member of is
 * deleted with everything in it; one that gained members since the deletion was scheduled keeps
 * its data and loses only this member. The account's own rows (sessions, tokens, subscription,
 * API keys, exports) go with it by their foreign keys.
 *
 * Stored files go first: if the process dies halfway, the job runs again and finds the rows
 * still there to read the keys from, whereas rows deleted first would leave files nobody can find.
 */
export async function deleteAccount(db: Database, storage: FileStorage, userId: number): Promise<void> {
  const memberships = await db.select({ workspaceId: workspaceMembers.workspaceId }).from(workspaceMembers).where(eq(workspaceMembers.userId, userId));
  const soleWorkspaces: number[] = [];
  for (const { workspaceId } of memberships) {
    const others = await db
      .select({ userId: workspaceMembers.userId })
      .from(workspaceMembers)
      .where(and(eq(workspaceMembers.workspaceId, workspaceId), ne(workspaceMembers.userId, userId)))
      .limit(1);
    if (others.length === 0) soleWorkspaces.push(workspaceId);
  }

  const uploads = soleWorkspaces.length
    ? await db.select({ key: files.storageKey }).from(files).where(inArray(files.workspaceId, soleWorkspaces))
    : [];
  const exportsOwned = await db
    .select({ key: dataExports.storageKey })
    .from(dataExports)
    .where(
      and(
        isNotNull(dataExports.storageKey),
        soleWorkspaces.length ? or(eq(dataExports.userId, userId), inArray(dataExports.workspaceId, soleWorkspaces)) : eq(dataExports.userId, userId),
      ),
    );
  for (const { key } of [...uploads, ...exportsOwned]) {
    if (key) await storage.delete(key);
  }

  await db.transaction(async (tx) => {
    await deleteWorkspaceRows(tx, soleWorkspaces);
    await tx.delete(users).where(eq(users.id, userId));
  });
}
