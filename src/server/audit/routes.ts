import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AUDIT_LOG_OWNERS_ONLY, auditLogPage, auditLogQuery } from '../../shared/contract/audit-log.js';
import type { Database } from '../db/database.js';
import { HttpError } from '../http-error.js';
import { requireSession, sessionOf } from '../plugins/session.js';
import { canViewAuditLog } from '../policies/audit-log.js';
import { listAuditEvents } from './list-audit-events.js';
import { presentAuditEvent } from './present-audit-event.js';

/** Settings → Audit log (issue 18): the signed-in owner's workspace's entries, newest first. */
export function registerAuditLogRoutes(app: FastifyInstance, db: Database): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/api/audit-log',
    { schema: { querystring: auditLogQuery, response: { 200: auditLogPage } }, preHandler: requireSession },
    async (request) => {
      const session = sessionOf(request);
      if (!canViewAuditLog(session.role)) throw new HttpError(403, { error: AUDIT_LOG_OWNERS_ONLY });
      const { page, nextCursor } = await listAuditEvents(db, { ...request.query, workspaceId: session.workspaceId });
      return { events: page.map(presentAuditEvent), nextCursor };
    },
  );
}
