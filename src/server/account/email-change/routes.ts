import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  EMAIL_CHANGED_ANSWER,
  EMAIL_CHANGE_SENT_ANSWER,
  changeEmailBody,
  confirmEmailChangeBody,
  emailChangeResponse,
} from '../../../shared/contract/email-change.js';
import type { Database } from '../../db/database.js';
import type { MailQueue } from '../../mail/queue-mail.js';
import { requireSession, sessionOf } from '../../plugins/session.js';
import { confirmEmailChange } from './confirm-email-change.js';
import { requestEmailChange } from './request-email-change.js';

const HOUR_MS = 60 * 60 * 1000;
/** Links tried per client address: a guessed token is 256 bits, this only keeps the noise down. */
const CONFIRMATIONS_PER_ADDRESS_PER_HOUR = 20;

/** Email change (issue 18, ADR 0038): asked for in Settings → Account, made by the mailed link. */
export function registerEmailChangeRoutes(app: FastifyInstance, db: Database, pool: pg.Pool, mail: MailQueue): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    '/api/account/email',
    { schema: { body: changeEmailBody, response: { 202: emailChangeResponse } }, preHandler: requireSession },
    async (request, reply) => {
      await requestEmailChange(db, pool, mail, sessionOf(request).user, request.body);
      return reply.code(202).send({ message: EMAIL_CHANGE_SENT_ANSWER(request.body.newEmail) });
    },
  );

  api.post(
    '/api/auth/confirm-email-change',
    {
      schema: { body: confirmEmailChangeBody, response: { 200: emailChangeResponse } },
      config: { rateLimit: { max: CONFIRMATIONS_PER_ADDRESS_PER_HOUR, timeWindow: HOUR_MS } },
    },
    async (request) => ({ message: EMAIL_CHANGED_ANSWER(await confirmEmailChange(db, mail, request.body.token)) }),
  );
}
