import type { FastifyReply, FastifyRequest } from 'fastify';
import { SESSION_COOKIE } from '../plugins/session.js';
import type { NewSession } from './sessions.js';

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
