import { and, desc, eq, ilike, sql, type Column, type Placeholder, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { isRealDate } from '../../shared/contract/dates.js';
import type { listDocumentsQuery } from '../../shared/contract/documents.js';
import { DOCUMENT_PAGE_SIZE, DOCUMENT_PAGE_SIZE_MAX } from '../../shared/limits.js';
import { recordId } from '../../shared/contract/ids.js';
import type { Database } from '../db/database.js';
import { columnsOf, literalLimit, preparedQuery } from '../db/prepared-query.js';
import { findSessionRow, selectSessionByTokenHash, sessionRowFromJson } from '../plugins/session.js';
import { isoTime, isoTimeOrNull, namedByKey } from '../db/json-columns.js';
import { documents } from '../db/schema.js';
import { invalidField } from '../http-error.js';
import { editingNowOf } from '../collab/presence.js';
import { documentPeopleColumns, joinPeople } from './document-people.js';

/**
 * One page of a workspace's documents, most recently updated first, with keyset paging: the
 * cursor names the last row's (updated_at, id), so deep pages cost as little as the first.
 * The timestamp travels as PostgreSQL's own microsecond text; a JavaScript Date would round it
 * to milliseconds and skip or repeat rows.
 */
export async function listDocuments(db: Database, workspaceId: number, query: z.output<typeof listDocumentsQuery>) {
  const { options, values } = pageRequest(query);
  const rows = options.search
    ? // Planned per call: the best plan depends on the pattern (the trigram index for a rare
      // word, the recency index for a common one), and a named statement's generic plan, used from
      // its sixth call on, took 3.9 ms where the pattern's own plan took 0.35 ms.
      await selectPage(db, options).execute({ ...values, workspaceId })
    : await pageOfWorkspace(db, options).execute({ ...values, workspaceId });
  return paginate(rows, query.limit);
}

/**
 * The same page for the signed-in session behind a token hash, read in one statement with the
 * session itself (plugins/session-in-route-query.ts): `session` is the lookup's row, undefined
 * when the token signs nobody in, and then the page is empty.
 */
export async function listDocumentsOfSession(db: Database, tokenHash: string, query: z.output<typeof listDocumentsQuery>) {
  const { options, values } = pageRequest(query);
  if (options.search) {
    // A search keeps its own plan per pattern (above); one statement with the session would be
    // planned whole on every call, which cost more than the round trip it saves.
    const session = await findSessionRow(db, tokenHash);
    return { session, ...(session ? await listDocuments(db, session.workspaceId, query) : { page: [], nextCursor: null }) };
  }
  const [row] = await pageOfSession(db, options).execute({ ...values, tokenHash });
  if (!row) return { session: undefined, page: [], nextCursor: null };
  return { session: sessionRowFromJson(row), ...paginate(row.documents, query.limit) };
}

function pageRequest(query: z.output<typeof listDocumentsQuery>) {
  const after = query.cursor ? decodeCursor(query.cursor) : undefined;
  return {
    // At least one row more than asked for: whether it comes tells whether there is a next page.
    options: { search: Boolean(query.q), after: Boolean(after), rows: rowsToRead(query.limit) },
    values: {
      pattern: query.q ? `%${escapeLikePattern(query.q)}%` : '',
      afterUpdatedAt: after?.updatedAt ?? '',
      afterId: after?.id ?? 0,
    },
  };
}

/**
 * How many rows a page of `limit` reads: the next of a few sizes with room for one more row, so
 * that each connection prepares a handful of statements, not one per size a client may ask for
 * (each named statement keeps its plan in the database's memory). The dashboard's 24 reads 25.
 */
const ROWS_READ = [DOCUMENT_PAGE_SIZE + 1, 2 * DOCUMENT_PAGE_SIZE + 1, DOCUMENT_PAGE_SIZE_MAX + 1];

function rowsToRead(limit: number): number {
  return ROWS_READ.find((rows) => rows > limit) ?? limit + 1;
}

function paginate<Row extends { id: number; cursorTime: string }>(rows: Row[], limit: number) {
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  const nextCursor = rows.length > limit && last ? encodeCursor(last.cursorTime, last.id) : null;
  return { page, nextCursor };
}

/** The columns of the list's page (selectPage's selection), named in SQL as the answer names them. */
function selectPageFields() {
  return namedByKey({
    id: documents.id,
    title: documents.title,
    personalityId: documents.personalityId,
    projectId: documents.projectId,
    wordCount: documents.wordCount,
    seoScore: documents.seoScore,
    readabilityScore: documents.readabilityScore,
    createdAt: isoTime(documents.createdAt),
    updatedAt: isoTime(documents.updatedAt),
    createdBy: documents.createdBy,
    lastEditedBy: documents.lastEditedBy,
    lastEditedAt: isoTimeOrNull(documents.lastEditedAt),
    // Who created it (a member's Delete depends on it) and who last edited (the list's
    // "Edited by Bob Ray"), issue 18, and the client's latest review: as the read names them.
    ...documentPeopleColumns(),
    editingNow: editingNowOf(documents),
    cursorTime: sql<string>`to_char(${documents.updatedAt} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`,
  });
}

/** Which of the list's statements: with or without a title search and a cursor, and its LIMIT. */
interface PageShape {
  search: boolean;
  after: boolean;
  rows: number;
}

/**
 * The list's query; values are placeholders but for the LIMIT (see literalLimit). Exported for
 * the API benchmark, whose bare baseline runs this same SQL (bench/documents-api.bench.ts).
 */
export function selectPage(db: Database, shape: PageShape, workspaceId: SQL | Column | Placeholder = sql.placeholder('workspaceId')) {
  const filters: SQL[] = [eq(documents.workspaceId, workspaceId)];
  if (shape.search) filters.push(ilike(documents.title, sql.placeholder('pattern')));
  if (shape.after) {
    filters.push(
      sql`(${documents.updatedAt}, ${documents.id}) < (${sql.placeholder('afterUpdatedAt')}::timestamptz, ${sql.placeholder('afterId')}::integer)`,
    );
  }
  return joinPeople(db.select(selectPageFields()).from(documents).$dynamic())
    .where(and(...filters))
    .orderBy(desc(documents.updatedAt), desc(documents.id))
    .limit(literalLimit(shape.rows));
}

// Without a search one plan fits every call: prepared once, by name, per page size.
const pageOfWorkspace = preparedPerPageSize('list_documents', selectPage);

/** A row of the list's page. */
type PageRow = Awaited<ReturnType<ReturnType<typeof selectPage>['execute']>>[number];

/**
 * The page beside the session that may read it, in one statement: the session lookup as a CTE
 * (at most one row), and the page of its workspace as one JSON array in that row (its rows as
 * they are, keyed by namedByKey), so a token that signs nobody in reads nothing. One row rather than the session's columns on each of the page's
 * rows: mapping those 24 times cost more than the round trip saved. The array keeps the page's
 * order (its cursor's fixed-width time text compared byte by byte, then the id).
 */
export function selectPageOfSession(db: Database, shape: PageShape) {
  const session = db.$with('session').as(selectSessionByTokenHash(db));
  const page = selectPage(db, shape, session.workspaceId).as('page');
  return db
    .with(session)
    .select({
      ...columnsOf(session),
      documents: sql<PageRow[]>`(
        select coalesce(json_agg(page order by page."cursorTime" collate "C" desc, page.id desc), '[]'::json)
        from ${page}
      )`,
    })
    .from(session);
}

const pageOfSession = preparedPerPageSize('list_documents_of_session', selectPageOfSession);

/** One named statement per (cursor or not, rows read: rowsToRead), each prepared when first asked for. */
function preparedPerPageSize<Query extends { prepare(name: string): unknown }>(
  name: string,
  build: (db: Database, shape: PageShape) => Query,
): (db: Database, shape: PageShape) => ReturnType<Query['prepare']> {
  const statements = new Map<string, (db: Database) => ReturnType<Query['prepare']>>();
  return (db, shape) => {
    const statementName = `${name}${shape.after ? '_after' : ''}_${shape.rows}`;
    let statement = statements.get(statementName);
    if (!statement) {
      statement = preparedQuery(statementName, (handle, prepareAs) => build(handle, shape).prepare(prepareAs) as ReturnType<Query['prepare']>);
      statements.set(statementName, statement);
    }
    return statement(db);
  };
}

function escapeLikePattern(term: string): string {
  return term.replace(/[\\%_]/g, (character) => `\\${character}`);
}

function encodeCursor(updatedAt: string, id: number): string {
  return Buffer.from(JSON.stringify([updatedAt, id])).toString('base64url');
}

/**
 * The cursor a client sends back is as untrusted as any input: it must be exactly what
 * encodeCursor wrote, a real UTC timestamp to the microsecond and a record id, or PostgreSQL would
 * fail on it (a year 0, a 30 February, an id past 32 bits) and answer 500.
 */
const cursorShape = z.tuple([z.string().refine(isCursorTime), recordId]);
const CURSOR_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})\.\d{6}Z$/;

function isCursorTime(text: string): boolean {
  const match = CURSOR_TIME.exec(text);
  if (!match) return false;
  const [year, month, day, hour, minute, second] = match.slice(1).map(Number) as [number, number, number, number, number, number];
  return year >= 1 && isRealDate(year, month, day) && hour < 24 && minute < 60 && second < 60;
}

function decodeCursor(cursor: string): { updatedAt: string; id: number } {
  let value: unknown;
  try {
    value = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    value = undefined;
  }
  const parsed = cursorShape.safeParse(value);
  if (!parsed.success) throw invalidField('cursor', 'cursor is not valid: use the x-next-cursor header of the previous page');
  const [updatedAt, id] = parsed.data;
  return { updatedAt, id };
}
