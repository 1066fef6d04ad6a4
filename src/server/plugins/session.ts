import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../db/database.js';
import { findSession, type NewSession, type SessionContext } from '../auth/sessions.js';
import { HttpError } from '../http-error.js';

export const SESSION_COOKIE = 'inkwise_session';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user and workspace, or null for a visitor. */
    session: SessionContext | null;
  }
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

export function setSessionCookie(request: FastifyRequest, reply: FastifyReply, session: NewSession): void {
  reply.setCookie(SESSION_COOKIE, session.token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: request.protocol === 'https',
    // Without remember-me the cookie has no expiry and ends with the browser session.
    ...(session.persistent ? { expires: session.expiresAt } : {}),
  });
}

export function clearSessionCookie(request: FastifyRequest, reply: FastifyReply): void {
  reply.clearCookie(SESSION_COOKIE, { path: '/', httpOnly: true, sameSite: 'lax', secure: request.protocol === 'https' });
}
