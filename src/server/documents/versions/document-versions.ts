import { and, desc, eq } from 'drizzle-orm';
import { DOCUMENT_VERSIONS_LISTED, type DocumentVersion, type DocumentVersionSummary } from '../../../shared/contract/document-versions.js';
import type { Database } from '../../db/database.js';
import { documentVersions, documents, users } from '../../db/schema.js';
import { isoTime } from '../../db/json-columns.js';
import { notFound } from '../../http-error.js';
import { personNameOf } from '../document-people.js';
import { findDocument } from '../find-document.js';

const summaryColumns = {
  id: documentVersions.id,
  kind: documentVersions.kind,
  title: documentVersions.title,
  wordCount: documentVersions.wordCount,
  authorName: personNameOf(users),
  createdAt: isoTime(documentVersions.createdAt),
};

/** A document's versions, newest first (the latest 100); another workspace's document is a 404. */
export async function listDocumentVersions(db: Database, workspaceId: number, documentId: number): Promise<DocumentVersionSummary[]> {
  await findDocument(db, workspaceId, documentId);
  return db
    .select(summaryColumns)
    .from(documentVersions)
    .leftJoin(users, eq(users.id, documentVersions.createdBy))
    .where(eq(documentVersions.documentId, documentId))
    .orderBy(desc(documentVersions.createdAt), desc(documentVersions.id))
    .limit(DOCUMENT_VERSIONS_LISTED);
}

/** One version with its text, of a document in this workspace (else 404). */
export async function findDocumentVersion(
  db: Database,
  workspaceId: number,
  documentId: number,
  versionId: number,
): Promise<DocumentVersion> {
  const [row] = await db
    .select({ ...summaryColumns, content: documentVersions.content })
    .from(documentVersions)
    .innerJoin(documents, eq(documents.id, documentVersions.documentId))
    .leftJoin(users, eq(users.id, documentVersions.createdBy))
    .where(
      and(
        eq(documentVersions.id, versionId),
        eq(documentVersions.documentId, documentId),
        eq(documents.workspaceId, workspaceId),
      ),
    )
    .limit(1);
  if (!row) throw notFound('Version not found');
  return row;
}
