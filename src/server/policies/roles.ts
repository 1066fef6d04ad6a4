import type { WorkspaceRole } from '../db/schema.js';

/**
 * The three roles of a workspace, from the fewest rights to the most (issue 18): members write
 * documents and use the AI; admins also manage what the writing is for and how it is checked;
 * owners also manage billing, members and the workspace itself.
 */
export const isAdminOrOwner = (role: WorkspaceRole): boolean => role === 'owner' || role === 'admin';

export const isOwner = (role: WorkspaceRole): boolean => role === 'owner';
