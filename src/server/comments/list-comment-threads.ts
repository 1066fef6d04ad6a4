import { and, asc, eq, gt, inArray, sql, type SQL } from 'drizzle-orm';
import type { CommentFilter } from '../../shared/contract/comments.js';
import type { Database } from '../db/database.js';
import { comments, commentThreads } from '../db/schema.js';
import type { ThreadWithComments } from './comment-rows.js';

/** Threads the viewer wrote in or was mentioned in. */
const involves = (userId: number): SQL =>
  sql`exists (select 1 from ${comments} where ${comments.threadId} = ${commentThreads.id} and (${comments.authorUserId} = ${userId} or ${userId} = any(${comments.mentionedUserIds})))`;

/**
 * One page of a document's threads for the side panel, oldest first (keyset by id, so page 20 of a
 * document with 1,000 comments costs what page 1 does), with every comment of those threads, and how
 * many threads each filter holds. The document was checked to be the workspace's by the route.
 */
export async function listCommentThreads(
  db: Database,
  scope: { workspaceId: number; documentId: number; userId: number },
  query: { filter: CommentFilter; cursor?: number | undefined; limit: number },
): Promise<{ items: ThreadWithComments[]; nextCursor: number | null; counts: { open: number; resolved: number; mine: number } }> {
  const ofDocument = and(eq(commentThreads.documentId, scope.documentId), eq(commentThreads.workspaceId, scope.workspaceId))!;
  const filter = query.filter === 'mine' ? involves(scope.userId) : eq(commentThreads.status, query.filter);
  const threads = await db
    .select()
    .from(commentThreads)
    .where(and(ofDocument, filter, query.cursor === undefined ? undefined : gt(commentThreads.id, query.cursor)))
    .orderBy(asc(commentThreads.id))
    .limit(query.limit + 1);
  const page = threads.slice(0, query.limit);
  const rows = page.length
    ? await db.select().from(comments).where(inArray(comments.threadId, page.map((thread) => thread.id))).orderBy(asc(comments.threadId), asc(comments.id))
    : [];
  const byThread = new Map<number, typeof rows>();
  for (const row of rows) {
    const list = byThread.get(row.threadId);
    if (list) list.push(row);
    else byThread.set(row.threadId, [row]);
  }
  const [counts] = await db
    .select({
      open: sql<number>`count(*) filter (where ${commentThreads.status} = 'open')`.mapWith(Number),
      resolved: sql<number>`count(*) filter (where ${commentThreads.status} = 'resolved')`.mapWith(Number),
      mine: sql<number>`count(*) filter (where ${involves(scope.userId)})`.mapWith(Number),
    })
    .from(commentThreads)
    .where(ofDocument);
  return {
    items: page.map((thread) => ({ thread, comments: byThread.get(thread.id) ?? [] })),
    nextCursor: threads.length > query.limit ? page.at(-1)!.id : null,
    counts: counts ?? { open: 0, resolved: 0, mine: 0 },
  };
}
