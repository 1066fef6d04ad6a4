import { z } from 'zod';
import { ENTERPRISE_SEATS, MAX_CUSTOM_SEATS } from '../limits.js';
import { subscriptionTiers } from '../vocabulary.js';

/** The administrator's console (issue 18, ADR 0039): /api/admin/*, the master account's only. */

export const ADMIN_PAGE_SIZE = 25;
export const ADMIN_PAGE_SIZE_MAX = 100;
export const ADMIN_SEARCH_MAX_LENGTH = 200;
export const SUSPENSION_REASON_MAX_LENGTH = 500;

export const adminListQuery = z.object({
  /** Accounts: part of the email or name; workspaces: part of the name or the owner's email. */
  q: z.string().trim().max(ADMIN_SEARCH_MAX_LENGTH).optional(),
  limit: z.coerce.number().int().min(1).max(ADMIN_PAGE_SIZE_MAX).default(ADMIN_PAGE_SIZE),
  /** Opaque: nextCursor of the previous page. */
  cursor: z.string().max(100).optional(),
});
export type AdminListQuery = z.input<typeof adminListQuery>;

const plan = z.enum(subscriptionTiers);

export const adminAccountSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  plan,
  /** Granted by the administrator without billing. */
  planComped: z.boolean(),
  isMasterAccount: z.boolean(),
  emailVerified: z.boolean(),
  createdAt: z.string(),
  lastSignInAt: z.string().nullable(),
  suspendedAt: z.string().nullable(),
  suspensionReason: z.string().nullable(),
  workspaces: z.array(z.object({ id: z.number().int(), name: z.string(), role: z.string() })),
});
export type AdminAccount = z.infer<typeof adminAccountSchema>;

export const adminAccountsPage = z.object({ accounts: z.array(adminAccountSchema), nextCursor: z.string().nullable() });
export type AdminAccountsPage = z.infer<typeof adminAccountsPage>;

export const suspendAccountBody = z.object({
  reason: z
    .string()
    .trim()
    .min(1, 'Say why the account is suspended (support will read it)')
    .max(SUSPENSION_REASON_MAX_LENGTH, `The reason must be at most ${SUSPENSION_REASON_MAX_LENGTH} characters`),
});
export type SuspendAccountBody = z.input<typeof suspendAccountBody>;

export const adminWorkspaceSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  createdAt: z.string(),
  owner: z.object({ id: z.number().int(), email: z.string(), firstName: z.string(), lastName: z.string() }).nullable(),
  /** The owner's plan, which the workspace's usage counts against. */
  plan,
  planComped: z.boolean(),
  /** The master account's own workspace: its plan is Enterprise without billing and not changed here. */
  isMasterWorkspace: z.boolean(),
  membersCount: z.number().int(),
  /** Its seats: the plan's, or those agreed above Enterprise's (customSeats, null: none agreed). */
  seats: z.number().int().nullable(),
  customSeats: z.number().int().nullable(),
  documentsCount: z.number().int(),
  storedBytes: z.number(),
  aiRequestsThisMonth: z.number().int(),
});
export type AdminWorkspace = z.infer<typeof adminWorkspaceSchema>;

export const adminWorkspacesPage = z.object({ workspaces: z.array(adminWorkspaceSchema), nextCursor: z.string().nullable() });
export type AdminWorkspacesPage = z.infer<typeof adminWorkspacesPage>;

/** Free takes a comped plan back; a paid plan set here is always comped (never billed). */
export const changePlanBody = z.object({ plan });
export type ChangePlanBody = z.input<typeof changePlanBody>;

/** Seats agreed above Enterprise's 10 ("custom above"), or null for the plan's own number. */
export const changeSeatsBody = z.object({
  seats: z
    .number({ error: 'seats must be a whole number, or null for the plan’s own' })
    .int('seats must be a whole number')
    .min(ENTERPRISE_SEATS + 1, `seats above Enterprise’s ${ENTERPRISE_SEATS} only; null for the plan’s own`)
    .max(MAX_CUSTOM_SEATS, `at most ${MAX_CUSTOM_SEATS} seats`)
    .nullable(),
});
export type ChangeSeatsBody = z.input<typeof changeSeatsBody>;

export const CUSTOM_SEATS_NEED_ENTERPRISE = 'Custom seats are for Enterprise workspaces: change the plan to Enterprise first.';

export const adminMessageResponse = z.object({ message: z.string() });

export const MASTER_CANNOT_BE_SUSPENDED = 'The master account cannot be suspended.';
