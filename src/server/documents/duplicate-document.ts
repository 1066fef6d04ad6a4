import { DOCUMENT_TITLE_MAX_LENGTH } from '../../shared/limits.js';
import type { Database, Transaction } from '../db/database.js';
import { createDocument } from './create-document.js';
import { findDocument } from './find-document.js';

/** "Launch plan" → "Launch plan (copy)", shortened so the title stays within its limit. */
export function copyTitle(title: string): string {
  const suffix = ' (copy)';
  return `${title.slice(0, DOCUMENT_TITLE_MAX_LENGTH - suffix.length).trimEnd()}${suffix}`;
}

/**
 * A new document with another one's title, text, personality, project and client; a document like any
 * other (it counts against the plan's documents and starts its own history).
 */
export async function duplicateDocument(
  db: Database,
  actor: { workspaceId: number; userId: number },
  id: number,
  beforeInsert: (tx: Transaction) => Promise<void>,
) {
  const source = await findDocument(db, actor.workspaceId, id);
  return createDocument(
    db,
    actor,
    {
      title: copyTitle(source.title),
      content: source.content,
      personalityId: source.personalityId,
      projectId: source.projectId,
      clientId: source.projectId === null ? source.clientId : undefined,
      wordGoal: source.wordGoal,
      focusKeyphrase: source.focusKeyphrase,
      seoTitle: source.seoTitle,
      metaDescription: source.metaDescription,
      slug: source.slug,
    },
    beforeInsert,
  );
}
