import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParams } from '../../shared/contract/ids.js';
import {
  addDictionaryWordBody,
  dictionarySchema,
  dictionaryWordParams,
  ignoredFindingsSchema,
  putIgnoredFindingsBody,
} from '../../shared/contract/writing-feedback.js';
import type { Database } from '../db/database.js';
import { requireSession, sessionOf } from '../plugins/session.js';
import { addDictionaryWord } from './add-dictionary-word.js';
import { findIgnoredFindings } from './find-ignored-findings.js';
import { listDictionaryWords } from './list-dictionary-words.js';
import { presentDictionary } from './present-dictionary.js';
import { presentIgnoredFindings } from './present-ignored-findings.js';
import type { RemeasureFeedback } from './remeasure-workspace.js';
import { removeDictionaryWord } from './remove-dictionary-word.js';
import { updateIgnoredFindings } from './update-ignored-findings.js';
import { canManageStyleGuides } from '../policies/style-rules.js';
import { requireRole } from '../plugins/require-role.js';

/** The workspace dictionary and a document's ignored findings (issue 16), which the writing feedback reads. */
export function registerWritingFeedbackRoutes(app: FastifyInstance, db: Database, remeasure: RemeasureFeedback): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  // The documents' stored counts read the old words: `remeasure` measures them again in the background.

  api.get('/api/dictionary', { schema: { response: { 200: dictionarySchema } }, preHandler: requireSession }, async (request) =>
    presentDictionary(await listDictionaryWords(db, sessionOf(request).workspaceId)),
  );

  api.post(
    '/api/dictionary',
    { schema: { body: addDictionaryWordBody, response: { 200: dictionarySchema, 201: dictionarySchema } }, preHandler: requireSession },
    async (request, reply) => {
      const { workspaceId } = sessionOf(request);
      const { added, words } = await addDictionaryWord(db, workspaceId, request.body.word);
      if (added) await remeasure(workspaceId);
      return reply.code(added ? 201 : 200).send(presentDictionary(words));
    },
  );

  api.delete(
    '/api/dictionary/:word',
    { schema: { params: dictionaryWordParams, response: { 200: dictionarySchema } }, preHandler: [requireSession, requireRole(canManageStyleGuides, 'remove words from the dictionary')] },
    async (request) => {
      const { workspaceId } = sessionOf(request);
      const words = await removeDictionaryWord(db, workspaceId, request.params.word);
      await remeasure(workspaceId);
      return presentDictionary(words);
    },
  );

  api.get(
    '/api/documents/:id/ignored-findings',
    { schema: { params: idParams, response: { 200: ignoredFindingsSchema } }, preHandler: requireSession },
    async (request) => presentIgnoredFindings(await findIgnoredFindings(db, sessionOf(request).workspaceId, request.params.id)),
  );

  api.put(
    '/api/documents/:id/ignored-findings',
    { schema: { params: idParams, body: putIgnoredFindingsBody, response: { 200: ignoredFindingsSchema } }, preHandler: requireSession },
    async (request) =>
      presentIgnoredFindings(await updateIgnoredFindings(db, sessionOf(request).workspaceId, request.params.id, request.body.keys)),
  );
}
