import { asc, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { comments, commentThreads } from '../../db/schema.js';
import type { ActiveLink } from './find-active-link.js';

/**
 * The comments written through this link, oldest first, each with the passage it is marked on
 * (none when on the whole document, or when its passage was not found and the quote opens its text):
 * a guest sees their own, never the team's.
 */
export async function listReviewComments(db: Database, active: ActiveLink) {
  return db
    .select({
      id: comments.id,
      body: comments.body,
      quote: sql<string | null>`case when ${isNull(commentThreads.anchorFrom)} then null else ${commentThreads.anchorQuote} end`,
      createdAt: comments.createdAt,
    })
    .from(comments)
    .innerJoin(commentThreads, eq(commentThreads.id, comments.threadId))
    .where(eq(comments.reviewLinkId, active.link.id))
    .orderBy(asc(comments.id));
}
