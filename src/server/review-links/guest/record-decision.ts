import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { ReviewDecision } from '../../../shared/contract/review-links.js';
import { REVIEW_LINK_NOT_FOUND } from '../../../shared/contract/review-links.js';
import type { Database } from '../../db/database.js';
import { reviewLinks } from '../../db/schema.js';
import { HttpError, notFound } from '../../http-error.js';
import type { ActiveLink } from './find-active-link.js';

/**
 * The guest's answer (issue 19): "Approve" or "Request changes", with an optional note. It replaces
 * the previous one until the link is revoked; a view-only link gives none. The update checks the
 * link is still active, so a revoke between the lookup and this write wins.
 */
export async function recordDecision(db: Database, active: ActiveLink, answer: { decision: ReviewDecision; note: string | null }) {
  if (active.link.permission !== 'comment') throw new HttpError(403, { error: 'This review link is for reading only.' });
  const [updated] = await db
    .update(reviewLinks)
    .set({ decision: answer.decision, decisionNote: answer.note, decidedAt: sql`now()` })
    .where(and(eq(reviewLinks.id, active.link.id), isNull(reviewLinks.revokedAt), gt(reviewLinks.expiresAt, sql`now()`)))
    .returning();
  if (!updated) throw notFound(REVIEW_LINK_NOT_FOUND);
  return { ...active, link: updated };
}
