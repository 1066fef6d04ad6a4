import { and, asc, desc, eq, exists, ilike, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import { aiAllowance } from '../ai/usage/ai-requests.js';
import { storedBytes } from '../billing/stored-bytes.js';
import type { Database } from '../db/database.js';
import { users, workspaceMembers, workspaces } from '../db/schema.js';
import { notFound } from '../http-error.js';
import { containsPattern, decodeIdCursor, encodeIdCursor } from './paging-cursor.js';

export type WorkspaceOwner = Pick<typeof users.$inferSelect, 'id' | 'email' | 'firstName' | 'lastName' | 'subscriptionTier' | 'isMasterAccount' | 'planCompedAt'>;

export interface WorkspaceUsage {
  id: number;
  name: string;
  createdAt: Date;
  membersCount: number;
  customSeats: number | null;
  documentsCount: number;
  owner: WorkspaceOwner | null;
  storedBytes: number;
  aiRequestsThisMonth: number;
}

function selectWorkspaces(db: Database) {
  return db
    .select({
      id: workspaces.id,
      name: workspaces.name,
      createdAt: workspaces.createdAt,
      customSeats: workspaces.customSeats,
      // Spelled out: inside a subquery Drizzle leaves column names unqualified, and a bare "id"
      // would name the document's own id rather than the workspace's.
      membersCount: sql<number>`(select count(*) from workspace_members m where m.workspace_id = workspaces.id)`.mapWith(Number),
      documentsCount: sql<number>`(select count(*) from documents d where d.workspace_id = workspaces.id)`.mapWith(Number),
    })
    .from(workspaces);
}

/**
 * One page of workspaces, newest first, whose name or owner's email contains `q`, with the usage
 * the plan limits count: documents, stored bytes (as storage is counted, billing/stored-bytes)
 * and this month's AI requests (as the allowance counts them, failed ones not).
 */
export async function listWorkspaces(db: Database, query: { q?: string | undefined; limit: number; cursor?: string | undefined }) {
  const conditions: SQL[] = [];
  if (query.q) {
    const pattern = containsPattern(query.q);
    const ownerMatches = db
      .select({ one: sql`1` })
      .from(workspaceMembers)
      .innerJoin(users, eq(users.id, workspaceMembers.userId))
      .where(and(eq(workspaceMembers.workspaceId, workspaces.id), eq(workspaceMembers.role, 'owner'), ilike(users.email, pattern)));
    conditions.push(or(ilike(workspaces.name, pattern), exists(ownerMatches))!);
  }
  if (query.cursor !== undefined) conditions.push(lt(workspaces.id, decodeIdCursor(query.cursor)));
  const rows = await selectWorkspaces(db)
    .where(and(...conditions))
    .orderBy(desc(workspaces.id))
    .limit(query.limit + 1);
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return { workspaces: await withUsage(db, page), nextCursor: rows.length > query.limit && last ? encodeIdCursor(last.id) : null };
}

export async function findWorkspace(db: Database, id: number): Promise<WorkspaceUsage> {
  const [row] = await selectWorkspaces(db).where(eq(workspaces.id, id)).limit(1);
  if (!row) throw notFound('Workspace not found');
  const [workspace] = await withUsage(db, [row]);
  return workspace!;
}

/** The owner whose plan a workspace counts against: its first owner (as billing/plan-limits reads it). */
export async function ownersOf(db: Database, workspaceIds: number[]): Promise<Map<number, WorkspaceOwner>> {
  if (workspaceIds.length === 0) return new Map();
  const rows = await db
    .select({
      workspaceId: workspaceMembers.workspaceId,
      id: users.id,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      subscriptionTier: users.subscriptionTier,
      isMasterAccount: users.isMasterAccount,
      planCompedAt: users.planCompedAt,
    })
    .from(workspaceMembers)
    .innerJoin(users, eq(users.id, workspaceMembers.userId))
    .where(and(inArray(workspaceMembers.workspaceId, workspaceIds), eq(workspaceMembers.role, 'owner')))
    .orderBy(asc(workspaceMembers.createdAt));
  const owners = new Map<number, WorkspaceOwner>();
  for (const { workspaceId, ...owner } of rows) if (!owners.has(workspaceId)) owners.set(workspaceId, owner);
  return owners;
}

async function withUsage(db: Database, rows: Array<Omit<WorkspaceUsage, 'owner' | 'storedBytes' | 'aiRequestsThisMonth'>>): Promise<WorkspaceUsage[]> {
  const owners = await ownersOf(db, rows.map((row) => row.id));
  return Promise.all(
    rows.map(async (row) => ({
      ...row,
      owner: owners.get(row.id) ?? null,
      storedBytes: await storedBytes(db, row.id),
      aiRequestsThisMonth: (await aiAllowance(db, row.id)).used,
    })),
  );
}
