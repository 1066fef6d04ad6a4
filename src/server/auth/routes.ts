import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type pg from 'pg';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ACCOUNT_SUSPENDED_MESSAGE,
  INVALID_CREDENTIALS_MESSAGE,
  loginBody,
  loginResponse,
  masterLoginBody,
  registerBody,
  userResponse,
  verifiedSessionResponse,
} from '../../shared/contract/auth.js';
import { secondStepBody, secondStepNeededResponse } from '../../shared/contract/two-factor.js';
import { cancelAccountDeletion } from '../account-deletion/cancel-account-deletion.js';
import { actorOf, recordAuditEvent } from '../audit/record-audit-event.js';
import { recordFailedSignIn } from '../audit/record-failed-sign-in.js';
import type { Database } from '../db/database.js';
import { HttpError } from '../http-error.js';
import type { MailQueue } from '../mail/queue-mail.js';
import { hasTwoFactor } from '../policies/two-factor.js';
import type { SecretBox } from '../security/secret-box.js';
import { issueSignInChallenge, passSignInChallenge } from '../two-factor/sign-in-challenges.js';
import { requireSession, SESSION_COOKIE, sessionOf } from '../plugins/session.js';
import { clearSessionCookie, setSessionCookie } from './session-cookie.js';
import { findAccountByCredentials } from './find-account.js';
import { presentAccess } from './present-access.js';
import { presentUser } from './present-user.js';
import { registerUser } from './register-user.js';
import { sendVerificationEmail } from './email-verification/send-verification-email.js';
import { createSession, deleteSession, markSignedIn } from './sessions.js';
import { DEVICE_COOKIE, DEVICE_COOKIE_DAYS, deviceTokenHash, knownDeviceFor, rememberDevice } from './sign-in-devices.js';
import { signInThrottle } from './sign-in-throttle.js';

const SIGN_UPS_PER_IP_PER_HOUR = 20;
/** Second steps per client address; each challenge and each account are limited too (ADR 0038). */
const SECOND_STEPS_PER_IP_PER_15_MINUTES = 30;

/** Where a new session is opened from, for the user's list of sessions. */
const openedFrom = (request: FastifyRequest) => ({ userAgent: request.headers['user-agent'], ipAddress: request.ip });

const invalidCredentials = () => new HttpError(401, { message: INVALID_CREDENTIALS_MESSAGE });

export function registerAuthRoutes(app: FastifyInstance, db: Database, pool: pg.Pool, mail: MailQueue, secretBox: SecretBox): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const throttle = signInThrottle(pool);

  /**
   * Counts the attempt (throttled per address, per address and email, slowed per email, or per
   * device for a browser that signed in to this account before), then checks the password.
   */
  async function checkCredentials(request: FastifyRequest, credentials: { email: string; password: string }) {
    const email = credentials.email.trim().toLowerCase();
    const device = await knownDeviceFor(db, request.cookies[DEVICE_COOKIE], email);
    const attempt = await throttle.attempt({
      address: request.ip,
      email,
      ...(device ? { deviceHash: deviceTokenHash(device) } : {}),
    });
    const account = await findAccountByCredentials(db, credentials.email, credentials.password);
    if (account) await attempt.succeeded();
    if (!account) await recordFailedSignIn(db, { email, ip: request.ip, reason: 'wrong-credentials' }, request.log);
    // Only after the right password, so that suspension says nothing to someone guessing.
    if (account?.user.suspendedAt) {
      await recordFailedSignIn(db, { email, ip: request.ip, reason: 'suspended' }, request.log);
      throw new HttpError(403, { message: ACCOUNT_SUSPENDED_MESSAGE });
    }
    return { account, device };
  }

  /** The audit entry and "last sign-in" of a successful sign-in. */
  async function recordSignIn(request: FastifyRequest, account: { user: { id: number; email: string }; workspaceId: number }, master: boolean) {
    await markSignedIn(db, account.user.id);
    await recordAuditEvent(
      db,
      { action: 'sign-in', actor: actorOf(account.user), workspaceId: account.workspaceId, ip: request.ip, details: master ? { via: 'master-login' } : {} },
      request.log,
    );
  }

  /** The grace period's promise (issue 18): signing in keeps an account whose deletion was asked for. */
  async function keepAccount(request: FastifyRequest, account: { user: Parameters<typeof cancelAccountDeletion>[2]; workspaceId: number }): Promise<boolean> {
    const cancelled = await cancelAccountDeletion(db, mail, account.user);
    if (cancelled) {
      await recordAuditEvent(
        db,
        { action: 'account-deletion-cancelled', actor: actorOf(account.user), workspaceId: account.workspaceId, ip: request.ip, details: { by: 'sign-in' } },
        request.log,
      );
    }
    return cancelled;
  }

  /** Marks this browser as one that signed in to the account, for the throttle's next time. */
  async function rememberThisDevice(request: FastifyRequest, reply: FastifyReply, userId: number, known: string | undefined) {
    const token = await rememberDevice(db, userId, known);
    reply.setCookie(DEVICE_COOKIE, token, {
      path: '/api/auth',
      httpOnly: true,
      sameSite: 'lax',
      secure: request.protocol === 'https',
      maxAge: DEVICE_COOKIE_DAYS * 24 * 60 * 60,
    });
  }

  api.post(
    '/api/auth/register',
    {
      schema: { body: registerBody, response: { 201: userResponse } },
      config: { rateLimit: { max: SIGN_UPS_PER_IP_PER_HOUR, timeWindow: 60 * 60 * 1000 } },
    },
    async (request, reply) => {
      const { user } = await registerUser(db, request.body);
      // The account works at once; the mailed link confirms the address (API keys need that).
      await sendVerificationEmail(db, mail, user);
      return reply.code(201).send({ user: presentUser(user) });
    },
  );

  /**
   * A correct password for an account with two-factor opens no session yet (ADR 0038): the answer
   * carries the challenge the second step sends back with a code.
   */
  async function secondStepNeeded(account: { user: { id: number }; workspaceId: number }, remember: boolean) {
    const challenge = await issueSignInChallenge(db, { userId: account.user.id, workspaceId: account.workspaceId, remember });
    return { twoFactorRequired: true as const, challenge };
  }

  const loginOrSecondStep = z.union([loginResponse, secondStepNeededResponse]);

  api.post('/api/auth/login', { schema: { body: loginBody, response: { 200: loginOrSecondStep } } }, async (request, reply) => {
    const { account, device } = await checkCredentials(request, request.body);
    if (!account) throw invalidCredentials();
    if (hasTwoFactor(account.user)) return secondStepNeeded(account, request.body.remember);
    await endCurrentSession(request);
    const session = await createSession(db, {
      userId: account.user.id,
      workspaceId: account.workspaceId,
      remember: request.body.remember,
      ...openedFrom(request),
    });
    // The session's cookie first: clients that keep one cookie of the answer keep that one.
    setSessionCookie(request, reply, session);
    await rememberThisDevice(request, reply, account.user.id, device);
    await recordSignIn(request, account, false);
    const deletionCancelled = await keepAccount(request, account);
    return { user: presentUser(account.user), ...(deletionCancelled ? { accountDeletionCancelled: true as const } : {}) };
  });

  api.post(
    '/api/auth/master-login',
    { schema: { body: masterLoginBody, response: { 200: z.union([userResponse, secondStepNeededResponse]) } } },
    async (request, reply) => {
      const { account, device } = await checkCredentials(request, request.body);
      if (!account?.user.isMasterAccount) {
        if (account) await recordFailedSignIn(db, { email: request.body.email, ip: request.ip, reason: 'not-master' }, request.log);
        throw new HttpError(401, { message: 'Invalid master credentials' });
      }
      if (hasTwoFactor(account.user)) return secondStepNeeded(account, false);
      await endCurrentSession(request);
      const session = await createSession(db, {
        userId: account.user.id,
        workspaceId: account.workspaceId,
        remember: false,
        ...openedFrom(request),
      });
      setSessionCookie(request, reply, session);
      await rememberThisDevice(request, reply, account.user.id, device);
      await recordSignIn(request, account, true);
      return { user: presentUser(account.user) };
    },
  );

  /** The sign-in's second step: the challenge and a code open the session the password did not. */
  api.post(
    '/api/auth/two-factor',
    {
      schema: { body: secondStepBody, response: { 200: loginResponse } },
      config: { rateLimit: { max: SECOND_STEPS_PER_IP_PER_15_MINUTES, timeWindow: 15 * 60 * 1000 } },
    },
    async (request, reply) => {
      const { challenge, code, recoveryCode } = request.body;
      const passed = await passSignInChallenge(db, pool, secretBox, challenge, code === undefined ? { recoveryCode: recoveryCode ?? '' } : { code }, (user) =>
        recordFailedSignIn(db, { email: user.email, ip: request.ip, reason: code === undefined ? 'wrong-recovery-code' : 'wrong-two-factor-code' }, request.log),
      );
      // Suspended between the password and the code: the same refusal as at the password.
      if (passed.user.suspendedAt) throw new HttpError(403, { message: ACCOUNT_SUSPENDED_MESSAGE });
      const device = await knownDeviceFor(db, request.cookies[DEVICE_COOKIE], passed.user.email.toLowerCase());
      await endCurrentSession(request);
      const session = await createSession(db, { userId: passed.user.id, workspaceId: passed.workspaceId, remember: passed.remember, ...openedFrom(request) });
      setSessionCookie(request, reply, session);
      await rememberThisDevice(request, reply, passed.user.id, device);
      await recordSignIn(request, { user: passed.user, workspaceId: passed.workspaceId }, passed.user.isMasterAccount);
      const deletionCancelled = await keepAccount(request, { user: passed.user, workspaceId: passed.workspaceId });
      return { user: presentUser(passed.user), ...(deletionCancelled ? { accountDeletionCancelled: true as const } : {}) };
    },
  );

  api.get(
    '/api/auth/verify',
    { schema: { response: { 200: verifiedSessionResponse } }, preHandler: requireSession },
    async (request) => {
      const session = sessionOf(request);
      return { user: presentUser(session.user), access: presentAccess(session) };
    },
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
