import { and, desc, eq, ilike, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { listDocumentsQuery } from '../../shared/contract/documents.js';
import type { Database } from '../db/database.js';
import { preparedQuery } from '../db/prepared-query.js';
import { documents } from '../db/schema.js';
import { HttpError } from '../http-error.js';

/**
 * One page of a workspace's documents, most recently updated first, with keyset paging: the
 * cursor names the last row's (updated_at, id), so deep pages cost as little as the first.
 * The timestamp travels as PostgreSQL's own microsecond text; a JavaScript Date would round it
 * to milliseconds and skip or repeat rows.
 */
export async function listDocuments(db: Database, workspaceId: number, query: z.output<typeof listDocumentsQuery>) {
  const after = query.cursor ? decodeCursor(query.cursor) : undefined;
  const variant = listVariants[`${query.q ? 'search' : 'all'}-${after ? 'after' : 'first'}`];
  const rows = await variant(db).execute({
    workspaceId,
    pattern: query.q ? `%${escapeLikePattern(query.q)}%` : '',
    afterUpdatedAt: after?.updatedAt ?? '',
    afterId: after?.id ?? 0,
    limit: query.limit + 1,
  });

  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  const nextCursor = rows.length > query.limit && last ? encodeCursor(last.cursorTime, last.id) : null;
  return { page, nextCursor };
}

/** The list's query with or without a title search and a cursor: four statements, each prepared once. */
function listQuery(options: { search: boolean; after: boolean }) {
  const name = `list_documents${options.search ? '_search' : ''}${options.after ? '_after' : ''}`;
  return preparedQuery(name, (db, statementName) => {
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
        createdAt: documents.createdAt,
        updatedAt: documents.updatedAt,
        cursorTime: sql<string>`to_char(${documents.updatedAt} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`,
      })
      .from(documents)
      .where(and(...filters))
      .orderBy(desc(documents.updatedAt), desc(documents.id))
      .limit(sql.placeholder('limit'))
      .prepare(statementName);
  });
}

const listVariants = {
  'all-first': listQuery({ search: false, after: false }),
  'all-after': listQuery({ search: false, after: true }),
  'search-first': listQuery({ search: true, after: false }),
  'search-after': listQuery({ search: true, after: true }),
};

function escapeLikePattern(term: string): string {
  return term.replace(/[\\%_]/g, (character) => `\\${character}`);
}

function encodeCursor(updatedAt: string, id: number): string {
  return Buffer.from(JSON.stringify([updatedAt, id])).toString('base64url');
}

function decodeCursor(cursor: string): { updatedAt: string; id: number } {
  try {
    const value: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (
      Array.isArray(value) &&
      typeof value[0] === 'string' &&
      !Number.isNaN(Date.parse(value[0])) &&
      Number.isInteger(value[1])
    ) {
      return { updatedAt: value[0], id: value[1] as number };
    }
  } catch {
    // Fall through to the 400 below.
  }
  throw new HttpError(400, { error: 'cursor is not valid: use the x-next-cursor header of the previous page' });
}
