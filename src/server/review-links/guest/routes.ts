import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { guestCommentBody, guestCommentSchema, guestReviewSchema, reviewDecisionBody, reviewTokenParams } from '../../../shared/contract/review-links.js';
import { REVIEW_GUEST_READS_PER_HOUR, REVIEW_GUEST_WRITES_PER_HOUR } from '../../../shared/limits.js';
import type { LiveEvents } from '../../collab/live-events.js';
import { announceCommentsChanged } from '../../comments/announce-comments-changed.js';
import type { Database } from '../../db/database.js';
import type { MailQueue } from '../../mail/queue-mail.js';
import { HttpError } from '../../http-error.js';
import { announceNotifications } from '../../notifications/announce-notifications.js';
import { addReviewComment } from './add-comment.js';
import { findActiveLink } from './find-active-link.js';
import { listReviewComments } from './list-comments.js';
import { presentGuestComment, presentGuestReview } from './present-guest-review.js';
import { registerPrivatePageHeaders } from './private-page-headers.js';
import { recordDecision } from './record-decision.js';

const HOUR_MS = 60 * 60 * 1000;

/** Counted per address in PostgreSQL (every instance shares the count), before the token is looked up. */
const perAddress = (max: number) => ({
  rateLimit: {
    max,
    timeWindow: HOUR_MS,
    errorResponseBuilder: (_request: FastifyRequest, context: { ttl: number }) =>
      new HttpError(429, { error: `Too many requests from your network. Please try again in ${Math.max(1, Math.ceil(context.ttl / 60_000))} minute(s).` }),
  },
});

/**
 * The guest's side of a client review link (issue 19, ADR 0043): no account, no cookie; the token
 * in the path is the only credential and opens only its own document, read and answered here. It
 * is no credential anywhere else: the session and the public API never read it.
 */
export function registerGuestReviewRoutes(app: FastifyInstance, db: Database, mail: MailQueue, live: LiveEvents): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  registerPrivatePageHeaders(app);

  api.get(
    '/api/review/:token',
    { schema: { params: reviewTokenParams, response: { 200: guestReviewSchema } }, config: perAddress(REVIEW_GUEST_READS_PER_HOUR) },
    async (request) => presentGuestReview(await findActiveLink(db, request.params.token)),
  );

  api.put(
    '/api/review/:token/decision',
    { schema: { params: reviewTokenParams, body: reviewDecisionBody, response: { 200: guestReviewSchema } }, config: perAddress(REVIEW_GUEST_WRITES_PER_HOUR) },
    async (request) => {
      const active = await findActiveLink(db, request.params.token);
      const { decided, notified } = await recordDecision(db, mail, active, request.body);
      // The team's open editors show the decision (their Client review section) and their bells ring.
      await announceCommentsChanged(live, active.link.documentId);
      await announceNotifications(live, { workspaceId: active.link.workspaceId, userIds: notified });
      return presentGuestReview(decided);
    },
  );

  api.get(
    '/api/review/:token/comments',
    { schema: { params: reviewTokenParams, response: { 200: z.array(guestCommentSchema) } }, config: perAddress(REVIEW_GUEST_READS_PER_HOUR) },
    async (request) => (await listReviewComments(db, await findActiveLink(db, request.params.token))).map(presentGuestComment),
  );

  api.post(
    '/api/review/:token/comments',
    { schema: { params: reviewTokenParams, body: guestCommentBody, response: { 201: guestCommentSchema } }, config: perAddress(REVIEW_GUEST_WRITES_PER_HOUR) },
    async (request, reply) => {
      const active = await findActiveLink(db, request.params.token);
      const comment = await addReviewComment(db, active, request.body);
      await announceCommentsChanged(live, active.link.documentId);
      return reply.code(201).send(presentGuestComment(comment));
    },
  );
}
