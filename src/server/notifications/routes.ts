import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { listNotificationsQuery, markNotificationsReadBody, notificationPageSchema } from '../../shared/contract/notifications.js';
import type { Database } from '../db/database.js';
import { requireSession, sessionOf, type SessionContext } from '../plugins/session.js';
import { listNotifications } from './list-notifications.js';
import { markNotificationsRead } from './mark-notifications-read.js';
import { presentNotificationPage } from './present-notification.js';

const recipientOf = (session: SessionContext) => ({ userId: session.user.id, workspaceId: session.workspaceId });

/**
 * The header's bell (issue 19, ADR 0042): the signed-in person's own notifications in the current
 * workspace. Personal, so every role is the same; nobody reads or marks another's.
 */
export function registerNotificationRoutes(app: FastifyInstance, db: Database): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/api/notifications',
    { schema: { querystring: listNotificationsQuery, response: { 200: notificationPageSchema } }, preHandler: requireSession },
    async (request) => presentNotificationPage(db, await listNotifications(db, recipientOf(sessionOf(request)), request.query.cursor)),
  );

  api.post(
    '/api/notifications/read',
    { schema: { body: markNotificationsReadBody, response: { 204: z.null() } }, preHandler: requireSession },
    async (request, reply) => {
      await markNotificationsRead(db, recipientOf(sessionOf(request)), request.body.ids);
      return reply.code(204).send(null);
    },
  );

  api.post('/api/notifications/read-all', { schema: { response: { 204: z.null() } }, preHandler: requireSession }, async (request, reply) => {
    await markNotificationsRead(db, recipientOf(sessionOf(request)));
    return reply.code(204).send(null);
  });
}
