import { eq } from 'drizzle-orm';
import { homeWorkspaceOf } from '../auth/find-account.js';
import type { Database } from '../db/database.js';
import { users } from '../db/schema.js';
import { recordAuditEvent, type AuditEvent, type AuditFailureLog } from './record-audit-event.js';

/**
 * Records an account's own action where only its id is at hand (a mailed link was used, signed
 * out): its address and home workspace are read first. Like every recording, never fails the caller.
 */
export async function recordAccountEvent(
  db: Database,
  userId: number,
  event: Omit<AuditEvent, 'actor' | 'workspaceId'>,
  log: AuditFailureLog,
): Promise<void> {
  try {
    const [user] = await db.select({ id: users.id, email: users.email }).from(users).where(eq(users.id, userId)).limit(1);
    if (!user) return;
    await recordAuditEvent(db, { ...event, actor: user, workspaceId: await homeWorkspaceOf(db, user.id) }, log);
  } catch (error) {
    log.error({ err: error, action: event.action }, 'could not record an audit event');
  }
}
