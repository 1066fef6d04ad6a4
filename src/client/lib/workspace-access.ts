import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Permissions, WorkspaceAccess } from '@shared/contract/permissions';
import { workspaceRoles } from '@shared/roles';
import { readJson, sendRequest, throwIfNotOk } from '@/lib/api-request';

/**
 * The signed-in person's role in the session's workspace and what it may do (issue 18), as the
 * server computed them (GET /api/auth/verify's `access`). Screens hide what the role cannot do
 * from these flags and never re-derive them from the role. Its own cache key, like
 * email-verification.ts, and read from the server even when the user was remembered, so a changed
 * role shows on the next page load.
 */
const workspaceAccessKey = ['workspace-access'] as const;

/** Every flag the contract names: a flag added there fails to compile until it is checked here. */
const permissionFlags: Record<keyof Permissions, true> = {
  manageClients: true,
  manageProjects: true,
  manageFiles: true,
  manageStyleGuides: true,
  addDictionaryWords: true,
  manageAiSettings: true,
  manageApiKeys: true,
  manageBilling: true,
  manageMembers: true,
  deleteWorkspace: true,
  viewAuditLog: true,
  deleteAnyDocument: true,
  shareForReview: true,
  reviewAnySuggestions: true,
};

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

// Checked by hand rather than with the contract's zod schema, as parse-user.ts explains.
function isWorkspaceAccess(value: unknown): value is WorkspaceAccess {
  if (!isRecord(value) || !Number.isInteger(value.workspaceId)) return false;
  if (!workspaceRoles.some((role) => role === value.role)) return false;
  const permissions = value.permissions;
  return isRecord(permissions) && Object.keys(permissionFlags).every((flag) => typeof permissions[flag] === 'boolean');
}

/** The workspace access in a signed-in answer of GET /api/auth/verify. */
export function workspaceAccessFromVerify(body: unknown): WorkspaceAccess {
  const access = isRecord(body) ? body.access : undefined;
  if (!isWorkspaceAccess(access)) throw new Error('The server answered with an unexpected workspace access');
  return access;
}

export const workspaceAccessQuery = queryOptions({
  queryKey: workspaceAccessKey,
  queryFn: async ({ signal }): Promise<WorkspaceAccess | null> => {
    const response = await sendRequest('GET', '/api/auth/verify', undefined, signal);
    if (response.status === 401) return null;
    await throwIfNotOk(response);
    return workspaceAccessFromVerify(await readJson(response));
  },
  staleTime: 60_000,
});

/** The role and permissions; undefined while loading (hide what needs a permission until then). */
export function useWorkspaceAccess(): WorkspaceAccess | null | undefined {
  return useQuery(workspaceAccessQuery).data;
}

/** Whether the role may do it: false while the answer is loading, so nothing flashes then vanishes. */
export function useCan(permission: keyof Permissions): boolean {
  return useWorkspaceAccess()?.permissions[permission] ?? false;
}
