import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  aiConnectionSchema,
  aiSettingsSchema,
  connectionTestSchema,
  modelListSchema,
  probeEndpointBody,
  saveAiSettingsBody,
} from '../../../shared/contract/ai-settings.js';
import type { Database } from '../../db/database.js';
import { requireSession, sessionOf } from '../../plugins/session.js';
import { canManageAiSettings } from '../../policies/ai-settings.js';
import { presentAiSettings, readAiSettings, removeAiSettings, saveAiSettings } from './ai-settings-store.js';
import { checkEndpoint } from './endpoint-guard.js';
import { listEndpointModels, testEndpoint } from './probe-endpoint.js';
import { openKey, type WorkspaceModels } from './workspace-models.js';
import { requireRole } from '../../plugins/require-role.js';

/** Probes reach out to another server: a few a minute per person is plenty. */
const PROBES_PER_MINUTE = 20;

/**
 * Settings → AI (issue 15): a workspace's own model endpoint instead of the server's. Members may
 * see which model writes for them; admins and owners change it (policies/ai-settings.ts). Keys are
 * sealed at rest and never sent back (the last 4 characters only).
 */
export function registerAiSettingsRoutes(app: FastifyInstance, db: Database, models: WorkspaceModels): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const server = { serverModel: models.serverModel !== undefined, allowPrivateEndpoints: models.allowPrivateEndpoints };

  /** The key to probe with: the one typed, or (left out) the one saved for the same workspace. */
  const probeKey = async (request: FastifyRequest, apiKey: string | null | undefined) => {
    if (apiKey !== undefined) return apiKey ?? undefined;
    const saved = await readAiSettings(db, sessionOf(request).workspaceId);
    return saved?.apiKeySealed ? openKey(models.secretBox, saved.apiKeySealed) : undefined;
  };

  api.get('/api/ai/settings', { schema: { response: { 200: aiSettingsSchema } }, preHandler: requireSession }, async (request) =>
    presentAiSettings(await readAiSettings(db, sessionOf(request).workspaceId), server),
  );

  api.get('/api/ai/connection', { schema: { response: { 200: aiConnectionSchema } }, preHandler: requireSession }, async (request) => {
    const row = await readAiSettings(db, sessionOf(request).workspaceId);
    const source = row ? ('workspace' as const) : server.serverModel ? ('server' as const) : ('none' as const);
    return { connected: source !== 'none', source };
  });

  api.put(
    '/api/ai/settings',
    { schema: { body: saveAiSettingsBody, response: { 200: aiSettingsSchema } }, preHandler: [requireSession, requireRole(canManageAiSettings, 'change the AI settings')] },
    async (request) => {
      await checkEndpoint(request.body.baseUrl, models.allowPrivateEndpoints);
      const { workspaceId, user } = sessionOf(request);
      return presentAiSettings(await saveAiSettings(db, models.secretBox, { workspaceId, userId: user.id }, request.body), server);
    },
  );

  api.delete('/api/ai/settings', { schema: { response: { 204: z.null() } }, preHandler: [requireSession, requireRole(canManageAiSettings, 'change the AI settings')] }, async (request, reply) => {
    await removeAiSettings(db, sessionOf(request).workspaceId);
    return reply.code(204).send(null);
  });

  const probeLimit = { rateLimit: { max: PROBES_PER_MINUTE, timeWindow: 60_000, keyGenerator: (request: FastifyRequest) => `ai-probe:${request.session?.user.id ?? request.ip}` } };

  api.post(
    '/api/ai/settings/models',
    { schema: { body: probeEndpointBody, response: { 200: modelListSchema } }, preHandler: [requireSession, requireRole(canManageAiSettings, 'change the AI settings')], config: probeLimit },
    async (request) => {
      await checkEndpoint(request.body.baseUrl, models.allowPrivateEndpoints);
      return { models: await listEndpointModels({ baseUrl: request.body.baseUrl, apiKey: await probeKey(request, request.body.apiKey), dispatcher: models.dispatcher }) };
    },
  );

  api.post(
    '/api/ai/settings/test',
    { schema: { body: probeEndpointBody.required({ model: true }), response: { 200: connectionTestSchema } }, preHandler: [requireSession, requireRole(canManageAiSettings, 'change the AI settings')], config: probeLimit },
    async (request) => {
      await checkEndpoint(request.body.baseUrl, models.allowPrivateEndpoints);
      return testEndpoint({ baseUrl: request.body.baseUrl, apiKey: await probeKey(request, request.body.apiKey), dispatcher: models.dispatcher }, request.body.model);
    },
  );
}
