import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { EMAIL_VERIFIED_ANSWER, messageResponse, verifyEmailBody } from '../../../shared/contract/auth.js';
import type { Database } from '../../db/database.js';
import { HttpError } from '../../http-error.js';
import type { MailQueue } from '../../mail/queue-mail.js';
import { requireSession, sessionOf } from '../../plugins/session.js';
import { recordAccountEvent } from '../../audit/record-account-event.js';
import { hasConfirmedEmail } from '../../policies/email-verification.js';
import { sendVerificationEmail } from './send-verification-email.js';
import { verifyEmail } from './verify-email.js';

const HOUR_MS = 60 * 60 * 1000;
const VERIFY_ATTEMPTS_PER_ADDRESS_PER_HOUR = 30;
/** "Resend" mails the account's own address: a few an hour is plenty for a mail that went astray. */
const RESENDS_PER_ACCOUNT_PER_HOUR = 3;

/** Email verification (issue 18): the mailed link, and "Resend" from the banner or Settings. */
export function registerEmailVerificationRoutes(app: FastifyInstance, db: Database, mail: MailQueue): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    '/api/auth/verify-email',
    {
      schema: { body: verifyEmailBody, response: { 200: messageResponse } },
      config: { rateLimit: { max: VERIFY_ATTEMPTS_PER_ADDRESS_PER_HOUR, timeWindow: HOUR_MS } },
    },
    async (request) => {
      const { userId } = await verifyEmail(db, request.body.token);
      await recordAccountEvent(db, userId, { action: 'email-verified', ip: request.ip }, request.log);
      return { message: EMAIL_VERIFIED_ANSWER };
    },
  );

  api.post(
    '/api/auth/verification-email',
    {
      schema: { response: { 202: messageResponse } },
      preHandler: requireSession,
      config: {
        rateLimit: {
          max: RESENDS_PER_ACCOUNT_PER_HOUR,
          timeWindow: HOUR_MS,
          keyGenerator: (request: FastifyRequest) => `verification-email:${request.session?.user.id ?? request.ip}`,
        },
      },
    },
    async (request, reply) => {
      const { user } = sessionOf(request);
      if (hasConfirmedEmail(user)) throw new HttpError(409, { error: 'Your email address is already confirmed.' });
      await sendVerificationEmail(db, mail, user);
      return reply.code(202).send({ message: `We sent a new confirmation link to ${user.email}.` });
    },
  );
}
