import type { WorkspaceRole } from '../db/schema.js';
import { isAdminOrOwner } from './roles.js';

/**
 * Files are uploaded and deleted by admins and owners (issue 18): they are the workspace's shared
 * reference material and count against its storage. Members read and download them. Importing a
 * Word file into a document is writing, not a file upload, and stays open to every role.
 */
export function canManageFiles(role: WorkspaceRole): boolean {
  return isAdminOrOwner(role);
}
