import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import {
  invitationPreviewSchema,
  teamInvitationSchema,
  teamResponse,
  workspacesResponse,
  type InviteMemberBody,
  type WorkspaceRole,
} from '@shared/contract/team';
import { apiRequest } from '@/lib/api-request';

/** Settings → Team, the invitation screen and the workspace switcher (issue 18): their API calls. */

const teamKey = ['/api/team'] as const;
const workspacesKey = ['/api/workspaces'] as const;
const invitationsKey = '/api/invitations';
const workspaceMoved = z.object({ workspaceId: z.number() });

export const teamQuery = queryOptions({
  queryKey: teamKey,
  queryFn: async () => teamResponse.parse(await apiRequest('GET', '/api/team')),
});

export function useTeam() {
  return useQuery(teamQuery);
}

export const workspacesQuery = queryOptions({
  queryKey: workspacesKey,
  queryFn: async () => workspacesResponse.parse(await apiRequest('GET', '/api/workspaces')).workspaces,
});

export function useWorkspaces() {
  return useQuery(workspacesQuery);
}

/** Every change to the team refreshes it, on failure too: a 404 or 409 means it changed elsewhere. */
function useTeamMutation<Input, Output>(send: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSettled: () => queryClient.invalidateQueries({ queryKey: teamKey }),
  });
}

export function useInviteMember() {
  return useTeamMutation(async (body: InviteMemberBody) => teamInvitationSchema.parse(await apiRequest('POST', '/api/team/invitations', body)));
}

export function useResendInvitation() {
  return useTeamMutation(async (id: number) => teamInvitationSchema.parse(await apiRequest('POST', `/api/team/invitations/${id}/resend`)));
}

export function useRevokeInvitation() {
  return useTeamMutation(async (id: number) => apiRequest('DELETE', `/api/team/invitations/${id}`));
}

export function useChangeRole() {
  return useTeamMutation(async ({ userId, role }: { userId: number; role: WorkspaceRole }) => apiRequest('PATCH', `/api/team/members/${userId}`, { role }));
}

export function useRemoveMember() {
  return useTeamMutation(async (userId: number) => apiRequest('DELETE', `/api/team/members/${userId}`));
}

/**
 * Moving to another workspace (switching, leaving, accepting an invitation): everything cached
 * belonged to the one left, so the whole cache is reset and the screens fetch afresh. Callers use
 * mutateAsync: the screen that asked (a menu, the invitation) may be gone by the time it answers.
 */
function useWorkspaceChange<Input>(send: (input: Input) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: Input) => workspaceMoved.parse(await send(input)),
    // Reset rather than invalidated: no screen may show the old workspace's data while refetching.
    // An invitation's preview belongs to no workspace, and asked again it would only say "used".
    onSuccess: () => queryClient.resetQueries({ predicate: (query) => query.queryKey[0] !== invitationsKey }),
  });
}

export function useSwitchWorkspace() {
  return useWorkspaceChange((workspaceId: number) => apiRequest('POST', '/api/workspaces/current', { workspaceId }));
}

export function useLeaveWorkspace() {
  return useWorkspaceChange(() => apiRequest('POST', '/api/team/leave'));
}

export function useAcceptInvitation() {
  return useWorkspaceChange((token: string) => apiRequest('POST', `/api/invitations/${encodeURIComponent(token)}/accept`));
}

export const invitationQuery = (token: string) =>
  queryOptions({
    queryKey: [invitationsKey, token] as const,
    queryFn: async () => invitationPreviewSchema.parse(await apiRequest('GET', `/api/invitations/${encodeURIComponent(token)}`)),
    // A refused link stays refused; retrying would only repeat its message.
    retry: false,
  });

export function useInvitation(token: string) {
  return useQuery(invitationQuery(token));
}

/** Deleting the workspace (owners, with their password): the session moves to another of theirs. */
export function useDeleteWorkspace() {
  return useWorkspaceChange((password: string) => apiRequest('DELETE', '/api/workspace', { password }));
}
