import type { WorkspaceRole } from '../db/schema.js';
import { isAdminOrOwner } from './roles.js';

/**
 * Sharing a document with someone outside the workspace (issue 19, "an admin creates a review
 * link"): owners and admins make, list and revoke client review links. Every role sees the
 * client's decision on the document and its card.
 */
export function canManageReviewLinks(role: WorkspaceRole): boolean {
  return isAdminOrOwner(role);
}
