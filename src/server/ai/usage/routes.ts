import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { aiRequestLogPage, aiRequestLogQuery, aiUsageReport, aiUsageReportQuery } from '../../../shared/contract/ai-usage-report.js';
import type { Database } from '../../db/database.js';
import { requireRole } from '../../plugins/require-role.js';
import { requireSession, sessionOf } from '../../plugins/session.js';
import { canViewAiUsage } from '../../policies/ai-settings.js';
import { aiUsageReport as readUsageReport, currentUsageMonth, listAiRequests } from './usage-report.js';

/** Settings → AI usage (issue 15): a month of the workspace's AI requests, for its admins and owners. */
export function registerAiUsageRoutes(app: FastifyInstance, db: Database): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const preHandler = [requireSession, requireRole(canViewAiUsage, 'see the AI usage')];

  api.get('/api/ai/usage/report', { schema: { querystring: aiUsageReportQuery, response: { 200: aiUsageReport } }, preHandler }, async (request) =>
    readUsageReport(db, sessionOf(request).workspaceId, request.query.month ?? currentUsageMonth()),
  );

  api.get('/api/ai/usage/requests', { schema: { querystring: aiRequestLogQuery, response: { 200: aiRequestLogPage } }, preHandler }, async (request) =>
    listAiRequests(db, { ...request.query, workspaceId: sessionOf(request).workspaceId, month: request.query.month ?? currentUsageMonth() }),
  );
}
