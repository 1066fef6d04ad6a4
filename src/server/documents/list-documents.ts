import { and, desc, eq, ilike, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import { isRealDate } from '../../shared/contract/dates.js';
import type { listDocumentsQuery } from '../../shared/contract/documents.js';
import { recordId } from '../../shared/contract/ids.js';
import type { Database } from '../db/database.js';
import { preparedQuery } from '../db/prepared-query.js';
import { documents, users } from '../db/schema.js';
import { invalidField } from '../http-error.js';
import { editingNowOf } from '../collab/presence.js';
import { latestClientReview } from '../review-links/latest-client-review.js';

/**
 * One page of a workspace's documents, most recently updated first, with keyset paging: the
 * cursor names the last row's (updated_at, id), so deep pages cost as little as the first.
 * The timestamp travels as PostgreSQL's own microsecond text; a JavaScript Date would round it
 * to milliseconds and skip or repeat rows.
 */
export async function listDocuments(db: Database, workspaceId: number, query: z.output<typeof listDocumentsQuery>) {
  const after = query.cursor ? decodeCursor(query.cursor) : undefined;
  const values = {
    workspaceId,
    pattern: query.q ? `%${escapeLikePattern(query.q)}%` : '',
    afterUpdatedAt: after?.updatedAt ?? '',
    afterId: after?.id ?? 0,
    limit: query.limit + 1,
  };
  const rows = query.q
    ? // Planned per call: the best plan depends on the pattern (the trigram index for a rare
      // word, the recency index for a common one), and a named statement's generic plan, used from
      // its sixth call on, took 3.9 ms where the pattern's own plan took 0.35 ms.
      await selectPage(db, { search: true, after: Boolean(after) }).execute(values)
    : await (after ? nextPageOfAll : firstPageOfAll)(db).execute(values);

  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  const nextCursor = rows.length > query.limit && last ? encodeCursor(last.cursorTime, last.id) : null;
  return { page, nextCursor };
}

/** A time as JavaScript's toISOString() prints it (milliseconds, UTC), without making a Date. */
function isoTime(column: typeof documents.createdAt | typeof documents.updatedAt) {
  return sql<string>`to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
}

const creators = alias(users, 'creators');
const lastEditors = alias(users, 'last_editors');

/**
 * The list's query, with or without a title search and a cursor; values are placeholders. Exported
 * for the API benchmark, whose bare baseline runs this same SQL (bench/documents-api.bench.ts).
 */
export function selectPage(db: Database, options: { search: boolean; after: boolean }) {
  const filters: SQL[] = [eq(documents.workspaceId, sql.placeholder('workspaceId'))];
  if (options.search) filters.push(ilike(documents.title, sql.placeholder('pattern')));
  if (options.after) {
    filters.push(
      sql`(${documents.updatedAt}, ${documents.id}) < (${sql.placeholder('afterUpdatedAt')}::timestamptz, ${sql.placeholder('afterId')}::integer)`,
    );
  }
  return db
    .select({
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
      // Who created it (a member's Delete depends on it) and who last edited (the list's
      // "Edited by Bob Ray"), issue 18: null for a deleted account.
      creatorName: sql<string | null>`${creators.firstName} || ' ' || ${creators.lastName}`,
      lastEditedBy: documents.lastEditedBy,
      lastEditedAt: sql<string | null>`to_char(${documents.lastEditedAt} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`,
      lastEditorName: sql<string | null>`${lastEditors.firstName} || ' ' || ${lastEditors.lastName}`,
      clientReview: latestClientReview(documents),
      editingNow: editingNowOf(documents),
      cursorTime: sql<string>`to_char(${documents.updatedAt} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`,
    })
    .from(documents)
    .leftJoin(creators, eq(creators.id, documents.createdBy))
    .leftJoin(lastEditors, eq(lastEditors.id, documents.lastEditedBy))
    .where(and(...filters))
    .orderBy(desc(documents.updatedAt), desc(documents.id))
    .limit(sql.placeholder('limit'));
}

// Without a search one plan fits every call: prepared once, by name.
const firstPageOfAll = preparedQuery('list_documents', (db, name) => selectPage(db, { search: false, after: false }).prepare(name));
const nextPageOfAll = preparedQuery('list_documents_after', (db, name) => selectPage(db, { search: false, after: true }).prepare(name));

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
