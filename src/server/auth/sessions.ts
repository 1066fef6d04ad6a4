import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, lt, sql } from 'drizzle-orm';
import { BROWSER_SESSION_HOURS, REMEMBERED_SESSION_DAYS } from '../../shared/limits.js';
import type { Database } from '../db/database.js';
import { preparedQuery } from '../db/prepared-query.js';
import { sessions, users, workspaceMembers, type WorkspaceRole } from '../db/schema.js';

const HOUR_MS = 60 * 60 * 1000;

function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export interface NewSession {
  token: string;
  expiresAt: Date;
  persistent: boolean;
}

/**
 * Opens a session in the user's workspace. A remembered session outlives the browser for 30 days;
 * any other ends with the browser, and on the server after 12 hours at most.
 */
export async function createSession(
  db: Database,
  input: { userId: number; workspaceId: number; remember: boolean },
): Promise<NewSession> {
  const token = randomBytes(32).toString('base64url');
  const lifetime = input.remember ? REMEMBERED_SESSION_DAYS * 24 * HOUR_MS : BROWSER_SESSION_HOURS * HOUR_MS;
  const expiresAt = new Date(Date.now() + lifetime);
  await db.insert(sessions).values({
    tokenHash: hashToken(token),
    userId: input.userId,
    workspaceId: input.workspaceId,
    persistent: input.remember,
    expiresAt,
  });
  return { token, expiresAt, persistent: input.remember };
}

export interface SessionContext {
  user: typeof users.$inferSelect;
  workspaceId: number;
  role: WorkspaceRole;
  tokenHash: string;
}

const sessionByTokenHash = preparedQuery('find_session', (db, name) =>
  db
    .select({ user: users, workspaceId: sessions.workspaceId, role: workspaceMembers.role })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    // The membership must still exist: a member removed from a workspace loses access at once.
    .innerJoin(
      workspaceMembers,
      and(eq(workspaceMembers.userId, sessions.userId), eq(workspaceMembers.workspaceId, sessions.workspaceId)),
    )
    .where(and(eq(sessions.tokenHash, sql.placeholder('tokenHash')), gt(sessions.expiresAt, sql`now()`)))
    .limit(1)
    .prepare(name),
);

/** The signed-in user behind a cookie's token, or null when it is unknown or expired. */
export async function findSession(db: Database, token: string): Promise<SessionContext | null> {
  const tokenHash = hashToken(token);
  const [row] = await sessionByTokenHash(db).execute({ tokenHash });
  return row ? { ...row, tokenHash } : null;
}

export async function deleteSession(db: Database, token: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.tokenHash, hashToken(token)));
}

export async function deleteExpiredSessions(db: Database): Promise<void> {
  await db.delete(sessions).where(lt(sessions.expiresAt, new Date()));
}
