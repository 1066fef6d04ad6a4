import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { accountDeletionSchema, scheduleAccountDeletionBody } from '../../shared/contract/your-data.js';
import type { Database } from '../db/database.js';
import type { MailQueue } from '../mail/queue-mail.js';
import { bySession, recordAuditEvent } from '../audit/record-audit-event.js';
import { requireSession, sessionOf } from '../plugins/session.js';
import { cancelAccountDeletion } from './cancel-account-deletion.js';
import { findAccountDeletion } from './find-account-deletion.js';
import { presentAccountDeletion } from './present-account-deletion.js';
import { scheduleAccountDeletion } from './schedule-account-deletion.js';

/** Password guesses from a signed-in browser (a session left open on a shared computer). */
const DELETION_ATTEMPTS_PER_ADDRESS_PER_HOUR = 10;

/** Settings → Your data → "Delete my account" (issue 18): the signed-in account only. */
export function registerAccountDeletionRoutes(app: FastifyInstance, db: Database, mail: MailQueue): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get('/api/account-deletion', { schema: { response: { 200: accountDeletionSchema } }, preHandler: requireSession }, async (request) =>
    presentAccountDeletion(await findAccountDeletion(db, sessionOf(request).user.id)),
  );

  api.post(
    '/api/account-deletion',
    {
      schema: { body: scheduleAccountDeletionBody, response: { 202: accountDeletionSchema } },
      preHandler: requireSession,
      config: { rateLimit: { max: DELETION_ATTEMPTS_PER_ADDRESS_PER_HOUR, timeWindow: 60 * 60 * 1000 } },
    },
    async (request, reply) => {
      const row = await scheduleAccountDeletion(db, mail, sessionOf(request).user, request.body.password);
      await recordAuditEvent(
        db,
        { action: 'account-deletion-scheduled', ...bySession(sessionOf(request), request.ip), details: { deleteAfter: row.deleteAfter.toISOString() } },
        request.log,
      );
      return reply.code(202).send(presentAccountDeletion(row));
    },
  );

  /** "Keep my account": the same as signing in again during the grace period. */
  api.delete('/api/account-deletion', { schema: { response: { 200: accountDeletionSchema } }, preHandler: requireSession }, async (request) => {
    if (await cancelAccountDeletion(db, mail, sessionOf(request).user)) {
      await recordAuditEvent(db, { action: 'account-deletion-cancelled', ...bySession(sessionOf(request), request.ip) }, request.log);
    }
    return presentAccountDeletion(null);
  });
}
