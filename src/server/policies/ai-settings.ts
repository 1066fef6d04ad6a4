import type { WorkspaceRole } from '../db/schema.js';

/**
 * Who may change which model writes for a workspace and with whose key (issue 15): its owner.
 * Every member may see which model it is (never the key).
 */
export function canManageAiSettings(role: WorkspaceRole): boolean {
  return role === 'owner';
}
