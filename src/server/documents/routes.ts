import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  createDocumentBody,
  documentListItemSchema,
  documentSchema,
  listDocumentsQuery,
  NEXT_CURSOR_HEADER,
  updateDocumentBody,
} from '../../shared/contract/documents.js';
import { idParams } from '../../shared/contract/ids.js';
import { roleCannot } from '../../shared/contract/permissions.js';
import { enforceDocumentLimit } from '../billing/plan-limits.js';
import type { InstanceChannel } from '../collab/instance-channel.js';
import { saveOutsideEditors } from '../collab/save-outside-editors.js';
import type { Database, Executor } from '../db/database.js';
import { HttpError, notFound } from '../http-error.js';
import { requireSession, sessionOf } from '../plugins/session.js';
import { admitSession, SESSION_IN_ROUTE_QUERY, sessionTokenHash } from '../plugins/session-in-route-query.js';
import { canDeleteDocument, DELETE_OTHERS_DOCUMENTS } from '../policies/documents.js';
import { createDocument } from './create-document.js';
import { deleteDocument } from './delete-document.js';
import { duplicateDocument } from './duplicate-document.js';
import { findDocument, findDocumentOfSession } from './find-document.js';
import { listDocumentsOfSession } from './list-documents.js';
import { presentDocumentWithPeople } from './document-people.js';
import { presentDocument, presentDocumentSummary } from './present-document.js';
import { updateDocument } from './update-document.js';

/**
 * Content may hold 2 MB of text (checked by the schema); JSON escaping can make the body several
 * times larger (a newline becomes two characters, a control character six).
 */
const DOCUMENT_BODY_LIMIT = 12 * 1024 * 1024;

export function registerDocumentRoutes(app: FastifyInstance, db: Database, instances: InstanceChannel): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/api/documents',
    {
      schema: { querystring: listDocumentsQuery, response: { 200: z.array(documentListItemSchema) } },
      // The dashboard's call: the session is read in the page's own statement, one round trip.
      config: SESSION_IN_ROUTE_QUERY,
    },
    async (request, reply) => {
      const tokenHash = sessionTokenHash(request);
      const { session, page, nextCursor } = await listDocumentsOfSession(db, tokenHash, request.query);
      await admitSession(request, db, session, tokenHash);
      if (nextCursor) reply.header(NEXT_CURSOR_HEADER, nextCursor);
      return page.map((row) => ({ ...presentDocumentSummary(row), editingNow: row.editingNow }));
    },
  );

  api.get(
    '/api/documents/:id',
    // The editor's opening call: the session is read in the document's own statement too.
    { schema: { params: idParams, response: { 200: documentSchema } }, config: SESSION_IN_ROUTE_QUERY },
    async (request) => {
      const tokenHash = sessionTokenHash(request);
      const { session, document } = await findDocumentOfSession(db, tokenHash, request.params.id);
      await admitSession(request, db, session, tokenHash);
      if (!document) throw notFound('Document not found');
      const { creatorName, lastEditorName, clientReview, ...row } = document;
      return presentDocument(row, { creatorName, lastEditorName, clientReview });
    },
  );

  api.post(
    '/api/documents',
    {
      schema: { body: createDocumentBody, response: { 201: documentSchema } },
      preHandler: requireSession,
      bodyLimit: DOCUMENT_BODY_LIMIT,
    },
    async (request, reply) => {
      const session = sessionOf(request);
      // Creation and import both arrive here, so both count against the plan (402 at the limit).
      const row = await createDocument(db, { workspaceId: session.workspaceId, userId: session.user.id }, request.body, (tx) =>
        enforceDocumentLimit(tx, session.workspaceId),
      );
      return reply.code(201).send(await presentDocumentWithPeople(db, row));
    },
  );

  api.patch(
    '/api/documents/:id',
    {
      schema: { params: idParams, body: updateDocumentBody, response: { 200: documentSchema } },
      preHandler: requireSession,
      bodyLimit: DOCUMENT_BODY_LIMIT,
    },
    async (request) => {
      const session = sessionOf(request);
      const save = (executor: Executor) =>
        updateDocument(executor, { workspaceId: session.workspaceId, userId: session.user.id }, request.params.id, request.body);
      // New text: open editors see it as one change, and no write-back can put older text over it (issue 19).
      const row = request.body.content === undefined ? await save(db) : await saveOutsideEditors(db, instances, request.params.id, save);
      return presentDocumentWithPeople(db, row);
    },
  );

  api.post(
    '/api/documents/:id/duplicate',
    { schema: { params: idParams, response: { 201: documentSchema } }, preHandler: requireSession },
    async (request, reply) => {
      const session = sessionOf(request);
      const row = await duplicateDocument(db, { workspaceId: session.workspaceId, userId: session.user.id }, request.params.id, (tx) =>
        enforceDocumentLimit(tx, session.workspaceId),
      );
      return reply.code(201).send(await presentDocumentWithPeople(db, row));
    },
  );

  api.delete(
    '/api/documents/:id',
    { schema: { params: idParams, response: { 204: z.null() } }, preHandler: requireSession },
    async (request, reply) => {
      const session = sessionOf(request);
      // Another workspace's id is a 404 first; then the role and the creator decide (policies/documents.ts).
      const document = await findDocument(db, session.workspaceId, request.params.id);
      if (!canDeleteDocument({ role: session.role, userId: session.user.id }, document)) {
        throw new HttpError(403, { error: roleCannot(session.role, DELETE_OTHERS_DOCUMENTS) });
      }
      await deleteDocument(db, session.workspaceId, request.params.id);
      return reply.code(204).send(null);
    },
  );
}
