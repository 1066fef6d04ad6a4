import { eq } from 'drizzle-orm';
import type { AuditAction } from '../../shared/audit-actions.js';
import { bySession, recordAuditEvent, type AuditFailureLog } from '../audit/record-audit-event.js';
import type { Database } from '../db/database.js';
import { users } from '../db/schema.js';
import type { SessionContext } from '../plugins/session.js';

/**
 * The audit entry of a change to a workspace's people (issue 18, ADR 0039): who did it, in the
 * workspace the session acts in, to whom (an invited address, or a member named by their email,
 * read here because the team's services return only what their screens need). Like every
 * recording, it never fails the request.
 */
export async function recordTeamEvent(
  db: Database,
  request: { ip: string; log: AuditFailureLog },
  session: SessionContext,
  event: { action: AuditAction; targetUserId?: number; target?: string; details?: Record<string, string> },
): Promise<void> {
  let target = event.target ?? null;
  if (target === null && event.targetUserId !== undefined) {
    const [member] = await db.select({ email: users.email }).from(users).where(eq(users.id, event.targetUserId)).catch(() => []);
    target = member?.email ?? null;
  }
  await recordAuditEvent(
    db,
    { action: event.action, ...bySession(session, request.ip), targetUserId: event.targetUserId ?? null, target, ...(event.details ? { details: event.details } : {}) },
    request.log,
  );
}
