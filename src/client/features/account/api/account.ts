import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { accountSessionsResponse, signedOutResponse, type ChangePasswordBody, type UpdateProfileBody } from '@shared/contract/account';
import { userResponse } from '@shared/contract/auth';
import { apiRequest } from '@/lib/api-request';

/** Settings → Account's operations; each acts on the signed-in user only. */

export function useUpdateProfile() {
  return useMutation({
    mutationFn: async (body: UpdateProfileBody) => userResponse.parse(await apiRequest('PATCH', '/api/account/profile', body)).user,
  });
}

export function useChangePassword() {
  return useMutation({
    mutationFn: async (body: ChangePasswordBody) => {
      await apiRequest('POST', '/api/account/password', body);
    },
  });
}

const sessionsKey = ['/api/account/sessions'] as const;

export const accountSessionsQuery = queryOptions({
  queryKey: sessionsKey,
  queryFn: async () => accountSessionsResponse.parse(await apiRequest('GET', '/api/account/sessions')).sessions,
});

export function useAccountSessions() {
  return useQuery(accountSessionsQuery);
}

export function useSignOutSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => {
      await apiRequest('DELETE', `/api/account/sessions/${id}`);
    },
    // Refreshed on failure too: a 404 means that session ended meanwhile and should leave the list.
    onSettled: () => queryClient.invalidateQueries({ queryKey: sessionsKey }),
  });
}

export function useSignOutOtherSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => signedOutResponse.parse(await apiRequest('POST', '/api/account/sessions/sign-out-others')).signedOut,
    onSettled: () => queryClient.invalidateQueries({ queryKey: sessionsKey }),
  });
}
