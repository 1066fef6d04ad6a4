import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { aiStatusSchema } from '../../shared/contract/ai.js';
import { createModelStatus } from './model-status.js';
import { createChatModel } from './provider/chat-model.js';
import type { ModelSettings } from './provider/model-settings.js';

/**
 * GET /api/ai/status, open to visitors like /api/health (the status page shows it): whether a
 * model is configured and answering. It names no model and no address.
 */
export function registerAiRoutes(app: FastifyInstance, settings: ModelSettings | undefined): void {
  const status = createModelStatus(settings ? createChatModel(settings) : undefined);
  app.withTypeProvider<ZodTypeProvider>().get('/api/ai/status', { schema: { response: { 200: aiStatusSchema } } }, async () => status());
}
