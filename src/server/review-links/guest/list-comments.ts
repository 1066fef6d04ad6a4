import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { comments } from '../../db/schema.js';
import type { ActiveLink } from './find-active-link.js';

/** The comments written through this link, oldest first: a guest sees their own, never the team's. */
export async function listReviewComments(db: Database, active: ActiveLink) {
  return db
    .select({ id: comments.id, body: comments.body, createdAt: comments.createdAt })
    .from(comments)
    .where(eq(comments.reviewLinkId, active.link.id))
    .orderBy(asc(comments.id));
}
