/**
 * Who is asking: the session cookie read once per request, looked up here, on the plugin's side
 * only (auth/ creates and ends sessions and imports from here, never the other way).
 */
import { createHash } from 'node:crypto';
import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Database } from '../db/database.js';
import { jsonRowWithout } from '../db/json-columns.js';
import { preparedQuery } from '../db/prepared-query.js';
import { sessions, users, workspaceMembers, workspaces, type WorkspaceRole } from '../db/schema.js';
import { USER_SECRETS, type UserWithoutSecrets } from '../db/user-without-secrets.js';
import { HttpError } from '../http-error.js';

export const SESSION_COOKIE = 'inkwise_session';

export const SIGN_IN_MESSAGE = 'Please sign in to continue';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user and workspace, or null for a visitor. */
    session: SessionContext | null;
  }
  interface FastifyContextConfig {
    /** The route reads the session in its own query (session-in-route-query.ts), not before it. */
    sessionInRouteQuery?: boolean;
  }
}

/** SHA-256 of a session cookie's token: the table stores only this. */
export function hashSessionToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** The signed-in user as every request carries it: without the password hash and the two-factor secret. */
export type SessionUser = UserWithoutSecrets;

const sessionUserJson = jsonRowWithout(users, USER_SECRETS);

export interface SessionContext {
  user: SessionUser;
  workspaceId: number;
  role: WorkspaceRole;
  tokenHash: string;
  /** The session's public id, which Settings → Account lists it by. */
  sessionId: string;
  /** The workspace's owner requires two-factor of every member (ADR 0038). */
  workspaceRequiresTwoFactor: boolean;
}

/**
 * How stale `last_seen_at` may get before a request refreshes it (ADR 0034's addendum): a write
 * per request would double the round trips of every API call (docs/benchmarks.md, "The API's
 * overhead"), and "Last active" needs no finer grain than this. Only the request that reads a
 * stale value writes, once per session per 5 minutes.
 */
export const LAST_SEEN_REFRESH_MS = 5 * 60 * 1000;

/**
 * The session behind a token hash, unprepared: prepared once below for the lookup every request
 * makes, and run inside a route's own statement by routes that read it there
 * (session-in-route-query.ts).
 */
export function selectSessionByTokenHash(db: Database) {
  return (
    db
      .select({
        // The workspace on its own: a route's statement reads that workspace's rows (ADR 0050).
        workspaceId: sessions.workspaceId,
        // One JSON column rather than the user's eighteen and the session's five: node-postgres
        // and Drizzle then describe and map one field, which was a tenth of a document read's
        // CPU (docs/benchmarks.md). sessionRowFromJson decodes it as Drizzle would have.
        session: sql<SessionJson>`json_build_object(
          'user', ${sessionUserJson.select},
          'role', ${workspaceMembers.role},
          'sessionId', ${sessions.publicId},
          'lastSeenAt', ${sessions.lastSeenAt},
          'workspaceRequiresTwoFactor', ${workspaces.requireTwoFactor}
        )`.as('session'),
      })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .innerJoin(workspaces, eq(workspaces.id, sessions.workspaceId))
      // The membership must still exist: a member removed from a workspace loses access at once.
      .innerJoin(
        workspaceMembers,
        and(eq(workspaceMembers.userId, sessions.userId), eq(workspaceMembers.workspaceId, sessions.workspaceId)),
      )
      // A suspension deletes the account's sessions (ADR 0039); reading the already-joined row's
      // suspended_at as well costs nothing and closes the race with a sign-in in flight.
      .where(and(eq(sessions.tokenHash, sql.placeholder('tokenHash')), gt(sessions.expiresAt, sql`now()`), isNull(users.suspendedAt)))
      .limit(1)
  );
}

/** The session a token signs in, as the lookup finds it. */
export interface SessionRow {
  user: SessionUser;
  workspaceId: number;
  role: WorkspaceRole;
  sessionId: string;
  lastSeenAt: Date;
  workspaceRequiresTwoFactor: boolean;
}

/** selectSessionByTokenHash's JSON column: the rest of the row as PostgreSQL writes it (times as text, the user keyed by column). */
type SessionJson = Omit<SessionRow, 'workspaceId' | 'user' | 'lastSeenAt'> & { user: Record<string, unknown>; lastSeenAt: string };

/** The lookup's row as Drizzle would have read it column by column: the user's columns decoded by their own types. */
export function sessionRowFromJson({ workspaceId, session }: { workspaceId: number; session: SessionJson }): SessionRow {
  return { ...session, workspaceId, user: sessionUserJson.decode(session.user), lastSeenAt: new Date(session.lastSeenAt) };
}

const sessionByTokenHash = preparedQuery('find_session', (db, name) => selectSessionByTokenHash(db).prepare(name));

/** The signed-in user behind a cookie's token, or null when it is unknown or expired. */
export async function findSession(db: Database, token: string): Promise<SessionContext | null> {
  const tokenHash = hashSessionToken(token);
  const row = await findSessionRow(db, tokenHash);
  return row ? sessionFromRow(db, row, tokenHash) : null;
}

/** The lookup's row for a token hash, undefined when it signs nobody in. */
export async function findSessionRow(db: Database, tokenHash: string): Promise<SessionRow | undefined> {
  const [row] = await sessionByTokenHash(db).execute({ tokenHash });
  return row && sessionRowFromJson(row);
}

/** A found session as requests see it, its last-seen time brought up to date when stale. */
export async function sessionFromRow(db: Database, row: SessionRow, tokenHash: string): Promise<SessionContext> {
  const { lastSeenAt, ...session } = row;
  if (Date.now() - lastSeenAt.getTime() >= LAST_SEEN_REFRESH_MS) await markSessionSeen(db, tokenHash);
  return { ...session, tokenHash };
}

const markSeen = preparedQuery('mark_session_seen', (db, name) =>
  db
    .update(sessions)
    .set({ lastSeenAt: sql`now()` })
    // Conditional, so that two instances (or parallel requests) finding it stale write it once.
    .where(
      and(
        eq(sessions.tokenHash, sql.placeholder('tokenHash')),
        lt(sessions.lastSeenAt, sql`now() - ${sql.raw(`interval '${LAST_SEEN_REFRESH_MS / 1000} seconds'`)}`),
      ),
    )
    .prepare(name),
);

async function markSessionSeen(db: Database, tokenHash: string): Promise<void> {
  await markSeen(db).execute({ tokenHash });
}

/** Reads the session cookie once per request; routes decide whether a visitor may pass. */
export function registerSession(app: FastifyInstance, db: Database): void {
  app.decorateRequest('session', null);
  app.addHook('onRequest', async (request) => {
    // Such a route looks the session up in its own statement, one round trip instead of two.
    if (request.routeOptions.config.sessionInRouteQuery) return;
    const token = request.cookies[SESSION_COOKIE];
    if (token) request.session = await findSession(db, token);
  });
}

/** The preHandler for routes that need a signed-in user. */
export async function requireSession(request: FastifyRequest): Promise<void> {
  if (!request.session) throw new HttpError(401, { error: SIGN_IN_MESSAGE });
}

/** The signed-in session of a route guarded by requireSession. */
export function sessionOf(request: FastifyRequest): SessionContext {
  if (!request.session) throw new HttpError(401, { error: SIGN_IN_MESSAGE });
  return request.session;
}
