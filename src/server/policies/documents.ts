import type { WorkspaceRole } from '../db/schema.js';
import { isAdminOrOwner } from './roles.js';

/**
 * Documents are what every member is there to write (ADR 0037): every role creates, edits,
 * duplicates, imports and restores them. Deleting is narrower: a member deletes what they created,
 * so one writer cannot remove another's work; admins and owners tidy up anything, including
 * documents from before creators were recorded.
 */
interface Actor {
  role: WorkspaceRole;
  userId: number;
}

export function canWriteDocuments(_role: WorkspaceRole): boolean {
  return true;
}

export function canDeleteDocument(actor: Actor, document: { createdBy: number | null }): boolean {
  return isAdminOrOwner(actor.role) || (document.createdBy !== null && document.createdBy === actor.userId);
}

/** What a refused deletion says the role cannot do (roleCannot). */
export const DELETE_OTHERS_DOCUMENTS = 'delete documents someone else created';

/**
 * Suggesting mode (issue 19, ADR 0044): a document's owners decide on its suggestions — the
 * member who created it, and the workspace's admins and owners. Whether the role may do so on
 * documents it did not create (the client's permissions). Not a security boundary: every role
 * may edit the text directly (canWriteDocuments); it keeps review with the people responsible.
 */
export function canReviewAnySuggestions(role: WorkspaceRole): boolean {
  return isAdminOrOwner(role);
}

/** Whether the role may delete documents it did not create (the client's permissions). */
export function canDeleteAnyDocument(role: WorkspaceRole): boolean {
  return isAdminOrOwner(role);
}
