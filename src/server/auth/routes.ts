import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  INVALID_CREDENTIALS_MESSAGE,
  loginBody,
  masterLoginBody,
  registerBody,
  userResponse,
} from '../../shared/contract/auth.js';
import type { Database } from '../db/database.js';
import { HttpError } from '../http-error.js';
import { clearSessionCookie, requireSession, SESSION_COOKIE, sessionOf, setSessionCookie } from '../plugins/session.js';
import { findAccountByCredentials } from './find-account.js';
import { presentUser } from './present-user.js';
import { registerUser } from './register-user.js';
import { createSession, deleteSession } from './sessions.js';

/** Failed sign-ins allowed per window, per client address and per email address. */
const FAILED_SIGN_INS_PER_IP = 20;
const FAILED_SIGN_INS_PER_EMAIL = 8;
const FAILED_SIGN_IN_WINDOW_MS = 15 * 60 * 1000;
const SIGN_UPS_PER_IP_PER_HOUR = 20;

const invalidCredentials = () => new HttpError(401, { message: INVALID_CREDENTIALS_MESSAGE });

export function registerAuthRoutes(app: FastifyInstance, db: Database): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const emailOf = (request: FastifyRequest) =>
    String((request.body as { email?: unknown } | undefined)?.email ?? '').trim().toLowerCase();
  // Only failures count: a user who signs in correctly never meets these limits.
  const failuresByIp = app.createRateLimit({
    max: FAILED_SIGN_INS_PER_IP,
    timeWindow: FAILED_SIGN_IN_WINDOW_MS,
    keyGenerator: (request) => `sign-in-ip:${request.ip}`,
  });
  const failuresByEmail = app.createRateLimit({
    max: FAILED_SIGN_INS_PER_EMAIL,
    timeWindow: FAILED_SIGN_IN_WINDOW_MS,
    keyGenerator: (request) => `sign-in-email:${emailOf(request)}`,
  });

  async function refuseWhenTooManyFailures(request: FastifyRequest): Promise<void> {
    const [byIp, byEmail] = await Promise.all([
      failuresByIp(request, { increment: false }),
      failuresByEmail(request, { increment: false }),
    ]);
    const blocked = [byIp, byEmail].filter((limit) => !limit.isAllowed && limit.remaining === 0);
    if (blocked.length > 0) {
      const retryAfter = Math.max(1, ...blocked.map((limit) => (limit.isAllowed ? 0 : limit.ttlInSeconds)));
      throw new HttpError(
        429,
        { error: `Too many failed sign-in attempts. Try again in ${Math.ceil(retryAfter / 60)} minute(s).` },
        { 'retry-after': String(retryAfter) },
      );
    }
  }

  async function countFailure(request: FastifyRequest): Promise<void> {
    await Promise.all([failuresByIp(request), failuresByEmail(request)]);
  }

  api.post(
    '/api/auth/register',
    {
      schema: { body: registerBody, response: { 201: userResponse } },
      config: { rateLimit: { max: SIGN_UPS_PER_IP_PER_HOUR, timeWindow: 60 * 60 * 1000 } },
    },
    async (request, reply) => {
      const { user } = await registerUser(db, request.body);
      return reply.code(201).send({ user: presentUser(user) });
    },
  );

  api.post('/api/auth/login', { schema: { body: loginBody, response: { 200: userResponse } } }, async (request, reply) => {
    await refuseWhenTooManyFailures(request);
    const account = await findAccountByCredentials(db, request.body.email, request.body.password);
    if (!account) {
      await countFailure(request);
      throw invalidCredentials();
    }
    await endCurrentSession(request);
    const session = await createSession(db, {
      userId: account.user.id,
      workspaceId: account.workspaceId,
      remember: request.body.remember,
    });
    setSessionCookie(request, reply, session);
    return { user: presentUser(account.user) };
  });

  api.post(
    '/api/auth/master-login',
    { schema: { body: masterLoginBody, response: { 200: userResponse } } },
    async (request, reply) => {
      await refuseWhenTooManyFailures(request);
      const account = await findAccountByCredentials(db, request.body.email, request.body.password);
      if (!account?.user.isMasterAccount) {
        await countFailure(request);
        throw new HttpError(401, { message: 'Invalid master credentials' });
      }
      await endCurrentSession(request);
      const session = await createSession(db, { userId: account.user.id, workspaceId: account.workspaceId, remember: false });
      setSessionCookie(request, reply, session);
      return { user: presentUser(account.user) };
    },
  );

  api.get(
    '/api/auth/verify',
    { schema: { response: { 200: userResponse } }, preHandler: requireSession },
    async (request) => ({ user: presentUser(sessionOf(request).user) }),
  );

  api.post('/api/auth/logout', { schema: { response: { 204: z.null() } } }, async (request, reply) => {
    await endCurrentSession(request);
    clearSessionCookie(request, reply);
    return reply.code(204).send(null);
  });

  /** Signing in or out ends the session the browser held, so an old cookie cannot be reused. */
  async function endCurrentSession(request: FastifyRequest): Promise<void> {
    const token = request.cookies[SESSION_COOKIE];
    if (token) await deleteSession(db, token);
  }
}
