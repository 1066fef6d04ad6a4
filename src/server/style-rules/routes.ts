import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { importStyleRulesBody, importStyleRulesResultSchema, putStyleRulesBody, styleRulesSchema } from '../../shared/contract/style-rules.js';
import type { Database } from '../db/database.js';
import { requireSession, sessionOf } from '../plugins/session.js';
import { importStyleRules } from './import-style-rules.js';
import { listStyleRules } from './list-style-rules.js';
import { presentStyleRules } from './present-style-rules.js';
import { replaceStyleRules } from './replace-style-rules.js';
import type { RemeasureFeedback } from '../writing-feedback/remeasure-workspace.js';
import { canManageStyleGuides } from '../policies/style-rules.js';
import { requireRole } from '../plugins/require-role.js';

/**
 * The workspace's own style rules (issue 16, ADR 0031): Vale rule files, read by the writing
 * feedback; after a change, the documents' stored counts are measured again in the background.
 */
export function registerStyleRuleRoutes(app: FastifyInstance, db: Database, remeasure: RemeasureFeedback): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get('/api/style-rules', { schema: { response: { 200: styleRulesSchema } }, preHandler: requireSession }, async (request) =>
    presentStyleRules(await listStyleRules(db, sessionOf(request).workspaceId)),
  );

  api.put(
    '/api/style-rules',
    { schema: { body: putStyleRulesBody, response: { 200: styleRulesSchema } }, preHandler: [requireSession, requireRole(canManageStyleGuides, 'manage style rules')] },
    async (request) => {
      const { workspaceId } = sessionOf(request);
      const files = await replaceStyleRules(db, workspaceId, request.body.files);
      await remeasure(workspaceId);
      return presentStyleRules(files);
    },
  );

  api.post(
    '/api/style-rules/import',
    { schema: { body: importStyleRulesBody, response: { 200: importStyleRulesResultSchema } }, preHandler: [requireSession, requireRole(canManageStyleGuides, 'manage style rules')] },
    async (request) => {
      const { workspaceId } = sessionOf(request);
      const { files, imported, skipped } = await importStyleRules(db, workspaceId, request.body.files);
      if (imported.length > 0) await remeasure(workspaceId);
      return { ...presentStyleRules(files), imported, skipped };
    },
  );
}
