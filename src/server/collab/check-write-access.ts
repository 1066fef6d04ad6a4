import type { Database } from '../db/database.js';
import type { WorkspaceRole } from '../db/schema.js';
import { findDocument } from '../documents/find-document.js';
import { HttpError } from '../http-error.js';
import { findSession } from '../plugins/session.js';
import { DOCUMENT_NOT_FOUND, SIGN_IN_REQUIRED } from './authorize-connection.js';
import type { CollabContext } from './collab-context.js';

/**
 * Checked before every change a connection sends is kept: its session still exists in the same
 * workspace with a role that writes, and the document is still there. Returns why not, or null.
 */
export async function checkWriteAccess(db: Database, access: CollabContext, canEdit: (role: WorkspaceRole) => boolean): Promise<string | null> {
  if (!access.sessionToken || !access.session || access.documentId === undefined) return SIGN_IN_REQUIRED;
  const session = await findSession(db, access.sessionToken);
  if (!session || session.workspaceId !== access.session.workspaceId) return SIGN_IN_REQUIRED;
  if (!canEdit(session.role)) return 'You can no longer edit this document';
  try {
    await findDocument(db, session.workspaceId, access.documentId);
  } catch (error) {
    if (error instanceof HttpError) return DOCUMENT_NOT_FOUND;
    throw error;
  }
  return null;
}
