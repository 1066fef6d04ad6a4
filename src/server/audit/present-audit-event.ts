import type { AuditEventView } from '../../shared/contract/audit-log.js';
import type { auditEvents } from '../db/schema.js';

/** An audit entry as the owner's log and the console show it. */
export function presentAuditEvent(row: typeof auditEvents.$inferSelect): AuditEventView {
  return {
    id: row.id,
    action: row.action,
    actorEmail: row.actorEmail,
    actorUserId: row.actorUserId,
    workspaceId: row.workspaceId,
    targetUserId: row.targetUserId,
    target: row.target,
    ipAddress: row.ipAddress,
    details: row.details,
    createdAt: row.createdAt.toISOString(),
  };
}
