import { lt, sql } from 'drizzle-orm';
import { AUDIT_LOG_RETENTION_DAYS } from '../../shared/audit-actions.js';
import type { Database } from '../db/database.js';
import { auditEvents } from '../db/schema.js';

/** Housekeeping (main.ts): the log keeps AUDIT_LOG_RETENTION_DAYS, then forgets (the privacy page's promise of bounded keeping). */
export async function removeOldAuditEvents(db: Database): Promise<void> {
  await db.delete(auditEvents).where(lt(auditEvents.createdAt, sql`now() - make_interval(days => ${AUDIT_LOG_RETENTION_DAYS})`));
}
