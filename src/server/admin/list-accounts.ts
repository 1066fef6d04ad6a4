import { and, asc, desc, eq, ilike, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/database.js';
import { users, workspaceMembers, workspaces } from '../db/schema.js';
import { userColumnsWithoutSecrets, type UserWithoutSecrets } from '../db/user-without-secrets.js';
import { notFound } from '../http-error.js';
import { containsPattern, decodeIdCursor, encodeIdCursor } from './paging-cursor.js';

export type AccountRow = UserWithoutSecrets;
export interface AccountMembership {
  id: number;
  name: string;
  role: string;
}

/** One page of accounts, newest first, whose email or name contains `q`. */
export async function listAccounts(db: Database, query: { q?: string | undefined; limit: number; cursor?: string | undefined }) {
  const conditions: SQL[] = [];
  if (query.q) {
    const pattern = containsPattern(query.q);
    conditions.push(
      or(ilike(users.email, pattern), ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, pattern))!,
    );
  }
  if (query.cursor !== undefined) conditions.push(lt(users.id, decodeIdCursor(query.cursor)));
  const rows = await db
    .select(userColumnsWithoutSecrets)
    .from(users)
    .where(and(...conditions))
    .orderBy(desc(users.id))
    .limit(query.limit + 1);
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    accounts: await withMemberships(db, page),
    nextCursor: rows.length > query.limit && last ? encodeIdCursor(last.id) : null,
  };
}

/** One account with its workspaces, or 404. */
export async function findAccount(db: Database, id: number) {
  const [row] = await db.select(userColumnsWithoutSecrets).from(users).where(eq(users.id, id)).limit(1);
  if (!row) throw notFound('Account not found');
  const [account] = await withMemberships(db, [row]);
  return account!;
}

/** The workspaces of each account of a page, in one query. */
async function withMemberships(db: Database, rows: AccountRow[]) {
  const ids = rows.map((row) => row.id);
  const memberships = ids.length
    ? await db
        .select({ userId: workspaceMembers.userId, id: workspaces.id, name: workspaces.name, role: workspaceMembers.role })
        .from(workspaceMembers)
        .innerJoin(workspaces, eq(workspaces.id, workspaceMembers.workspaceId))
        .where(inArray(workspaceMembers.userId, ids))
        .orderBy(asc(workspaceMembers.createdAt))
    : [];
  return rows.map((row) => ({
    row,
    workspaces: memberships.filter((membership) => membership.userId === row.id).map(({ id, name, role }): AccountMembership => ({ id, name, role })),
  }));
}
