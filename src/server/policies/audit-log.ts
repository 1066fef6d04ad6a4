import type { WorkspaceRole } from '../db/schema.js';

/**
 * Who may read a workspace's audit log (issue 18): its owner, who answers for its security.
 * Members and admins do not see who else signed in from where. The administrator reads every
 * workspace's entries in the console instead (policies/admin-console.ts).
 */
export function canViewAuditLog(role: WorkspaceRole): boolean {
  return role === 'owner';
}
