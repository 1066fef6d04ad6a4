import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { auditLogPage, auditLogQuery } from '../../shared/contract/audit-log.js';
import type { Database } from '../db/database.js';
import { requireRole } from '../plugins/require-role.js';
import { requireSession, sessionOf } from '../plugins/session.js';
import { canViewAuditLog } from '../policies/audit-log.js';
import { listAuditEvents } from './list-audit-events.js';
import { presentAuditEvent } from './present-audit-event.js';

/** Settings → Audit log (issue 18): the signed-in owner's workspace's entries, newest first. */
export function registerAuditLogRoutes(app: FastifyInstance, db: Database): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/api/audit-log',
    {
      schema: { querystring: auditLogQuery, response: { 200: auditLogPage } },
      preHandler: [requireSession, requireRole(canViewAuditLog, 'read the audit log', 'an owner')],
    },
    async (request) => {
      const session = sessionOf(request);
      const { page, nextCursor } = await listAuditEvents(db, { ...request.query, workspaceId: session.workspaceId });
      return { events: page.map(presentAuditEvent), nextCursor };
    },
  );
}
