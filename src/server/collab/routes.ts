import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { documentSchema } from '../../shared/contract/documents.js';
import { idParams } from '../../shared/contract/ids.js';
import type { Database } from '../db/database.js';
import { presentDocumentWithPeople } from '../documents/document-people.js';
import { requireSession, sessionOf } from '../plugins/session.js';
import { writeBackSharedText } from './write-back.js';

export function registerCollabRoutes(app: FastifyInstance, db: Database): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    '/api/documents/:id/save-shared-text',
    { schema: { params: idParams, response: { 200: documentSchema } }, preHandler: requireSession },
    async (request) => {
      const session = sessionOf(request);
      // The editor's Save on a shared document: the shared text written back at once, as a manual
      // save. Read from the stored updates, so every instance answers the same; nothing changes
      // when the markdown already matches.
      const row = await writeBackSharedText(db, { documentId: request.params.id, workspaceId: session.workspaceId, userId: session.user.id }, 'manual');
      return presentDocumentWithPeople(db, row);
    },
  );
}
