import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParams } from '../../shared/contract/ids.js';
import { createdReviewLinkSchema, createReviewLinkBody, reviewLinkParams, reviewLinkSchema } from '../../shared/contract/review-links.js';
import { bySession, recordAuditEvent } from '../audit/record-audit-event.js';
import type { Database } from '../db/database.js';
import type { MailQueue } from '../mail/queue-mail.js';
import { requireRole } from '../plugins/require-role.js';
import { requireSession, sessionOf } from '../plugins/session.js';
import { canManageReviewLinks } from '../policies/review-links.js';
import { createReviewLink } from './create-review-link.js';
import { listReviewLinks } from './list-review-links.js';
import { fullName, presentReviewLink } from './present-review-link.js';
import { revokeReviewLink } from './revoke-review-link.js';

const managers = [requireSession, requireRole(canManageReviewLinks, 'share documents for client review')];

/** The team's side of client review links (issue 19, ADR 0043): owners and admins share, list and revoke. */
export function registerReviewLinkRoutes(app: FastifyInstance, db: Database, mail: MailQueue): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get('/api/documents/:id/review-links', { schema: { params: idParams, response: { 200: z.array(reviewLinkSchema) } }, preHandler: managers }, async (request) => {
    const rows = await listReviewLinks(db, sessionOf(request).workspaceId, request.params.id);
    return rows.map((row) => presentReviewLink(row.link, fullName(row.creatorFirstName, row.creatorLastName)));
  });

  api.post(
    '/api/documents/:id/review-links',
    { schema: { params: idParams, body: createReviewLinkBody, response: { 201: createdReviewLinkSchema } }, preHandler: managers },
    async (request, reply) => {
      const session = sessionOf(request);
      const { row, url } = await createReviewLink(db, mail, { workspaceId: session.workspaceId, user: session.user }, request.params.id, request.body);
      await recordAuditEvent(db, { action: 'review-link-created', ...bySession(session, request.ip), target: `review link for ${row.contactEmail}` }, request.log);
      const creator = fullName(session.user.firstName, session.user.lastName);
      return reply.code(201).header('cache-control', 'no-store').send({ ...presentReviewLink(row, creator), url });
    },
  );

  api.delete(
    '/api/documents/:id/review-links/:linkId',
    { schema: { params: reviewLinkParams, response: { 204: z.null() } }, preHandler: managers },
    async (request, reply) => {
      const session = sessionOf(request);
      const revoked = await revokeReviewLink(db, session.workspaceId, request.params.id, request.params.linkId);
      await recordAuditEvent(db, { action: 'review-link-revoked', ...bySession(session, request.ip), target: `review link for ${revoked.contactEmail}` }, request.log);
      return reply.code(204).send(null);
    },
  );
}
