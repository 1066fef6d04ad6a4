import { and, desc, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import type { DocumentVersionKind } from '../../../shared/vocabulary.js';
import type { Transaction } from '../../db/database.js';
import { documentVersions } from '../../db/schema.js';
import { AUTOSAVE_VERSION_INTERVAL_MS, versionsToThin } from './thin-versions.js';

type SavedState = { id: number; workspaceId: number; title: string; content: string; wordCount: number };

/**
 * Keeps the document's state as a version, in the saving transaction: always for a manual save
 * or before a restore; for an autosave only when no version is younger than 10 minutes. Then
 * thins this document's old autosave versions.
 */
export async function keepVersion(tx: Transaction, document: SavedState, kind: DocumentVersionKind, userId: number | null) {
  if (kind === 'autosave') {
    const since = new Date(Date.now() - AUTOSAVE_VERSION_INTERVAL_MS);
    const [recent] = await tx
      .select({ id: documentVersions.id })
      .from(documentVersions)
      .where(and(eq(documentVersions.documentId, document.id), gt(documentVersions.createdAt, since)))
      .limit(1);
    if (recent) return;
  }
  await tx.insert(documentVersions).values({
    documentId: document.id,
    workspaceId: document.workspaceId,
    kind,
    title: document.title,
    content: document.content,
    wordCount: document.wordCount,
    createdBy: userId,
  });
  await thinVersions(tx, document.id);
}

async function thinVersions(tx: Transaction, documentId: number) {
  const dayAgo = sql`now() - interval '1 day'`;
  const old = await tx
    .select({ id: documentVersions.id, kind: documentVersions.kind, createdAt: documentVersions.createdAt })
    .from(documentVersions)
    .where(and(eq(documentVersions.documentId, documentId), eq(documentVersions.kind, 'autosave'), lt(documentVersions.createdAt, dayAgo)))
    .orderBy(desc(documentVersions.createdAt));
  const thinned = versionsToThin(old, new Date());
  if (thinned.length > 0) await tx.delete(documentVersions).where(inArray(documentVersions.id, thinned));
}
