import type { GuestComment, GuestReview } from '../../../shared/contract/review-links.js';
import type { ActiveLink } from './find-active-link.js';

/** What the guest reads: the document's title and text and their own link's state; nothing of the team. */
export function presentGuestReview({ link, title, content, workspaceName }: ActiveLink): GuestReview {
  return {
    title,
    content,
    workspaceName,
    contactName: link.contactName,
    permission: link.permission,
    expiresAt: link.expiresAt.toISOString(),
    decision: link.decision,
    decisionNote: link.decisionNote,
    decidedAt: link.decidedAt?.toISOString() ?? null,
  };
}

/** A comment the guest wrote through their link. */
export function presentGuestComment(comment: { id: number; body: string; quote: string | null; createdAt: Date }): GuestComment {
  return { id: comment.id, body: comment.body, quote: comment.quote, createdAt: comment.createdAt.toISOString() };
}
