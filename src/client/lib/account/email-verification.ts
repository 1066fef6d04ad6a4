import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { VerifyEmailBody } from '@shared/contract/auth';
import { apiRequest, readJson, sendRequest, throwIfNotOk } from '@/lib/api-request';

/**
 * Whether the signed-in account's address is confirmed (issue 18), read by the banner of the
 * signed-in app and by Settings → API keys, which needs it. Its own key: the session check keeps
 * its own cache entry, and this one is refreshed when a link is followed or a new one is sent.
 */
export interface EmailVerification {
  email: string;
  emailVerified: boolean;
}

const emailVerificationKey = ['email-verification'] as const;

function isEmailVerification(value: unknown): value is EmailVerification {
  return typeof value === 'object' && value !== null && 'email' in value && typeof value.email === 'string' && 'emailVerified' in value && typeof value.emailVerified === 'boolean';
}

/** The address and its state in a signed-in answer of GET /api/auth/verify. */
export function emailVerificationFromVerify(body: unknown): EmailVerification {
  const user = typeof body === 'object' && body !== null && 'user' in body ? body.user : null;
  if (!isEmailVerification(user)) throw new Error('The server answered with an unexpected user object');
  return { email: user.email, emailVerified: user.emailVerified };
}

export const emailVerificationQuery = queryOptions({
  queryKey: emailVerificationKey,
  queryFn: async ({ signal }): Promise<EmailVerification | null> => {
    const response = await sendRequest('GET', '/api/auth/verify', undefined, signal);
    if (response.status === 401) return null;
    await throwIfNotOk(response);
    return emailVerificationFromVerify(await readJson(response));
  },
});

export function useEmailVerification() {
  return useQuery(emailVerificationQuery);
}

/** "Resend": a new confirmation link to the account's address (a few an hour). */
export function useResendVerificationEmail() {
  return useMutation({
    mutationFn: async () => {
      await apiRequest('POST', '/api/auth/verification-email');
    },
  });
}

/** Follows a confirmation link; the banner and Settings read the new state afterwards. */
export function useConfirmEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: VerifyEmailBody) => {
      await apiRequest('POST', '/api/auth/verify-email', body);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: emailVerificationKey }),
  });
}
