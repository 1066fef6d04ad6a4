import { eq, sql } from 'drizzle-orm';
import { homeWorkspaceOf } from '../auth/find-account.js';
import type { Database } from '../db/database.js';
import { users } from '../db/schema.js';
import { recordAuditEvent, type AuditFailureLog } from './record-audit-event.js';

/**
 * A refused sign-in, with the email that was tried (never the password). When the email is an
 * account's, the entry is filed under it and its workspace, so the owner sees attempts on it;
 * otherwise only the administrator's log has it.
 */
export async function recordFailedSignIn(
  db: Database,
  attempt: { email: string; ip: string; reason: 'wrong-credentials' | 'suspended' | 'not-master' | 'wrong-two-factor-code' | 'wrong-recovery-code' },
  log: AuditFailureLog,
): Promise<void> {
  try {
    const email = attempt.email.trim().toLowerCase();
    const [user] = await db.select({ id: users.id }).from(users).where(eq(sql`lower(${users.email})`, email)).limit(1);
    await recordAuditEvent(
      db,
      {
        action: 'sign-in-failed',
        actor: { id: user?.id ?? null, email },
        workspaceId: user ? await homeWorkspaceOf(db, user.id) : null,
        ip: attempt.ip,
        details: { reason: attempt.reason },
      },
      log,
    );
  } catch (error) {
    log.error({ err: error }, 'could not record a failed sign-in');
  }
}
