import { z } from 'zod';
import { recordIdText } from './ids.js';
import { fileProcessingStatuses } from '../vocabulary.js';

/** Reference files (spec §3 File, §7 files calls). */

export { fileProcessingStatuses, type FileProcessingStatus } from '../vocabulary.js';

/** How many characters of extracted text the list carries; GET /api/files/:id has it all. */
export const FILE_LIST_TEXT_PREVIEW = 1_000;

export const fileSchema = z.object({
  id: z.number().int(),
  clientId: z.number().int(),
  originalName: z.string(),
  /** The extension, lower case: pdf, docx, png… */
  fileType: z.string(),
  fileSize: z.number().int(),
  createdAt: z.string(),
  processingStatus: z.enum(fileProcessingStatuses),
  /** In the list, at most FILE_LIST_TEXT_PREVIEW characters. */
  extractedText: z.string().nullable(),
  /** Why extraction failed or was partial, for the user. */
  failureReason: z.string().nullable(),
  /** Downloads the original as an attachment. */
  fileUrl: z.string(),
});
export type StoredFile = z.infer<typeof fileSchema>;

export const listFilesQuery = z.object({
  clientId: recordIdText.optional(),
});

export const uploadResponse = z.object({
  message: z.string(),
  uploaded: z.array(fileSchema),
  /** Files of the batch that were refused, each with the reason. */
  rejected: z.array(z.object({ name: z.string(), reason: z.string() })),
});
export type UploadResponse = z.infer<typeof uploadResponse>;

export const storageUsageSchema = z.object({
  /** What the workspace stores against its plan: its files and its documents' version history. */
  bytesUsed: z.number().int(),
  /** Of bytesUsed, the text of the version history (the rest is files). */
  historyBytes: z.number().int(),
  fileCount: z.number().int(),
});
