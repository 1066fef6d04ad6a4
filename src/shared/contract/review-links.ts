import { z } from 'zod';
import {
  COMMENT_QUOTE_MAX_LENGTH,
  EMAIL_MAX_LENGTH,
  GUEST_PASSAGE_CONTEXT_LENGTH,
  GUEST_PASSAGE_MAX_LENGTH,
  REVIEW_CONTACT_NAME_MAX_LENGTH,
  REVIEW_DECISION_NOTE_MAX_LENGTH,
  REVIEW_LINK_EXPIRY_MAX_DAYS,
} from '../limits.js';
import { reviewDecisions, reviewPermissions } from '../vocabulary.js';
import { commentBody } from './comments.js';
import { expiryWithin } from './dates.js';
import { recordIdText } from './ids.js';

/**
 * Client review links (issue 19, ADR 0043): the team's routes under /api/documents/:id/review-links
 * and the guest's under /api/review/:token. The token is shown once, when the link is made; lists
 * never carry it.
 */

export { reviewDecisions, reviewPermissions, type ReviewDecision, type ReviewPermission } from '../vocabulary.js';

/** When the link stops working: required, at most REVIEW_LINK_EXPIRY_MAX_DAYS ahead (dates.ts). */
export const reviewLinkExpiry = expiryWithin(REVIEW_LINK_EXPIRY_MAX_DAYS);

export const createReviewLinkBody = z.object({
  contactName: z
    .string({ error: 'Name is required' })
    .trim()
    .min(1, 'Name is required')
    .max(REVIEW_CONTACT_NAME_MAX_LENGTH, `Name must be at most ${REVIEW_CONTACT_NAME_MAX_LENGTH} characters`),
  contactEmail: z
    .string({ error: 'Email is required' })
    .trim()
    .min(1, 'Email is required')
    .max(EMAIL_MAX_LENGTH, `Email must be at most ${EMAIL_MAX_LENGTH} characters`)
    .pipe(z.email('Enter a valid email address')),
  expiresAt: reviewLinkExpiry,
  permission: z.enum(reviewPermissions, { error: 'permission must be comment or view' }),
});
export type CreateReviewLinkBody = z.input<typeof createReviewLinkBody>;

export const reviewLinkParams = z.object({ id: recordIdText, linkId: z.uuid({ error: 'linkId must be a review link id' }) });

/** A link as the team sees it; `status` is worked out by the server so the screen never compares clocks. */
export const reviewLinkSchema = z.object({
  id: z.string(),
  documentId: z.number().int(),
  contactName: z.string(),
  contactEmail: z.string(),
  permission: z.enum(reviewPermissions),
  status: z.enum(['active', 'expired', 'revoked']),
  expiresAt: z.string(),
  createdAt: z.string(),
  createdBy: z.string().nullable(),
  revokedAt: z.string().nullable(),
  decision: z.enum(reviewDecisions).nullable(),
  decisionNote: z.string().nullable(),
  decidedAt: z.string().nullable(),
});
export type ReviewLink = z.infer<typeof reviewLinkSchema>;

/** The answer to making a link: the only time its address leaves the server. */
export const createdReviewLinkSchema = reviewLinkSchema.extend({ url: z.string() });
export type CreatedReviewLink = z.infer<typeof createdReviewLinkSchema>;

/** The latest decision on a document, for its dashboard card and the editor (every role sees it). */
export const clientReviewSummarySchema = z.object({
  decision: z.enum(reviewDecisions),
  contactName: z.string(),
  decidedAt: z.string(),
});
export type ClientReviewSummary = z.infer<typeof clientReviewSummarySchema>;

/** The guest's side. */
export const reviewTokenParams = z.object({
  // 32 random bytes in base64url (security/random-token.ts): anything else cannot be a link we sent.
  token: z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'This review link is not valid. Check that you copied the whole link.'),
});

export const guestReviewSchema = z.object({
  title: z.string(),
  /** The document's markdown; the page renders it through the shared document schema. */
  content: z.string(),
  workspaceName: z.string(),
  contactName: z.string(),
  permission: z.enum(reviewPermissions),
  expiresAt: z.string(),
  decision: z.enum(reviewDecisions).nullable(),
  decisionNote: z.string().nullable(),
  decidedAt: z.string().nullable(),
});
export type GuestReview = z.infer<typeof guestReviewSchema>;

export const reviewDecisionBody = z.object({
  decision: z.enum(reviewDecisions, { error: 'decision must be approved or changes_requested' }),
  note: z
    .string()
    .trim()
    .max(REVIEW_DECISION_NOTE_MAX_LENGTH, `The note must be at most ${REVIEW_DECISION_NOTE_MAX_LENGTH} characters`)
    .optional()
    .transform((note) => (note ? note : null)),
});
export type ReviewDecisionBody = z.input<typeof reviewDecisionBody>;

/**
 * Where a guest's selected passage is in the text they read (ADR 0047): the document's text is the
 * text of its text nodes in order, with nothing between blocks (what a DOM Range over the reading
 * view gives, and what the server reads from the shared document's ProseMirror tree). `start` is
 * the passage's offset in it, `text` the passage exactly, `before` and `after` the text beside it,
 * which find it again when edits have moved it and tell repeated passages apart.
 */
export const guestPassageSchema = z.object({
  start: z.number({ error: 'passage.start must be a number' }).int().min(0, 'passage.start must be 0 or more'),
  text: z
    .string({ error: 'passage.text is required' })
    .min(1, 'passage.text is required')
    .max(GUEST_PASSAGE_MAX_LENGTH, `The selected passage must be at most ${GUEST_PASSAGE_MAX_LENGTH} characters`),
  before: z.string().max(GUEST_PASSAGE_CONTEXT_LENGTH, `passage.before must be at most ${GUEST_PASSAGE_CONTEXT_LENGTH} characters`).default(''),
  after: z.string().max(GUEST_PASSAGE_CONTEXT_LENGTH, `passage.after must be at most ${GUEST_PASSAGE_CONTEXT_LENGTH} characters`).default(''),
});
export type GuestPassage = z.output<typeof guestPassageSchema>;

/**
 * A guest's comment (issue 19): on the whole document, or on a passage they selected. The passage's
 * place lets the server anchor the thread in the shared document as a team member's is; `quote` is
 * how it reads, kept with the thread whether or not the passage is still there (ADR 0047).
 */
export const guestCommentBody = z.object({
  body: commentBody,
  quote: z
    .string()
    .trim()
    .max(COMMENT_QUOTE_MAX_LENGTH, `The quoted passage must be at most ${COMMENT_QUOTE_MAX_LENGTH} characters`)
    .optional()
    .transform((quote) => (quote ? quote : null)),
  passage: guestPassageSchema.optional(),
});
export type GuestCommentBody = z.input<typeof guestCommentBody>;

/** A comment the guest wrote; `quote` is the passage it is marked on in the text, null when on the whole document or not marked. */
export const guestCommentSchema = z.object({ id: z.number().int(), body: z.string(), quote: z.string().nullable(), createdAt: z.string() });
export type GuestComment = z.infer<typeof guestCommentSchema>;

/** What every token that opens nothing answers, whether unknown, expired or revoked (one 404, so none can be told apart). */
export const REVIEW_LINK_NOT_FOUND = 'This review link does not exist or is no longer active.';
