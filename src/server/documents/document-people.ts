import { eq, inArray } from 'drizzle-orm';
import type { Database, Transaction } from '../db/database.js';
import { documents, users } from '../db/schema.js';
import { latestClientReview } from '../review-links/latest-client-review.js';
import { presentDocument, type DocumentPeopleNames } from './present-document.js';

type People = Pick<typeof documents.$inferSelect, 'createdBy' | 'lastEditedBy'>;

/** How a person is named on a document: "Ann Lee". */
export const personName = (user: { firstName: string; lastName: string }): string => `${user.firstName} ${user.lastName}`.trim();

/**
 * The names of who created and last edited a document (issue 18), in one query; a null id, or an
 * account since deleted (the foreign key sets it null), has no name.
 */
export async function findDocumentPeople(db: Database | Transaction, row: People): Promise<DocumentPeopleNames> {
  const ids = [row.createdBy, row.lastEditedBy].filter((id): id is number => id !== null);
  if (ids.length === 0) return { creatorName: null, lastEditorName: null };
  const found = await db.select({ id: users.id, firstName: users.firstName, lastName: users.lastName }).from(users).where(inArray(users.id, ids));
  const nameOf = (id: number | null) => {
    const user = found.find((candidate) => candidate.id === id);
    return user ? personName(user) : null;
  };
  return { creatorName: nameOf(row.createdBy), lastEditorName: nameOf(row.lastEditedBy) };
}

/** A document as the editor's API answers it, with its creator's and last editor's names. */
export async function presentDocumentWithPeople(db: Database, row: typeof documents.$inferSelect) {
  const [people, [review]] = await Promise.all([
    findDocumentPeople(db, row),
    db.select({ clientReview: latestClientReview(documents) }).from(documents).where(eq(documents.id, row.id)),
  ]);
  return presentDocument(row, { ...people, clientReview: review?.clientReview ?? null });
}
