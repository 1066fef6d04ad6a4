import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { createDocumentBody, updateDocumentBody } from '../../../shared/contract/documents.js';
import { roleCannot } from '../../../shared/contract/permissions.js';
import { publicIdParams } from '../../../shared/contract/public-api/common.js';
import {
  createPublicDocumentBody,
  listPublicDocumentsQuery,
  publicDocumentPageSchema,
  publicDocumentSchema,
  updatePublicDocumentBody,
} from '../../../shared/contract/public-api/documents.js';
import { enforceDocumentLimit } from '../../billing/plan-limits.js';
import type { Database, Executor } from '../../db/database.js';
import { createDocument } from '../../documents/create-document.js';
import { deleteDocument } from '../../documents/delete-document.js';
import { findDocument } from '../../documents/find-document.js';
import { listDocuments } from '../../documents/list-documents.js';
import type { InstanceChannel } from '../../collab/instance-channel.js';
import { saveOutsideEditors } from '../../collab/save-outside-editors.js';
import { updateDocument } from '../../documents/update-document.js';
import { HttpError } from '../../http-error.js';
import { canDeleteDocument, DELETE_OTHERS_DOCUMENTS } from '../../policies/documents.js';
import { apiKeyOf } from '../api-key-auth.js';
import { KEY_ACTS_AS_CREATOR } from '../require-key-role.js';
import { inPublicTerms } from '../in-public-terms.js';
import { presentPublicDocument, presentPublicDocumentSummary } from './present-public-document.js';

/** As the editor's API allows: 2 MB of markdown, escaped as JSON. */
const DOCUMENT_BODY_LIMIT = 12 * 1024 * 1024;

type Fields = z.output<typeof updatePublicDocumentBody>;

/** The public fields as the document services take them (the editor's API's names). */
function editorFields(body: Omit<Fields, 'base_version'>) {
  return {
    title: body.title,
    content: body.content,
    personalityId: body.personality_id,
    projectId: body.project_id,
    clientId: body.brand_id,
    wordGoal: body.word_goal,
    focusKeyphrase: body.focus_keyphrase,
    seoTitle: body.seo_title,
    metaDescription: body.meta_description,
    slug: body.slug,
  };
}

const rethrowInPublicTerms = (error: unknown): never => {
  throw inPublicTerms(error);
};

/**
 * The editor's list refuses a bad cursor by pointing at its X-Next-Cursor header; the public API
 * has no such header (its cursor is `next_cursor` in the body), so it refuses as the brands list does.
 */
const rethrowListError = (error: unknown): never => {
  if (error instanceof HttpError && 'field' in error.body && error.body.field === 'cursor') {
    throw new HttpError(400, { error: 'cursor is not one this API gave: pass next_cursor as it came', code: 'invalid_cursor', field: 'cursor' });
  }
  return rethrowInPublicTerms(error);
};

/** The documents of the key's workspace: the same services as the editor's API, so scores and limits agree. */
export function registerDocumentRoutes(v1: FastifyInstance, db: Database, instances: InstanceChannel): void {
  const api = v1.withTypeProvider<ZodTypeProvider>();
  const tags = ['Documents'];

  api.get(
    '/documents',
    {
      schema: { summary: 'List documents', description: 'Most recently updated first.', tags, querystring: listPublicDocumentsQuery, response: { 200: publicDocumentPageSchema } },
      config: { scope: 'read' },
    },
    async (request) => {
      const { page, nextCursor } = await listDocuments(db, apiKeyOf(request).workspaceId, request.query).catch(rethrowListError);
      return { data: page.map(presentPublicDocumentSummary), next_cursor: nextCursor };
    },
  );

  api.get(
    '/documents/:id',
    { schema: { summary: 'Read a document', tags, params: publicIdParams, response: { 200: publicDocumentSchema } }, config: { scope: 'read' } },
    async (request) => presentPublicDocument(await findDocument(db, apiKeyOf(request).workspaceId, request.params.id)),
  );

  api.post(
    '/documents',
    {
      schema: {
        summary: 'Create a document',
        description: 'Markdown in; the answer carries the scores computed from it. Counts towards the plan’s documents per month (402 when they are used).',
        tags,
        body: createPublicDocumentBody,
        response: { 201: publicDocumentSchema },
      },
      config: { scope: 'write' },
      bodyLimit: DOCUMENT_BODY_LIMIT,
    },
    async (request, reply) => {
      const key = apiKeyOf(request);
      const body = editorFields(request.body) as z.output<typeof createDocumentBody>;
      const row = await createDocument(db, { workspaceId: key.workspaceId, userId: key.userId }, body, (tx) => enforceDocumentLimit(tx, key.workspaceId)).catch(
        rethrowInPublicTerms,
      );
      return reply.code(201).send(presentPublicDocument(row));
    },
  );

  api.patch(
    '/documents/:id',
    {
      schema: {
        summary: 'Change a document',
        description: 'Any of the fields; with base_version, a document saved since answers 409 instead of being overwritten.',
        tags,
        params: publicIdParams,
        body: updatePublicDocumentBody,
        response: { 200: publicDocumentSchema },
      },
      config: { scope: 'write' },
      bodyLimit: DOCUMENT_BODY_LIMIT,
    },
    async (request) => {
      const key = apiKeyOf(request);
      const { base_version, ...changes } = request.body;
      const body = { ...editorFields(changes), baseVersion: base_version, saveKind: 'manual' } as z.output<typeof updateDocumentBody>;
      const save = (executor: Executor) => updateDocument(executor, { workspaceId: key.workspaceId, userId: key.userId }, request.params.id, body);
      // New text: open editors see it as one change, and no write-back can put older text over it (issue 19).
      const row = await (body.content === undefined ? save(db) : saveOutsideEditors(db, instances, request.params.id, save)).catch(rethrowInPublicTerms);
      return presentPublicDocument(row);
    },
  );

  api.delete(
    '/documents/:id',
    { schema: { summary: 'Delete a document', tags, params: publicIdParams, response: { 204: z.null() } }, config: { scope: 'write' } },
    async (request, reply) => {
      const key = apiKeyOf(request);
      // Another workspace's id is a 404 first; then the creator's role decides (policies/documents.ts).
      const document = await findDocument(db, key.workspaceId, request.params.id);
      if (!canDeleteDocument(key, document)) throw new HttpError(403, { error: `${roleCannot(key.role, DELETE_OTHERS_DOCUMENTS)} ${KEY_ACTS_AS_CREATOR}` });
      await deleteDocument(db, key.workspaceId, request.params.id);
      return reply.code(204).send(null);
    },
  );
}
