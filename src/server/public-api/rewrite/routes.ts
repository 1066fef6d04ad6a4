import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { rewriteBody, rewriteResponseSchema } from '../../../shared/contract/public-api/rewrite.js';
import type { WorkspaceModels } from '../../ai/workspace-settings/workspace-models.js';
import type { Database } from '../../db/database.js';
import { apiKeyOf } from '../api-key-auth.js';
import { rewriteText } from './rewrite-text.js';

export function registerRewriteRoute(v1: FastifyInstance, db: Database, models: WorkspaceModels): void {
  v1.withTypeProvider<ZodTypeProvider>().post(
    '/rewrite',
    {
      schema: {
        summary: 'Rewrite a text',
        description:
          'Rewrites the text with the workspace’s AI model in a brand’s voice, a tone, for an audience. Counts towards the plan’s AI allowance (402 when it is used). 503 with code `ai_not_configured` when no model is connected.',
        tags: ['AI'],
        body: rewriteBody,
        response: { 200: rewriteResponseSchema },
      },
      config: { scope: 'ai' },
    },
    async (request, reply) => {
      // The caller hanging up is its Stop: the model's request is aborted.
      const hangUp = new AbortController();
      reply.raw.on('close', () => {
        if (!reply.raw.writableFinished) hangUp.abort();
      });
      return rewriteText(db, models, apiKeyOf(request), request.body, hangUp.signal);
    },
  );
}
