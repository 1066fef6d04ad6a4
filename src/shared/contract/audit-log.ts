import { z } from 'zod';
import { auditActions } from '../audit-actions.js';
import { isCalendarDate } from './dates.js';
import { recordIdText } from './ids.js';

/** The request and response shapes of GET /api/audit-log and the console's GET /api/admin/audit-log (issue 18). */

export const AUDIT_LOG_PAGE_SIZE = 50;
export const AUDIT_LOG_PAGE_SIZE_MAX = 100;

const day = (label: string) =>
  z
    .string()
    .refine(isCalendarDate, `${label} must be a real date (YYYY-MM-DD)`)
    .optional();

export const auditLogQuery = z.object({
  limit: z.coerce.number().int().min(1).max(AUDIT_LOG_PAGE_SIZE_MAX).default(AUDIT_LOG_PAGE_SIZE),
  /** Opaque: nextCursor of the previous page. */
  cursor: z.string().max(100).optional(),
  action: z.enum(auditActions, { error: 'action is not one the audit log records' }).optional(),
  /** The first and last day (UTC) of the entries wanted, both included. */
  from: day('from'),
  to: day('to'),
});
export type AuditLogQuery = z.input<typeof auditLogQuery>;

/** The console's log reaches every workspace and account. */
export const adminAuditLogQuery = auditLogQuery.extend({
  accountId: recordIdText.optional(),
  workspaceId: recordIdText.optional(),
});
export type AdminAuditLogQuery = z.input<typeof adminAuditLogQuery>;

export const auditEventSchema = z.object({
  id: z.number().int(),
  action: z.enum(auditActions),
  /** The actor's address as it was then (kept when the account is deleted); null: nobody signed in. */
  actorEmail: z.string().nullable(),
  actorUserId: z.number().int().nullable(),
  workspaceId: z.number().int().nullable(),
  targetUserId: z.number().int().nullable(),
  target: z.string().nullable(),
  ipAddress: z.string().nullable(),
  details: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])),
  createdAt: z.string(),
});
export type AuditEventView = z.infer<typeof auditEventSchema>;

export const auditLogPage = z.object({ events: z.array(auditEventSchema), nextCursor: z.string().nullable() });
export type AuditLogPage = z.infer<typeof auditLogPage>;

