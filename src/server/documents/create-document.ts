import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import { storedTitle, type createDocumentBody } from '../../shared/contract/documents.js';
import type { Database, Transaction } from '../db/database.js';
import { documents } from '../db/schema.js';
import { requirePersonality } from '../personalities/require-personality.js';
import { startMeasuringFeedback } from '../writing-feedback/measure-feedback.js';
import { resolveDocumentLinks } from './resolve-document-links.js';
import { scoreContent } from './score-content.js';
import { keepVersion } from './versions/keep-version.js';

export async function createDocument(
  db: Database,
  actor: { workspaceId: number; userId: number },
  input: z.output<typeof createDocumentBody>,
  /** Runs in the insert's transaction first; throws to refuse the document (the plan's limit). */
  beforeInsert: (tx: Transaction) => Promise<void> = async () => undefined,
) {
  await requirePersonality(db, input.personalityId, actor.workspaceId);
  const links = await resolveDocumentLinks(db, actor.workspaceId, { projectId: null, clientId: null }, input);
  const seo = {
    focusKeyphrase: input.focusKeyphrase ?? null,
    seoTitle: input.seoTitle ?? null,
    metaDescription: input.metaDescription ?? null,
    slug: input.slug ?? null,
  };
  const title = storedTitle(input.title);
  // The feedback is measured in its thread while this one scores the text.
  const measuring = await startMeasuringFeedback(db, actor.workspaceId, {
    content: input.content,
    clientId: links.clientId,
    focusKeyphrase: seo.focusKeyphrase,
    ignoredFindings: [],
  });
  const scores = await scoreContent(db, actor.workspaceId, { content: input.content, title, ...links, ...seo });
  const feedback = await measuring.feedback;
  const row = await db.transaction(async (tx) => {
    await beforeInsert(tx);
    const [inserted] = await tx
      .insert(documents)
      .values({
        workspaceId: actor.workspaceId,
        createdBy: actor.userId,
        // Writing it is its first edit: the list names its author until someone else edits it.
        lastEditedBy: actor.userId,
        lastEditedAt: sql`now()`,
        title,
        content: input.content,
        personalityId: input.personalityId ?? null,
        ...links,
        wordGoal: input.wordGoal ?? null,
        ...seo,
        ...scores,
        feedback,
      })
      .returning();
    // The first state is history too: a restore can go back to what was created or imported.
    if (inserted) await keepVersion(tx, inserted, 'manual', actor.userId);
    return inserted;
  });
  if (!row) throw new Error('insert returned no document');
  return row;
}
