import type { WorkspaceAccess } from '../../shared/contract/permissions.js';
import type { SessionContext } from '../plugins/session.js';
import { permissionsFor } from '../policies/permissions.js';

/** The session's workspace, role and what the role may do: the shape the client hides and shows by. */
export function presentAccess(session: Pick<SessionContext, 'workspaceId' | 'role'>): WorkspaceAccess {
  return { workspaceId: session.workspaceId, role: session.role, permissions: permissionsFor(session.role) };
}
