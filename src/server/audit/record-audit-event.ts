import type { AuditAction } from '../../shared/audit-actions.js';
import type { Executor } from '../db/database.js';
import { auditEvents } from '../db/schema.js';

/** What a log line needs of a logger: request.log, or the job runner's. */
export interface AuditFailureLog {
  error(details: object, message: string): void;
}

export interface AuditEvent {
  action: AuditAction;
  /** Who did it; null for a visitor (a failed sign-in with an unknown email). */
  actor: { id: number | null; email: string } | null;
  /** The workspace whose owner sees the entry; null: the administrator's log only. */
  workspaceId: number | null;
  /** The account the action was done to, when that is not the actor (the administrator's actions). */
  targetUserId?: number | null;
  /** What it was done to, in words ("API key “CI” (ink_ab12…)"). */
  target?: string | null;
  ip?: string | null;
  /** A few more facts; never a password, token or document text. */
  details?: Record<string, string | number | boolean | null>;
}

/**
 * Writes one audit entry (issue 18, ADR 0039). Recording is a record of what happened, not part
 * of it: a failure here is logged and swallowed, so a full disk or a lost connection never turns
 * a successful sign-in into an error.
 */
export async function recordAuditEvent(db: Executor, event: AuditEvent, log: AuditFailureLog): Promise<void> {
  try {
    await db.insert(auditEvents).values({
      action: event.action,
      actorUserId: event.actor?.id ?? null,
      actorEmail: event.actor?.email ?? null,
      workspaceId: event.workspaceId,
      targetUserId: event.targetUserId ?? null,
      target: event.target ?? null,
      ipAddress: event.ip ?? null,
      details: event.details ?? {},
    });
  } catch (error) {
    log.error({ err: error, action: event.action }, 'could not record an audit event');
  }
}

/** The actor of a signed-in user's own action. */
export const actorOf = (user: { id: number; email: string }) => ({ id: user.id, email: user.email });

/** Who, where from and in which workspace, for an action of the signed-in user. */
export function bySession(session: { user: { id: number; email: string }; workspaceId: number }, ip: string) {
  return { actor: actorOf(session.user), workspaceId: session.workspaceId, ip };
}
