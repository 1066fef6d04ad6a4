import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { storedTitle, type updateDocumentBody } from '../../shared/contract/documents.js';
import type { Database } from '../db/database.js';
import { documents } from '../db/schema.js';
import { notFound } from '../http-error.js';
import { requirePersonality } from '../personalities/require-personality.js';
import { findDocument } from './find-document.js';
import { scoreContent } from './score-content.js';

export async function updateDocument(
  db: Database,
  workspaceId: number,
  id: number,
  changes: z.output<typeof updateDocumentBody>,
) {
  const current = await findDocument(db, workspaceId, id);
  await requirePersonality(db, changes.personalityId);
  const content = changes.content ?? current.content;
  const scores = changes.content === undefined ? {} : await scoreContent(db, workspaceId, content, current.projectId);
  const [row] = await db
    .update(documents)
    .set({
      ...(changes.title === undefined ? {} : { title: storedTitle(changes.title) }),
      ...(changes.content === undefined ? {} : { content }),
      ...(changes.personalityId === undefined ? {} : { personalityId: changes.personalityId }),
      ...scores,
      updatedAt: sql`now()`,
    })
    .where(and(eq(documents.id, id), eq(documents.workspaceId, workspaceId)))
    .returning();
  if (!row) throw notFound('Document not found');
  return row;
}
