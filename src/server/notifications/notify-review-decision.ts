import { and, eq, inArray, or } from 'drizzle-orm';
import type { ReviewDecision } from '../../shared/vocabulary.js';
import type { Transaction } from '../db/database.js';
import { documents, notifications, workspaceMembers } from '../db/schema.js';

export interface DecisionEvent {
  workspaceId: number;
  documentId: number;
  reviewLinkId: string;
  /** Who made the link, when still known; told whatever their role. */
  linkCreatedBy: number | null;
  contactName: string;
  decision: ReviewDecision;
}

/**
 * A client's new decision on a review link, in the bell (issue 19, ADR 0046): told to the link's
 * creator and the document's owners — the member who created it and the workspace's admins and
 * owners, as suggesting mode counts them (policies/documents.ts) — who are members of the workspace
 * now. In the decision's transaction, like the creator's mail. Returns who was told.
 */
export async function notifyReviewDecision(tx: Transaction, event: DecisionEvent): Promise<number[]> {
  const [document] = await tx.select({ createdBy: documents.createdBy }).from(documents).where(eq(documents.id, event.documentId));
  const named = [event.linkCreatedBy, document?.createdBy ?? null].filter((id): id is number => id !== null);
  const members = await tx
    .select({ userId: workspaceMembers.userId })
    .from(workspaceMembers)
    .where(
      and(
        eq(workspaceMembers.workspaceId, event.workspaceId),
        or(inArray(workspaceMembers.role, ['owner', 'admin']), named.length > 0 ? inArray(workspaceMembers.userId, named) : undefined),
      ),
    );
  if (members.length === 0) return [];
  await tx.insert(notifications).values(
    members.map(({ userId }) => ({
      workspaceId: event.workspaceId,
      userId,
      kind: 'review-decision' as const,
      documentId: event.documentId,
      reviewLinkId: event.reviewLinkId,
      reviewDecision: event.decision,
      actorName: event.contactName,
    })),
  );
  return members.map(({ userId }) => userId);
}
