import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { ReviewDecision } from '../../../shared/contract/review-links.js';
import { REVIEW_LINK_NOT_FOUND } from '../../../shared/contract/review-links.js';
import type { Database, Executor } from '../../db/database.js';
import { reviewLinks, users } from '../../db/schema.js';
import { HttpError, notFound } from '../../http-error.js';
import type { MailQueue } from '../../mail/queue-mail.js';
import { notifyReviewDecision } from '../../notifications/notify-review-decision.js';
import type { ActiveLink } from './find-active-link.js';

/**
 * The guest's answer (issue 19): "Approve" or "Request changes", with an optional note. It replaces
 * the previous one until the link is revoked; a view-only link gives none. The update checks the
 * link is still active, so a revoke between the lookup and this write wins. When the answer is a
 * new one, the link's creator is told by mail and the team in the bell (ADR 0046), in the same
 * transaction. Returns the link as decided and who got a notification.
 */
export async function recordDecision(db: Database, mail: MailQueue, active: ActiveLink, answer: { decision: ReviewDecision; note: string | null }) {
  if (active.link.permission !== 'comment') throw new HttpError(403, { error: 'This review link is for reading only.' });
  return db.transaction(async (tx) => {
    const [updated] = await tx
      .update(reviewLinks)
      .set({ decision: answer.decision, decisionNote: answer.note, decidedAt: sql`now()` })
      .where(and(eq(reviewLinks.id, active.link.id), isNull(reviewLinks.revokedAt), gt(reviewLinks.expiresAt, sql`now()`)))
      .returning();
    if (!updated) throw notFound(REVIEW_LINK_NOT_FOUND);
    const decided = { ...active, link: updated };
    if (active.link.decision === answer.decision) return { decided, notified: [] };
    await tellCreator(tx, mail, decided);
    const notified = await notifyReviewDecision(tx, {
      workspaceId: updated.workspaceId,
      documentId: updated.documentId,
      reviewLinkId: updated.id,
      linkCreatedBy: updated.createdBy,
      contactName: updated.contactName,
      decision: answer.decision,
    });
    return { decided, notified };
  });
}

async function tellCreator(tx: Executor, mail: MailQueue, { link, title }: ActiveLink) {
  if (link.createdBy === null || link.decision === null) return;
  const [creator] = await tx.select({ email: users.email, firstName: users.firstName }).from(users).where(eq(users.id, link.createdBy));
  if (!creator) return;
  await mail.queue(tx, {
    template: 'review-decision',
    to: creator.email,
    firstName: creator.firstName,
    contactName: link.contactName,
    documentTitle: title.trim() || 'Untitled',
    decision: link.decision,
    note: link.decisionNote,
    link: `${mail.appUrl}/editor/${link.documentId}`,
  });
}
