import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { personalityBody, personalitySchema } from '../../shared/contract/documents.js';
import { idParams } from '../../shared/contract/ids.js';
import type { Database } from '../db/database.js';
import { requireSession, sessionOf } from '../plugins/session.js';
import { listPersonalities } from './list-personalities.js';
import { presentPersonality } from './present-personality.js';
import { createPersonality, deletePersonality, updatePersonality } from './save-personality.js';
import { canManageStyleGuides } from '../policies/style-rules.js';
import { requireRole } from '../plugins/require-role.js';

/** The built-in personalities and the workspace's own (issue 15), which it creates, edits and deletes. */
export function registerPersonalityRoutes(app: FastifyInstance, db: Database): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get('/api/personalities', { schema: { response: { 200: z.array(personalitySchema) } }, preHandler: requireSession }, async (request) =>
    (await listPersonalities(db, sessionOf(request).workspaceId)).map(presentPersonality),
  );

  api.post(
    '/api/personalities',
    { schema: { body: personalityBody, response: { 201: personalitySchema } }, preHandler: [requireSession, requireRole(canManageStyleGuides, 'manage personalities')] },
    async (request, reply) => reply.code(201).send(presentPersonality(await createPersonality(db, sessionOf(request).workspaceId, request.body))),
  );

  api.put(
    '/api/personalities/:id',
    { schema: { params: idParams, body: personalityBody, response: { 200: personalitySchema } }, preHandler: [requireSession, requireRole(canManageStyleGuides, 'manage personalities')] },
    async (request) => presentPersonality(await updatePersonality(db, sessionOf(request).workspaceId, request.params.id, request.body)),
  );

  api.delete(
    '/api/personalities/:id',
    { schema: { params: idParams, response: { 204: z.null() } }, preHandler: [requireSession, requireRole(canManageStyleGuides, 'manage personalities')] },
    async (request, reply) => {
      await deletePersonality(db, sessionOf(request).workspaceId, request.params.id);
      return reply.code(204).send(null);
    },
  );
}
