import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { brandVoiceSchema, learnVoiceBody, updateVoiceBody } from '../../../shared/contract/brand-voice.js';
import { idParams } from '../../../shared/contract/ids.js';
import type { WorkspaceModels } from '../../ai/workspace-settings/workspace-models.js';
import type { Database } from '../../db/database.js';
import { requireSession, sessionOf } from '../../plugins/session.js';
import { findClient } from '../find-client.js';
import { presentBrandVoice } from '../present-client.js';
import { draftStyleGuide } from './draft-style-guide.js';
import { forgetBrandVoice, updateStyleGuide } from './edit-brand-voice.js';
import { learnBrandVoice } from './learn-brand-voice.js';
import { canManageClients } from '../../policies/clients.js';
import { requireRole } from '../../plugins/require-role.js';
import { aiNotConfigured } from '../../ai/ai-not-configured.js';

/** A client's learned voice (issue 15): learn it from samples, draft and edit its style guide, forget it. */
export function registerBrandVoiceRoutes(app: FastifyInstance, db: Database, models: WorkspaceModels): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.put(
    '/api/clients/:id/voice',
    // Five samples of 20,000 characters in 4-byte characters, and their JSON.
    { schema: { params: idParams, body: learnVoiceBody, response: { 200: brandVoiceSchema } }, preHandler: [requireSession, requireRole(canManageClients, 'manage clients\' brand voices')], bodyLimit: 512 * 1024 },
    async (request) => presentBrandVoice(await learnBrandVoice(db, sessionOf(request).workspaceId, request.params.id, request.body))!,
  );

  api.patch(
    '/api/clients/:id/voice',
    { schema: { params: idParams, body: updateVoiceBody, response: { 200: brandVoiceSchema } }, preHandler: [requireSession, requireRole(canManageClients, 'manage clients\' brand voices')] },
    async (request) => presentBrandVoice(await updateStyleGuide(db, sessionOf(request).workspaceId, request.params.id, request.body.styleGuide))!,
  );

  api.delete(
    '/api/clients/:id/voice',
    { schema: { params: idParams, response: { 204: z.null() } }, preHandler: [requireSession, requireRole(canManageClients, 'manage clients\' brand voices')] },
    async (request, reply) => {
      await forgetBrandVoice(db, sessionOf(request).workspaceId, request.params.id);
      return reply.code(204).send(null);
    },
  );

  api.post(
    '/api/clients/:id/voice/style-guide',
    { schema: { params: idParams, response: { 200: brandVoiceSchema } }, preHandler: [requireSession, requireRole(canManageClients, 'manage clients\' brand voices')] },
    async (request, reply) => {
      const { workspaceId, user } = sessionOf(request);
      // The client first: another workspace's id is a 404 whether or not a model is connected.
      const connection = await findClient(db, workspaceId, request.params.id).then(() => models.forWorkspace(workspaceId));
      if (!connection) throw aiNotConfigured();
      // The writer leaving stops the model.
      const stop = new AbortController();
      reply.raw.on('close', () => {
        if (!reply.raw.writableFinished) stop.abort();
      });
      return presentBrandVoice(await draftStyleGuide(db, connection.model, { workspaceId, userId: user.id }, request.params.id, stop.signal))!;
    },
  );
}
