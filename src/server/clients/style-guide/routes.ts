import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { clientSchema } from '../../../shared/contract/clients.js';
import { idParams } from '../../../shared/contract/ids.js';
import { putClientStyleGuideBody } from '../../../shared/contract/style-rules.js';
import type { Database } from '../../db/database.js';
import { requireSession, sessionOf } from '../../plugins/session.js';
import { presentClient } from '../present-client.js';
import { updateClientStyleGuide } from './update-client-style-guide.js';

/** A client's style guide (issue 16, ADR 0031): its preset and the rules turned off for it. */
export function registerClientStyleGuideRoutes(app: FastifyInstance, db: Database): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.put(
    '/api/clients/:id/style-guide',
    { schema: { params: idParams, body: putClientStyleGuideBody, response: { 200: clientSchema } }, preHandler: requireSession },
    async (request) => presentClient(await updateClientStyleGuide(db, sessionOf(request).workspaceId, request.params.id, request.body)),
  );
}
