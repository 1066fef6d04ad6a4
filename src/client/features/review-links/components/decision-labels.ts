import type { ReviewDecision } from '@shared/contract/review-links';

/** How a client's answer reads, to the guest and to the team. */
export const decisionLabels: Record<ReviewDecision, string> = {
  approved: 'Approved',
  changes_requested: 'Changes requested',
};
