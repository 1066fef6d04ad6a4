import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { analyticsOverviewQuery, analyticsOverviewSchema } from '../../shared/contract/documents.js';
import type { Database } from '../db/database.js';
import { requireSession, sessionOf } from '../plugins/session.js';
import { analyticsOverview } from './overview.js';

export function registerAnalyticsRoutes(app: FastifyInstance, db: Database): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/analytics/overview',
    {
      schema: { querystring: analyticsOverviewQuery, response: { 200: analyticsOverviewSchema } },
      preHandler: requireSession,
    },
    async (request) => analyticsOverview(db, sessionOf(request).workspaceId, request.query.tz),
  );
}
