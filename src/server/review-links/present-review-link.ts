import type { ReviewLink } from '../../shared/contract/review-links.js';
import type { reviewLinks } from '../db/schema.js';

type Row = typeof reviewLinks.$inferSelect;

function statusOf(row: Row, now: Date): ReviewLink['status'] {
  if (row.revokedAt) return 'revoked';
  return row.expiresAt.getTime() <= now.getTime() ? 'expired' : 'active';
}

/** A link as the team sees it: never its token or the token's hash. */
export function presentReviewLink(row: Row, creatorName: string | null, now = new Date()): ReviewLink {
  return {
    id: row.id,
    documentId: row.documentId,
    contactName: row.contactName,
    contactEmail: row.contactEmail,
    permission: row.permission,
    status: statusOf(row, now),
    expiresAt: row.expiresAt.toISOString(),
    createdAt: row.createdAt.toISOString(),
    createdBy: creatorName,
    revokedAt: row.revokedAt?.toISOString() ?? null,
    decision: row.decision,
    decisionNote: row.decisionNote,
    decidedAt: row.decidedAt?.toISOString() ?? null,
  };
}

export const fullName = (first: string | null, last: string | null): string | null =>
  first === null ? null : `${first} ${last ?? ''}`.trim();
