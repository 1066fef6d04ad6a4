import type { WorkspaceRole } from '../db/schema.js';
import { hasConfirmedEmail } from './email-verification.js';
import { isAdminOrOwner } from './roles.js';

/**
 * Who may create API keys (issue 18): only an account whose address is confirmed, so that a key,
 * which acts for the workspace without a browser, always has an owner who can be reached.
 * Unconfirmed accounts keep everything else.
 */
export function canCreateApiKey(creator: Parameters<typeof hasConfirmedEmail>[0]): boolean {
  return hasConfirmedEmail(creator);
}

/**
 * API keys are listed, created and revoked by admins and owners (issue 18): a key acts for the
 * workspace without a browser, so handing one out is a manager's decision.
 */
export function canManageApiKeys(role: WorkspaceRole): boolean {
  return isAdminOrOwner(role);
}
