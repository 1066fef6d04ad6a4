import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type pg from 'pg';
import {
  FORGOT_PASSWORD_ANSWER,
  PASSWORD_CHANGED_ANSWER,
  forgotPasswordBody,
  messageResponse,
  resetPasswordBody,
} from '../../../shared/contract/auth.js';
import type { Database } from '../../db/database.js';
import type { MailQueue } from '../../mail/queue-mail.js';
import { recordAccountEvent } from '../../audit/record-account-event.js';
import { clearSessionCookie } from '../session-cookie.js';
import { requestPasswordReset } from './request-password-reset.js';
import { resetPassword } from './reset-password.js';

const HOUR_MS = 60 * 60 * 1000;
/** Per client address; the per-email limit on mails sent is in requestPasswordReset. */
const RESET_REQUESTS_PER_ADDRESS_PER_HOUR = 10;
const RESET_ATTEMPTS_PER_ADDRESS_PER_HOUR = 20;

/** Forgot password → the mailed link → a new password (spec §2, issue 18). Open to visitors. */
export function registerPasswordResetRoutes(app: FastifyInstance, db: Database, pool: pg.Pool, mail: MailQueue): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    '/api/auth/forgot-password',
    {
      schema: { body: forgotPasswordBody, response: { 200: messageResponse } },
      config: { rateLimit: { max: RESET_REQUESTS_PER_ADDRESS_PER_HOUR, timeWindow: HOUR_MS } },
    },
    async (request) => {
      await requestPasswordReset(db, pool, mail, request.body.email);
      return { message: FORGOT_PASSWORD_ANSWER };
    },
  );

  api.post(
    '/api/auth/reset-password',
    {
      schema: { body: resetPasswordBody, response: { 200: messageResponse } },
      config: { rateLimit: { max: RESET_ATTEMPTS_PER_ADDRESS_PER_HOUR, timeWindow: HOUR_MS } },
    },
    async (request, reply) => {
      const { userId } = await resetPassword(db, request.body);
      await recordAccountEvent(db, userId, { action: 'password-reset', ip: request.ip }, request.log);
      // Every session of the account has ended, this browser's with them if it held one.
      if (request.session?.user.id === userId) clearSessionCookie(request, reply);
      return { message: PASSWORD_CHANGED_ANSWER };
    },
  );
}
