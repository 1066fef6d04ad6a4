import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  accountSessionParams,
  accountSessionsResponse,
  changePasswordBody,
  signedOutResponse,
  updateProfileBody,
} from '../../shared/contract/account.js';
import { userResponse } from '../../shared/contract/auth.js';
import { presentUser } from '../auth/present-user.js';
import type { Database } from '../db/database.js';
import { bySession, recordAuditEvent } from '../audit/record-audit-event.js';
import { requireSession, sessionOf } from '../plugins/session.js';
import { changePassword } from './change-password.js';
import { endSession } from './end-session.js';
import { listSessions } from './list-sessions.js';
import { presentSession } from './present-session.js';
import { signOutOtherSessions } from './sign-out-other-sessions.js';
import { updateProfile } from './update-profile.js';

/**
 * Settings → Account (issue 18): the signed-in user's own profile, password and sessions. Every
 * route acts on the session's user, so there is no id to name another account by; the app's
 * origin check keeps them same-origin.
 */
export function registerAccountRoutes(app: FastifyInstance, db: Database, pool: pg.Pool): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.patch(
    '/api/account/profile',
    { schema: { body: updateProfileBody, response: { 200: userResponse } }, preHandler: requireSession },
    async (request) => ({ user: presentUser(await updateProfile(db, sessionOf(request).user.id, request.body)) }),
  );

  api.post(
    '/api/account/password',
    { schema: { body: changePasswordBody, response: { 204: z.null() } }, preHandler: requireSession },
    async (request, reply) => {
      await changePassword(db, pool, sessionOf(request), request.body);
      await recordAuditEvent(db, { action: 'password-changed', ...bySession(sessionOf(request), request.ip) }, request.log);
      return reply.code(204).send(null);
    },
  );

  api.post(
    '/api/account/sessions/sign-out-others',
    { schema: { response: { 200: signedOutResponse } }, preHandler: requireSession },
    async (request) => {
      const session = sessionOf(request);
      const signedOut = await signOutOtherSessions(db, session.user.id, session.tokenHash);
      await recordAuditEvent(db, { action: 'sign-out-everywhere', ...bySession(session, request.ip), details: { sessionsEnded: signedOut } }, request.log);
      return { signedOut };
    },
  );

  api.get(
    '/api/account/sessions',
    { schema: { response: { 200: accountSessionsResponse } }, preHandler: requireSession },
    async (request) => {
      const session = sessionOf(request);
      const rows = await listSessions(db, session.user.id);
      return { sessions: rows.map((row) => presentSession(row, session.sessionId)) };
    },
  );

  api.delete(
    '/api/account/sessions/:id',
    { schema: { params: accountSessionParams, response: { 204: z.null() } }, preHandler: requireSession },
    async (request, reply) => {
      await endSession(db, sessionOf(request), request.params.id);
      return reply.code(204).send(null);
    },
  );
}
