import { eq, sql, type SQLWrapper } from 'drizzle-orm';
import { alias, type PgSelect } from 'drizzle-orm/pg-core';
import type { Executor } from '../db/database.js';
import { documents, users } from '../db/schema.js';
import { latestClientReview } from '../review-links/latest-client-review.js';
import { presentDocument } from './present-document.js';

/** How a signed-in person is named to others (co-editing presence): "Ann Lee". */
export const personName = (user: { firstName: string; lastName: string }): string => `${user.firstName} ${user.lastName}`.trim();

const creators = alias(users, 'creators');
const lastEditors = alias(users, 'last_editors');
/** The name personName gives, put together by a query that reads a person's row; null for none. */
export const personNameOf = (person: { firstName: SQLWrapper; lastName: SQLWrapper }) =>
  sql<string | null>`nullif(trim(${person.firstName} || ' ' || ${person.lastName}), '')`;

/**
 * Who created and last edited a document, by name (issue 18; null for a null id or an account
 * since deleted, whose foreign key is set null), and the client's latest review: the columns
 * every answer with a whole document carries, selected from documents joined by `joinPeople`.
 */
export function documentPeopleColumns() {
  return {
    creatorName: personNameOf(creators).as('creator_name'),
    lastEditorName: personNameOf(lastEditors).as('last_editor_name'),
    clientReview: latestClientReview(documents).as('client_review'),
  };
}

/**
 * A select from documents joined to the people `documentPeopleColumns` names: one way for the
 * read and the writes alike. Takes the select in Drizzle's dynamic mode (`.$dynamic()`).
 */
export function joinPeople<Query extends PgSelect>(query: Query) {
  return query.leftJoin(creators, eq(creators.id, documents.createdBy)).leftJoin(lastEditors, eq(lastEditors.id, documents.lastEditedBy));
}

/**
 * A written document as the editor's API answers it, with its people and review read beside the
 * row the write returned (in the write's transaction when given one). GET /api/documents/:id
 * reads the same columns with the document itself (find-document.ts).
 */
export async function presentDocumentWithPeople(db: Executor, row: typeof documents.$inferSelect) {
  const [names] = await joinPeople(db.select(documentPeopleColumns()).from(documents).$dynamic()).where(eq(documents.id, row.id));
  return presentDocument(row, names ?? { creatorName: null, lastEditorName: null, clientReview: null });
}
