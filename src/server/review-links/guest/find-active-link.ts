import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { REVIEW_LINK_NOT_FOUND } from '../../../shared/contract/review-links.js';
import type { Database } from '../../db/database.js';
import { documents, reviewLinks, workspaces } from '../../db/schema.js';
import { notFound } from '../../http-error.js';
import { hashToken } from '../../security/random-token.js';

/**
 * The link a guest's token opens, with its document, looked up by the token's hash on every
 * request. Unknown, expired and revoked tokens all get the same 404 (so none can be told
 * apart), and a token opens only its own link's document.
 */
export async function findActiveLink(db: Database, token: string) {
  const [found] = await db
    .select({ link: reviewLinks, title: documents.title, content: documents.content, workspaceName: workspaces.name })
    .from(reviewLinks)
    .innerJoin(documents, and(eq(documents.id, reviewLinks.documentId), eq(documents.workspaceId, reviewLinks.workspaceId)))
    .innerJoin(workspaces, eq(workspaces.id, reviewLinks.workspaceId))
    .where(and(eq(reviewLinks.tokenHash, hashToken(token)), isNull(reviewLinks.revokedAt), gt(reviewLinks.expiresAt, sql`now()`)))
    .limit(1);
  if (!found) throw notFound(REVIEW_LINK_NOT_FOUND);
  return found;
}

export type ActiveLink = Awaited<ReturnType<typeof findActiveLink>>;
