import { and, desc, eq, gte, lt, or, sql, type SQL } from 'drizzle-orm';
import type { AuditAction } from '../../shared/audit-actions.js';
import type { Database } from '../db/database.js';
import { auditEvents } from '../db/schema.js';
import { invalidField } from '../http-error.js';

export interface AuditLogFilter {
  limit: number;
  cursor?: string | undefined;
  action?: AuditAction | undefined;
  /** YYYY-MM-DD, UTC, both days included. */
  from?: string | undefined;
  to?: string | undefined;
  /** A workspace's entries only (its owner's log; a console filter). */
  workspaceId?: number | undefined;
  /** Entries the account did or had done to it (a console filter). */
  accountId?: number | undefined;
}

/**
 * One page of the log, newest first. Ids grow with time, so paging by id is keyset paging that
 * never skips or repeats an entry, and the cursor is the last id seen (opaque to clients).
 */
export async function listAuditEvents(db: Database, filter: AuditLogFilter) {
  const conditions: SQL[] = [];
  if (filter.workspaceId !== undefined) conditions.push(eq(auditEvents.workspaceId, filter.workspaceId));
  if (filter.accountId !== undefined) {
    conditions.push(or(eq(auditEvents.actorUserId, filter.accountId), eq(auditEvents.targetUserId, filter.accountId))!);
  }
  if (filter.action) conditions.push(eq(auditEvents.action, filter.action));
  if (filter.from) conditions.push(gte(auditEvents.createdAt, sql`${filter.from}::date::timestamptz`));
  if (filter.to) conditions.push(lt(auditEvents.createdAt, sql`(${filter.to}::date + 1)::timestamptz`));
  if (filter.cursor !== undefined) conditions.push(lt(auditEvents.id, decodeCursor(filter.cursor)));
  const rows = await db
    .select()
    .from(auditEvents)
    .where(and(...conditions))
    .orderBy(desc(auditEvents.id))
    .limit(filter.limit + 1);
  const page = rows.slice(0, filter.limit);
  const last = page.at(-1);
  return { page, nextCursor: rows.length > filter.limit && last ? encodeCursor(last.id) : null };
}

function encodeCursor(id: number): string {
  return Buffer.from(`audit:${id}`).toString('base64url');
}

function decodeCursor(cursor: string): number {
  const match = /^audit:([0-9]{1,15})$/.exec(Buffer.from(cursor, 'base64url').toString());
  if (!match) throw invalidField('cursor', 'cursor is not one this list gave: pass nextCursor as it came');
  return Number(match[1]);
}
