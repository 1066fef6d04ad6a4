import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { analyzeBody, analyzeResponseSchema } from '../../../shared/contract/public-api/analyze.js';
import type { Database } from '../../db/database.js';
import { apiKeyOf } from '../api-key-auth.js';
import { analyzeText } from './analyze-text.js';

/** A 200,000-character text in 4-byte characters, escaped as JSON. */
const ANALYZE_BODY_LIMIT = 2 * 1024 * 1024;

export function registerAnalyzeRoute(v1: FastifyInstance, db: Database): void {
  v1.withTypeProvider<ZodTypeProvider>().post(
    '/analyze',
    {
      schema: {
        summary: 'Analyze a text',
        description: 'Writing feedback (correctness, clarity, engagement, inclusive language, brand rules, style guide), readability, tone and SEO checks from the same engine as the editor.',
        tags: ['Analysis'],
        body: analyzeBody,
        response: { 200: analyzeResponseSchema },
      },
      config: { scope: 'read' },
      bodyLimit: ANALYZE_BODY_LIMIT,
    },
    async (request) => analyzeText(db, apiKeyOf(request).workspaceId, request.body),
  );
}
