/**
 * Who is asking: the session cookie read once per request, looked up here, on the plugin's side
 * only (auth/ creates and ends sessions and imports from here, never the other way).
 */
import { createHash } from 'node:crypto';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Database } from '../db/database.js';
import { preparedQuery } from '../db/prepared-query.js';
import { sessions, users, workspaceMembers, type WorkspaceRole } from '../db/schema.js';
import { HttpError } from '../http-error.js';

export const SESSION_COOKIE = 'inkwise_session';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user and workspace, or null for a visitor. */
    session: SessionContext | null;
  }
}

/** SHA-256 of a session cookie's token: the table stores only this. */
export function hashSessionToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
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
  const tokenHash = hashSessionToken(token);
  const [row] = await sessionByTokenHash(db).execute({ tokenHash });
  return row ? { ...row, tokenHash } : null;
}

/** Reads the session cookie once per request; routes decide whether a visitor may pass. */
export function registerSession(app: FastifyInstance, db: Database): void {
  app.decorateRequest('session', null);
  app.addHook('onRequest', async (request) => {
    const token = request.cookies[SESSION_COOKIE];
    if (token) request.session = await findSession(db, token);
  });
}

/** The preHandler for routes that need a signed-in user. */
export async function requireSession(request: FastifyRequest): Promise<void> {
  if (!request.session) throw new HttpError(401, { error: 'Please sign in to continue' });
}

/** The signed-in session of a route guarded by requireSession. */
export function sessionOf(request: FastifyRequest): SessionContext {
  if (!request.session) throw new HttpError(401, { error: 'Please sign in to continue' });
  return request.session;
}
