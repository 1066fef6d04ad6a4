import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { clientBody, clientSchema } from '../../shared/contract/clients.js';
import { idParams } from '../../shared/contract/ids.js';
import type { Database } from '../db/database.js';
import { requireSession, sessionOf } from '../plugins/session.js';
import { deleteClient } from './delete-client.js';
import { presentClient } from './present-client.js';
import { createClient } from './create-client.js';
import { listClients } from './list-clients.js';
import { updateClient } from './update-client.js';
import { findClient } from './find-client.js';
import { changesClientFeedback } from '../writing-feedback/measure-feedback.js';
import type { RemeasureFeedback } from '../writing-feedback/remeasure-workspace.js';
import { canManageClients } from '../policies/clients.js';
import { requireRole } from '../plugins/require-role.js';

/** Clients with brand profiles; an edit of the brand terms re-measures the client's documents' stored feedback in the background. */
export function registerClientRoutes(app: FastifyInstance, db: Database, remeasure: RemeasureFeedback): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get('/api/clients', { schema: { response: { 200: z.array(clientSchema) } }, preHandler: requireSession }, async (request) =>
    (await listClients(db, sessionOf(request).workspaceId)).map(presentClient),
  );

  api.post(
    '/api/clients',
    { schema: { body: clientBody, response: { 201: clientSchema } }, preHandler: [requireSession, requireRole(canManageClients, 'manage clients')] },
    async (request, reply) =>
      reply.code(201).send(presentClient(await createClient(db, sessionOf(request).workspaceId, request.body))),
  );

  api.put(
    '/api/clients/:id',
    { schema: { params: idParams, body: clientBody, response: { 200: clientSchema } }, preHandler: [requireSession, requireRole(canManageClients, 'manage clients')] },
    async (request) => {
      const { workspaceId } = sessionOf(request);
      const before = await findClient(db, workspaceId, request.params.id);
      const after = await updateClient(db, workspaceId, request.params.id, request.body);
      if (changesClientFeedback(before, after)) await remeasure(workspaceId, { clientId: after.id });
      return presentClient(after);
    },
  );

  api.delete(
    '/api/clients/:id',
    { schema: { params: idParams, response: { 204: z.null() } }, preHandler: [requireSession, requireRole(canManageClients, 'manage clients')] },
    async (request, reply) => {
      await deleteClient(db, sessionOf(request).workspaceId, request.params.id);
      return reply.code(204).send(null);
    },
  );
}
