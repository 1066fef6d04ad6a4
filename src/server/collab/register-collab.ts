import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import type { Database } from '../db/database.js';
import { CollabServer } from './collab-server.js';
import type { InstanceChannel } from './instance-channel.js';
import type { LiveEvents } from './live-events.js';
import { registerCollabRoutes } from './routes.js';

/**
 * Co-editing on the app's own server and port (issue 19): the WebSocket at /collab and the
 * manual save of a shared document. Closed before the HTTP server closes, so open sockets do not
 * hold the shutdown.
 */
export async function registerCollab(
  app: FastifyInstance,
  deps: { db: Database; pool: pg.Pool; channel: InstanceChannel; live: LiveEvents; trustProxy: boolean },
): Promise<CollabServer> {
  const collab = new CollabServer({ ...deps, log: app.log });
  await collab.start();
  collab.attach(app.server);
  app.addHook('preClose', async () => {
    await collab.close();
  });
  registerCollabRoutes(app, deps.db);
  return collab;
}
