import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { importStyleRulesBody, importStyleRulesResultSchema, putStyleRulesBody, styleRulesSchema } from '../../shared/contract/style-rules.js';
import type { Database } from '../db/database.js';
import { requireSession, sessionOf } from '../plugins/session.js';
import { importStyleRules } from './import-style-rules.js';
import { listStyleRules } from './list-style-rules.js';
import { presentStyleRules } from './present-style-rules.js';
import { replaceStyleRules } from './replace-style-rules.js';

/** The workspace's own style rules (issue 16, ADR 0031): Vale rule files, read by the writing feedback. */
export function registerStyleRuleRoutes(app: FastifyInstance, db: Database): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get('/api/style-rules', { schema: { response: { 200: styleRulesSchema } }, preHandler: requireSession }, async (request) =>
    presentStyleRules(await listStyleRules(db, sessionOf(request).workspaceId)),
  );

  api.put(
    '/api/style-rules',
    { schema: { body: putStyleRulesBody, response: { 200: styleRulesSchema } }, preHandler: requireSession },
    async (request) => presentStyleRules(await replaceStyleRules(db, sessionOf(request).workspaceId, request.body.files)),
  );

  api.post(
    '/api/style-rules/import',
    { schema: { body: importStyleRulesBody, response: { 200: importStyleRulesResultSchema } }, preHandler: requireSession },
    async (request) => {
      const { files, imported, skipped } = await importStyleRules(db, sessionOf(request).workspaceId, request.body.files);
      return { ...presentStyleRules(files), imported, skipped };
    },
  );
}
