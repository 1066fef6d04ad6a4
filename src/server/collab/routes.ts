import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { documentSchema } from '../../shared/contract/documents.js';
import { idParams } from '../../shared/contract/ids.js';
import type { Database } from '../db/database.js';
import { presentDocumentWithPeople } from '../documents/document-people.js';
import { requireSession, sessionOf } from '../plugins/session.js';
import { saveSharedText } from './save-shared-text.js';

export function registerCollabRoutes(app: FastifyInstance, db: Database): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    '/api/documents/:id/save-shared-text',
    { schema: { params: idParams, response: { 200: documentSchema } }, preHandler: requireSession },
    async (request) => {
      const session = sessionOf(request);
      const row = await saveSharedText(db, { workspaceId: session.workspaceId, userId: session.user.id }, request.params.id);
      return presentDocumentWithPeople(db, row);
    },
  );
}
