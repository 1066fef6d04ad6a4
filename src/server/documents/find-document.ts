import { and, eq, getTableColumns, sql, type Placeholder, type SQLWrapper } from 'drizzle-orm';
import type { Database } from '../db/database.js';
import { isoTime, isoTimeOrNull, namedByKey } from '../db/json-columns.js';
import { columnsOf, literalLimit, preparedQuery } from '../db/prepared-query.js';
import { documents } from '../db/schema.js';
import { notFound } from '../http-error.js';
import { selectSessionByTokenHash, sessionRowFromJson } from '../plugins/session.js';
import { documentPeopleColumns, joinPeople } from './document-people.js';

const documentInWorkspace = preparedQuery('find_document', (db, name) =>
  db
    .select()
    .from(documents)
    .where(and(eq(documents.id, sql.placeholder('id')), eq(documents.workspaceId, sql.placeholder('workspaceId'))))
    .limit(1)
    .prepare(name),
);

/** A document of this workspace; any other id, another workspace's included, is a 404. */
export async function findDocument(db: Database, workspaceId: number, id: number) {
  const [row] = await documentInWorkspace(db).execute({ id, workspaceId });
  if (!row) throw notFound('Document not found');
  return row;
}

/**
 * What the read answers with: the document's columns, its times as ISO text, and its people, each
 * named in SQL as the answer names it (the read's statement sends the row as JSON).
 */
function readFields() {
  const { createdAt, updatedAt, lastEditedAt, ...columns } = getTableColumns(documents);
  return namedByKey({
    ...columns,
    createdAt: isoTime(createdAt),
    updatedAt: isoTime(updatedAt),
    lastEditedAt: isoTimeOrNull(lastEditedAt),
    ...documentPeopleColumns(),
  });
}

/**
 * A document of a workspace by its id, with who created and last edited it and the client's latest
 * review. Exported for the API benchmark, whose bare baseline for the read runs this same SQL.
 */
export function selectDocumentWithPeople(db: Database, workspaceId: SQLWrapper | Placeholder = sql.placeholder('workspaceId')) {
  return joinPeople(db.select(readFields()).from(documents).$dynamic())
    .where(and(eq(documents.id, sql.placeholder('id')), eq(documents.workspaceId, workspaceId)))
    .limit(literalLimit(1));
}

/** A document as the read has it (selectDocumentWithPeople's row). */
type DocumentWithPeople = Awaited<ReturnType<ReturnType<typeof selectDocumentWithPeople>['execute']>>[number];

/**
 * A document beside the session that may read it, in one statement (ADR 0050): the session lookup
 * as a CTE, and the document of its workspace with who created and last edited it and the client's
 * latest review as one JSON object (its row, keyed by namedByKey), so a token that signs nobody
 * in reads nothing. Four round trips before (the session, the document, then its people and
 * review side by side).
 */
const documentOfSession = preparedQuery('find_document_of_session', (db, name) => {
  const session = db.$with('session').as(selectSessionByTokenHash(db));
  const document = selectDocumentWithPeople(db, session.workspaceId).as('document');
  return db
    .with(session)
    .select({
      ...columnsOf(session),
      document: sql<DocumentWithPeople | null>`(select row_to_json(${sql.identifier('document')}) from ${document})`,
    })
    .from(session)
    .prepare(name);
});

/**
 * The session behind a token hash (undefined: it signs nobody in) and the document of its
 * workspace with that id (undefined: none, another workspace's included), with the document's
 * people and review.
 */
export async function findDocumentOfSession(db: Database, tokenHash: string, id: number) {
  const [row] = await documentOfSession(db).execute({ tokenHash, id });
  if (!row) return { session: undefined, document: undefined };
  return { session: sessionRowFromJson(row), document: row.document ?? undefined };
}
