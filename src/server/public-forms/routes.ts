import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  contactMessageBody,
  emailSubscriptionBody,
  eventRegistrationBody,
  jobApplicationBody,
  submissionConfirmation,
} from '../../shared/contract/public-forms.js';
import { PUBLIC_FORM_BODY_MAX_BYTES, PUBLIC_FORM_SUBMISSIONS_PER_HOUR } from '../../shared/limits.js';
import type { Database } from '../db/database.js';
import { HttpError } from '../http-error.js';
import {
  presentApplicationConfirmation,
  presentContactConfirmation,
  presentRegistrationConfirmation,
  presentSubscriptionConfirmation,
} from './present-confirmation.js';
import { recordContactMessage } from './record-contact-message.js';
import { recordJobApplication } from './record-job-application.js';
import { registerForEvent } from './register-for-event.js';
import { subscribeEmail } from './subscribe-email.js';

const HOUR_MS = 60 * 60 * 1000;

/**
 * Every public form is open to visitors, so each route counts submissions per client address
 * (in PostgreSQL, shared by every instance) and refuses a flood with 429. The count runs before
 * the body is read: bad input counts too, which keeps a script from probing for free.
 */
const publicFormLimits = {
  bodyLimit: PUBLIC_FORM_BODY_MAX_BYTES,
  config: {
    rateLimit: {
      max: PUBLIC_FORM_SUBMISSIONS_PER_HOUR,
      timeWindow: HOUR_MS,
      errorResponseBuilder: (_request: FastifyRequest, context: { ttl: number }) =>
        new HttpError(429, {
          error: `Too many submissions from your network. Please try again in ${Math.max(1, Math.ceil(context.ttl / 60_000))} minute(s).`,
        }),
    },
  },
};

/** Visitors need no account; a signed-in sender is recorded (the origin check still applies). */
const senderOf = (request: FastifyRequest) => request.session?.user.id ?? null;

export function registerPublicFormRoutes(app: FastifyInstance, db: Database): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    '/api/public/contact-messages',
    { ...publicFormLimits, schema: { body: contactMessageBody, response: { 201: submissionConfirmation } } },
    async (request, reply) => {
      const message = await recordContactMessage(db, request.body, senderOf(request));
      return reply.code(201).send(presentContactConfirmation(message));
    },
  );

  api.post(
    '/api/public/email-subscriptions',
    { ...publicFormLimits, schema: { body: emailSubscriptionBody, response: { 201: submissionConfirmation } } },
    async (request, reply) => {
      await subscribeEmail(db, request.body, senderOf(request));
      return reply.code(201).send(presentSubscriptionConfirmation(request.body.list, request.body.email));
    },
  );

  api.post(
    '/api/public/event-registrations',
    { ...publicFormLimits, schema: { body: eventRegistrationBody, response: { 201: submissionConfirmation } } },
    async (request, reply) => {
      const event = await registerForEvent(db, request.body, senderOf(request));
      return reply.code(201).send(presentRegistrationConfirmation(event, request.body.email));
    },
  );

  api.post(
    '/api/public/job-applications',
    { ...publicFormLimits, schema: { body: jobApplicationBody, response: { 201: submissionConfirmation } } },
    async (request, reply) => {
      const application = await recordJobApplication(db, request.body, senderOf(request));
      return reply.code(201).send(presentApplicationConfirmation(application));
    },
  );
}
