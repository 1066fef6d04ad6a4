import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/database.js';
import { preparedQuery } from '../db/prepared-query.js';
import { documents } from '../db/schema.js';
import { notFound } from '../http-error.js';

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
