import { z } from 'zod';
import { documentVersionKinds } from '../vocabulary.js';
import { recordIdText } from './ids.js';

/** GET /api/documents/:id/versions: newest first, without their text. */
export const documentVersionSummarySchema = z.object({
  id: z.number().int(),
  kind: z.enum(documentVersionKinds),
  title: z.string(),
  wordCount: z.number().int(),
  /** Who saved it; null once that account is gone. */
  authorName: z.string().nullable(),
  createdAt: z.string(),
});
export type DocumentVersionSummary = z.infer<typeof documentVersionSummarySchema>;

/** GET /api/documents/:id/versions/:versionId: one version with its text. */
export const documentVersionSchema = documentVersionSummarySchema.extend({ content: z.string() });
export type DocumentVersion = z.infer<typeof documentVersionSchema>;

export const documentVersionParams = z.object({ id: recordIdText, versionId: recordIdText });

/** How many versions the history lists (the newest). */
export const DOCUMENT_VERSIONS_LISTED = 100;
