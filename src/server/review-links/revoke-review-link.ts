import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../db/database.js';
import { reviewLinks } from '../db/schema.js';
import { notFound } from '../http-error.js';

/**
 * Revokes a link at once: the guest's routes look the token up on every request, so the next one
 * is a 404. The row stays (revoked), with the decision the client gave, so the team keeps it.
 */
export async function revokeReviewLink(db: Database, workspaceId: number, documentId: number, linkId: string): Promise<{ contactEmail: string }> {
  const [revoked] = await db
    .update(reviewLinks)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(reviewLinks.id, linkId), eq(reviewLinks.workspaceId, workspaceId), eq(reviewLinks.documentId, documentId), isNull(reviewLinks.revokedAt)))
    .returning({ contactEmail: reviewLinks.contactEmail });
  if (!revoked) throw notFound('Review link not found');
  return revoked;
}
