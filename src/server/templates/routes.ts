import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { templateSchema } from '../../shared/contract/documents.js';
import type { Database } from '../db/database.js';
import { requireSession, sessionOf } from '../plugins/session.js';
import { listTemplates } from './list-templates.js';
import { presentTemplate } from './present-template.js';

export function registerTemplateRoutes(app: FastifyInstance, db: Database): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/templates',
    { schema: { response: { 200: z.array(templateSchema) } }, preHandler: requireSession },
    async (request) => (await listTemplates(db, sessionOf(request).workspaceId)).map(presentTemplate),
  );
}
