import { and, count, eq, isNull } from 'drizzle-orm';
import type { z } from 'zod';
import type { createReviewLinkBody } from '../../shared/contract/review-links.js';
import { REVIEW_LINKS_PER_DOCUMENT } from '../../shared/limits.js';
import type { Database } from '../db/database.js';
import { documents, reviewLinks, workspaces } from '../db/schema.js';
import { findDocument } from '../documents/find-document.js';
import { HttpError } from '../http-error.js';
import type { MailQueue } from '../mail/queue-mail.js';
import { generateRandomToken } from '../security/random-token.js';
import { reviewPageUrl } from './review-page-url.js';

export type ReviewLinkRow = typeof reviewLinks.$inferSelect;

interface Creator {
  workspaceId: number;
  user: { id: number; firstName: string; lastName: string };
}

/**
 * Makes a review link for a document of the creator's workspace and mails it to the contact in the
 * same transaction (no link without its mail, nor the reverse). The link's address is returned this
 * once; a document keeps at most REVIEW_LINKS_PER_DOCUMENT links that are not revoked, counted
 * under the document's row lock so two requests at once cannot both take the last one.
 */
export async function createReviewLink(
  db: Database,
  mail: MailQueue,
  creator: Creator,
  documentId: number,
  body: z.output<typeof createReviewLinkBody>,
): Promise<{ row: ReviewLinkRow; url: string }> {
  const document = await findDocument(db, creator.workspaceId, documentId);
  const { token, tokenHash } = generateRandomToken();
  const url = reviewPageUrl(mail.appUrl, token);
  const row = await db.transaction(async (tx) => {
    await tx.select({ id: documents.id }).from(documents).where(eq(documents.id, document.id)).for('no key update');
    const [kept] = await tx
      .select({ links: count() })
      .from(reviewLinks)
      .where(and(eq(reviewLinks.documentId, document.id), isNull(reviewLinks.revokedAt)));
    if ((kept?.links ?? 0) >= REVIEW_LINKS_PER_DOCUMENT) {
      throw new HttpError(409, { error: `A document can have ${REVIEW_LINKS_PER_DOCUMENT} review links. Revoke one that is no longer needed to share it again.` });
    }
    const [inserted] = await tx
      .insert(reviewLinks)
      .values({
        workspaceId: creator.workspaceId,
        documentId: document.id,
        contactName: body.contactName,
        contactEmail: body.contactEmail,
        permission: body.permission,
        tokenHash,
        expiresAt: body.expiresAt,
        createdBy: creator.user.id,
      })
      .returning();
    const [workspace] = await tx.select({ name: workspaces.name }).from(workspaces).where(eq(workspaces.id, creator.workspaceId));
    await mail.queue(tx, {
      template: 'review-link',
      to: body.contactEmail,
      contactName: body.contactName,
      senderName: `${creator.user.firstName} ${creator.user.lastName}`.trim(),
      workspaceName: workspace!.name,
      documentTitle: document.title,
      canComment: body.permission === 'comment',
      expiresAt: body.expiresAt.toISOString(),
      link: url,
    });
    return inserted!;
  });
  return { row, url };
}
