import { z } from 'zod';
import { PASSWORD_MAX_LENGTH } from '../limits.js';

/** Settings → Your data (issue 18): the data export and the account's deletion. */

export const dataExportStatuses = ['none', 'preparing', 'ready', 'failed'] as const;
export type DataExportStatus = (typeof dataExportStatuses)[number];

/** The account's latest export: `none` when there is none, or its last one has expired. */
export const dataExportSchema = z.object({
  status: z.enum(dataExportStatuses),
  id: z.number().int().nullable(),
  requestedAt: z.string().nullable(),
  /** When the download link stops working (ready only). */
  expiresAt: z.string().nullable(),
  sizeBytes: z.number().int().nullable(),
  /** Same-origin path of the zip, for the signed-in owner only (ready only). */
  downloadPath: z.string().nullable(),
});
export type DataExport = z.infer<typeof dataExportSchema>;

export const DATA_EXPORT_IN_PROGRESS = 'An export is already being prepared. We will email you when it is ready.';

export const accountDeletionSchema = z.object({
  scheduled: z.boolean(),
  /** When the account and everything it owns is removed, unless the owner signs in first. */
  deleteAfter: z.string().nullable(),
});
export type AccountDeletion = z.infer<typeof accountDeletionSchema>;

export const scheduleAccountDeletionBody = z.object({
  password: z.string({ error: 'Enter your password' }).min(1, 'Enter your password').max(PASSWORD_MAX_LENGTH),
});
export type ScheduleAccountDeletionBody = z.infer<typeof scheduleAccountDeletionBody>;

export const WRONG_PASSWORD_FOR_DELETION = 'That password is not right. Your account was not scheduled for deletion.';
/** The 409 of deleting the account while it is the only owner of a workspace with other members. */
export const handOverOwnershipFirst = (workspaceName: string) =>
  `Hand ownership of ${workspaceName} to another member first (Settings → Team), then delete your account.`;
