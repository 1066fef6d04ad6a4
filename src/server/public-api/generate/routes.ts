import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { generateBody, generateResponseSchema } from '../../../shared/contract/public-api/generate.js';
import type { Database } from '../../db/database.js';
import { apiKeyOf } from '../api-key-auth.js';
import { generateVariants } from './generate-variants.js';

/** A 200,000-character text in 4-byte characters, escaped as JSON. */
const GENERATE_BODY_LIMIT = 2 * 1024 * 1024;

export function registerGenerateRoute(v1: FastifyInstance, db: Database): void {
  v1.withTypeProvider<ZodTypeProvider>().post(
    '/generate',
    {
      schema: {
        summary: 'Generate headlines, meta descriptions, social posts or subject lines',
        description: 'From a text or a document, by the built-in generators (no model, deterministic), best first.',
        tags: ['Generation'],
        body: generateBody,
        response: { 200: generateResponseSchema },
      },
      config: { scope: 'read' },
      bodyLimit: GENERATE_BODY_LIMIT,
    },
    async (request) => generateVariants(db, apiKeyOf(request).workspaceId, request.body),
  );
}
