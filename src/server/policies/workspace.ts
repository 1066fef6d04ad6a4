import type { WorkspaceRole } from '../../shared/vocabulary.js';

/**
 * Deleting the workspace with everything in it (issue 18: "owners also manage billing, members and
 * deletion"): the owners'.
 */
export function canDeleteWorkspace(role: WorkspaceRole): boolean {
  return role === 'owner';
}
