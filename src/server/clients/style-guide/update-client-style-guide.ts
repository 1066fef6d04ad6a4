import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { putClientStyleGuideBody } from '../../../shared/contract/style-rules.js';
import type { Database } from '../../db/database.js';
import { clients } from '../../db/schema.js';
import { notFound } from '../../http-error.js';

/** The client's preset, the rules turned off for its documents (ids of rules not yet written may be kept) and its readers' grade. */
export async function updateClientStyleGuide(db: Database, workspaceId: number, id: number, input: z.output<typeof putClientStyleGuideBody>) {
  const [row] = await db
    .update(clients)
    .set({
      styleGuide: input.preset,
      disabledStyleRules: input.disabledRules,
      ...(input.readingGrade === undefined ? {} : { readingGrade: input.readingGrade }),
      updatedAt: sql`now()`,
    })
    .where(and(eq(clients.id, id), eq(clients.workspaceId, workspaceId)))
    .returning();
  if (!row) throw notFound('Client not found');
  return row;
}
