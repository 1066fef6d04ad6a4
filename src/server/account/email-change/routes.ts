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
import { recordAccountEvent } from '../../audit/record-account-event.js';
import { bySession, recordAuditEvent } from '../../audit/record-audit-event.js';
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
      const session = sessionOf(request);
      await requestEmailChange(db, pool, mail, session.user, request.body);
      await recordAuditEvent(db, { action: 'email-change-requested', ...bySession(session, request.ip), target: request.body.newEmail }, request.log);
      return reply.code(202).send({ message: EMAIL_CHANGE_SENT_ANSWER(request.body.newEmail) });
    },
  );

  api.post(
    '/api/auth/confirm-email-change',
    {
      schema: { body: confirmEmailChangeBody, response: { 200: emailChangeResponse } },
      config: { rateLimit: { max: CONFIRMATIONS_PER_ADDRESS_PER_HOUR, timeWindow: HOUR_MS } },
    },
    async (request) => {
      const changed = await confirmEmailChange(db, mail, request.body.token);
      await recordAccountEvent(db, changed.userId, { action: 'email-changed', target: `${changed.oldEmail} → ${changed.newEmail}`, ip: request.ip }, request.log);
      return { message: EMAIL_CHANGED_ANSWER(changed.newEmail) };
    },
  );
}
