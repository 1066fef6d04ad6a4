import { asc, eq, isNull, or } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { templateSchema } from '../../shared/contract/documents.js';
import type { Database } from '../db/database.js';
import { templates } from '../db/schema.js';
import { requireSession, sessionOf } from '../plugins/session.js';

export function registerTemplateRoutes(app: FastifyInstance, db: Database): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/templates',
    { schema: { response: { 200: z.array(templateSchema) } }, preHandler: requireSession },
    // The starter library every workspace sees, and the workspace's own templates.
    async (request) =>
      db
        .select({
          id: templates.id,
          name: templates.name,
          category: templates.category,
          description: templates.description,
          content: templates.content,
          personalityId: templates.personalityId,
        })
        .from(templates)
        .where(or(isNull(templates.workspaceId), eq(templates.workspaceId, sessionOf(request).workspaceId)))
        .orderBy(asc(templates.category), asc(templates.name)),
  );
}
