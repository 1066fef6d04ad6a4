import { z } from 'zod';

/** POST /api/imports/word: a Word document's text as the markdown a document stores. */
export const wordImportResponse = z.object({ content: z.string() });
export type WordImportResponse = z.infer<typeof wordImportResponse>;
