import type { WorkspaceRole } from '../db/schema.js';
import { isAdminOrOwner } from './roles.js';

/**
 * Clients (with their brand voice) are managed by admins and owners (issue 18); members read
 * them, since they write for them.
 */
export function canManageClients(role: WorkspaceRole): boolean {
  return isAdminOrOwner(role);
}
