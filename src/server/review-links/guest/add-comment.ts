import type { z } from 'zod';
import type { guestCommentBody } from '../../../shared/contract/review-links.js';
import { addGuestComment } from '../../comments/add-guest-comment.js';
import type { Database } from '../../db/database.js';
import { HttpError } from '../../http-error.js';
import type { ActiveLink } from './find-active-link.js';

/**
 * A guest's comment through their link (issue 19): a new thread on the document in the team's
 * comments, written by the contact's name and marked with the link. A passage the guest selected is
 * found in the shared document and anchored there as a team member's selection is (ADR 0047).
 */
export async function addReviewComment(db: Database, active: ActiveLink, input: z.output<typeof guestCommentBody>) {
  if (active.link.permission !== 'comment') throw new HttpError(403, { error: 'This review link is for reading only.' });
  const { thread, comments } = await addGuestComment(db, {
    workspaceId: active.link.workspaceId,
    documentId: active.link.documentId,
    reviewLinkId: active.link.id,
    authorName: active.link.contactName,
    body: input.body,
    quote: input.quote,
    passage: input.passage,
  });
  return { ...comments[0]!, quote: thread.anchorFrom === null ? null : thread.anchorQuote };
}
