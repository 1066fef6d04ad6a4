import type { WorkspaceRole } from '../db/schema.js';
import { isAdminOrOwner } from './roles.js';

/**
 * Style guides (issue 18): the workspace's style rules, its custom personalities, each client's
 * style guide and the dictionary are managed by admins and owners; every role reads them, since
 * they check and shape what members write.
 */
export function canManageStyleGuides(role: WorkspaceRole): boolean {
  return isAdminOrOwner(role);
}

/**
 * The editor's "Add to dictionary" stays open to members (ADR 0037): a writer who meets a product
 * name marked as a misspelling should not have to wait for an admin, and a word added can only
 * silence a spelling finding. Removing words, which brings findings back for everyone, is the
 * managers' (canManageStyleGuides).
 */
export function canAddDictionaryWord(_role: WorkspaceRole): boolean {
  return true;
}
