import type { onAuthenticatePayload } from '@hocuspocus/server';
import { TWO_FACTOR_REQUIRED_MESSAGE } from '../../shared/contract/two-factor.js';
import type { Database } from '../db/database.js';
import type { WorkspaceRole } from '../db/schema.js';
import { personName } from '../documents/document-people.js';
import { findDocument } from '../documents/find-document.js';
import { HttpError } from '../http-error.js';
import { mustSetUpTwoFactor } from '../policies/two-factor.js';
import type { CollabContext } from './collab-context.js';

/**
 * Why a connection was refused: Hocuspocus sends `reason` to the provider (onAuthenticationFailed).
 * The Error's message stays empty, as Hocuspocus logs every hook error that has one, and a refusal
 * is an answer, not a fault.
 */
export class CollabRefusal extends Error {
  constructor(readonly reason: string) {
    super();
  }
}

export const DOCUMENT_NOT_FOUND = 'Document not found';
export const SIGN_IN_REQUIRED = 'Please sign in to continue';

/** The document name the provider asks for is the document's id (contract-s30). */
export function documentIdOf(documentName: string): number | null {
  if (!/^[1-9][0-9]{0,9}$/.test(documentName)) return null;
  const id = Number(documentName);
  return id <= 2_147_483_647 ? id : null;
}

/**
 * onAuthenticate: the session of the upgrade request's cookie (the provider's token is ignored),
 * a document of the session's current workspace (anything else reads "Document not found", as
 * the HTTP API's 404), and the role decides whether the connection may write.
 */
export async function authorizeConnection(
  db: Database,
  payload: onAuthenticatePayload<CollabContext>,
  canEdit: (role: WorkspaceRole) => boolean,
): Promise<Partial<CollabContext>> {
  const { session } = payload.context;
  if (!session) throw new CollabRefusal(SIGN_IN_REQUIRED);
  if (mustSetUpTwoFactor(session)) throw new CollabRefusal(TWO_FACTOR_REQUIRED_MESSAGE);
  const documentId = documentIdOf(payload.documentName);
  if (documentId === null) throw new CollabRefusal(DOCUMENT_NOT_FOUND);
  try {
    await findDocument(db, session.workspaceId, documentId);
  } catch (error) {
    if (error instanceof HttpError) throw new CollabRefusal(DOCUMENT_NOT_FOUND);
    throw error;
  }
  if (!canEdit(session.role)) payload.connectionConfig.readOnly = true;
  return { documentId, user: { id: session.user.id, name: personName(session.user) } };
}
