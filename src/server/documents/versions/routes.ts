import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  documentVersionParams,
  documentVersionSchema,
  documentVersionSummarySchema,
} from '../../../shared/contract/document-versions.js';
import { documentSchema } from '../../../shared/contract/documents.js';
import { idParams } from '../../../shared/contract/ids.js';
import type { Database } from '../../db/database.js';
import { requireSession, sessionOf } from '../../plugins/session.js';
import { presentDocumentWithPeople } from '../document-people.js';
import { findDocumentVersion, listDocumentVersions } from './document-versions.js';
import type { InstanceChannel } from '../../collab/instance-channel.js';
import { saveOutsideEditors } from '../../collab/save-outside-editors.js';
import { restoreDocumentVersion } from './restore-version.js';

/** A document's version history: list, read one, restore one (issue 14). */
export function registerDocumentVersionRoutes(app: FastifyInstance, db: Database, instances: InstanceChannel): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/api/documents/:id/versions',
    { schema: { params: idParams, response: { 200: z.array(documentVersionSummarySchema) } }, preHandler: requireSession },
    async (request) => listDocumentVersions(db, sessionOf(request).workspaceId, request.params.id),
  );

  api.get(
    '/api/documents/:id/versions/:versionId',
    { schema: { params: documentVersionParams, response: { 200: documentVersionSchema } }, preHandler: requireSession },
    async (request) => findDocumentVersion(db, sessionOf(request).workspaceId, request.params.id, request.params.versionId),
  );

  api.post(
    '/api/documents/:id/versions/:versionId/restore',
    { schema: { params: documentVersionParams, response: { 200: documentSchema } }, preHandler: requireSession },
    async (request) => {
      const session = sessionOf(request);
      // A restore is a change everyone with the document open sees (issue 19).
      const row = await saveOutsideEditors(db, instances, request.params.id, (tx) =>
        restoreDocumentVersion(tx, { workspaceId: session.workspaceId, userId: session.user.id }, request.params.id, request.params.versionId),
      );
      return presentDocumentWithPeople(db, row);
    },
  );
}
