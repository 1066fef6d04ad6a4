import type { WorkspaceRole } from '../db/schema.js';
import { isAdminOrOwner } from './roles.js';

/** Projects are set up by admins and owners (issue 18); members read them and file documents under them. */
export function canManageProjects(role: WorkspaceRole): boolean {
  return isAdminOrOwner(role);
}
