import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '../db/database.js';
import { reviewLinks, users } from '../db/schema.js';
import { findDocument } from '../documents/find-document.js';

/** A document's review links, newest first, revoked and expired ones included (the panel marks them), with who made each. */
export async function listReviewLinks(db: Database, workspaceId: number, documentId: number) {
  await findDocument(db, workspaceId, documentId);
  return db
    .select({ link: reviewLinks, creatorFirstName: users.firstName, creatorLastName: users.lastName })
    .from(reviewLinks)
    .leftJoin(users, eq(users.id, reviewLinks.createdBy))
    .where(and(eq(reviewLinks.workspaceId, workspaceId), eq(reviewLinks.documentId, documentId)))
    .orderBy(desc(reviewLinks.createdAt), desc(reviewLinks.id));
}

export type ListedReviewLink = Awaited<ReturnType<typeof listReviewLinks>>[number];
