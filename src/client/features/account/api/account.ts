import { useMutation } from '@tanstack/react-query';
import { signedOutResponse, type ChangePasswordBody, type UpdateProfileBody } from '@shared/contract/account';
import { userResponse } from '@shared/contract/auth';
import { apiRequest } from '@/lib/api-request';

/** Settings → Account's three operations; each acts on the signed-in user only. */

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

export function useSignOutOtherSessions() {
  return useMutation({
    mutationFn: async () => signedOutResponse.parse(await apiRequest('POST', '/api/account/sessions/sign-out-others')).signedOut,
  });
}
