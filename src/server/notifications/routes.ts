import type { OutgoingHttpHeaders } from 'node:http';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { listNotificationsQuery, markNotificationsReadBody, notificationPageSchema } from '../../shared/contract/notifications.js';
import { NOTIFICATION_STREAM_PATH, notificationStreamQuery } from '../../shared/contract/live-events.js';
import type { LiveEvents } from '../collab/live-events.js';
import type { Database } from '../db/database.js';
import { HttpError } from '../http-error.js';
import { requireSession, sessionOf, type SessionContext } from '../plugins/session.js';
import { announceNotifications } from './announce-notifications.js';
import { listNotifications, type Recipient } from './list-notifications.js';
import { markNotificationsRead } from './mark-notifications-read.js';
import { NotificationStreams, type StreamRefusal } from './notification-streams.js';
import { presentNotificationPage } from './present-notification.js';

const recipientOf = (session: SessionContext): Recipient => ({ userId: session.user.id, workspaceId: session.workspaceId });

const STREAM_REFUSALS: Record<StreamRefusal, string> = {
  person: 'Too many open notification streams for your account. Close some tabs and try again.',
  instance: 'The server holds too many notification streams right now. Please try again shortly.',
};

/**
 * The header's bell (issue 19, ADR 0042): the signed-in person's own notifications in the current
 * workspace. Personal, so every role is the same; nobody reads or marks another's. The stream
 * (server-sent events, ADR 0046) says when the list changed, so the bell need not poll.
 */
export function registerNotificationRoutes(app: FastifyInstance, db: Database, live: LiveEvents): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const streams = new NotificationStreams(live);
  app.addHook('preClose', async () => streams.close());

  /** Read on one screen, read on all: the person's other tabs and devices refetch their bell. */
  async function markRead(recipient: Recipient, ids?: number[]): Promise<void> {
    await markNotificationsRead(db, recipient, ids);
    await announceNotifications(live, { workspaceId: recipient.workspaceId, userIds: [recipient.userId] });
  }

  api.get(NOTIFICATION_STREAM_PATH, { schema: { querystring: notificationStreamQuery }, preHandler: requireSession }, async (request, reply) => {
    const recipient = recipientOf(sessionOf(request));
    const refusal = streams.refusal(recipient.userId);
    if (refusal) throw new HttpError(429, { error: STREAM_REFUSALS[refusal] });
    // Written by hand from here on; the security headers set so far (helmet's) go with it.
    reply.hijack();
    reply.raw.writeHead(200, {
      ...(reply.getHeaders() as OutgoingHttpHeaders),
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store',
      // Proxies such as nginx would otherwise hold the events back in their buffers.
      'x-accel-buffering': 'no',
      // The socket goes with the stream: one that ends at shutdown must not linger as an idle
      // keep-alive connection, which would hold the server's close for its whole idle timeout.
      connection: 'close',
    });
    streams.open(recipient, reply.raw);
  });

  api.get(
    '/api/notifications',
    { schema: { querystring: listNotificationsQuery, response: { 200: notificationPageSchema } }, preHandler: requireSession },
    async (request) => presentNotificationPage(db, await listNotifications(db, recipientOf(sessionOf(request)), request.query.cursor)),
  );

  api.post(
    '/api/notifications/read',
    { schema: { body: markNotificationsReadBody, response: { 204: z.null() } }, preHandler: requireSession },
    async (request, reply) => {
      await markRead(recipientOf(sessionOf(request)), request.body.ids);
      return reply.code(204).send(null);
    },
  );

  api.post('/api/notifications/read-all', { schema: { response: { 204: z.null() } }, preHandler: requireSession }, async (request, reply) => {
    await markRead(recipientOf(sessionOf(request)));
    return reply.code(204).send(null);
  });
}
