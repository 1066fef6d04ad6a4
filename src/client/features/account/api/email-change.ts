import { useMutation } from '@tanstack/react-query';
import { emailChangeResponse, type ChangeEmailBody, type ConfirmEmailChangeBody } from '@shared/contract/email-change';
import { apiRequest } from '@/lib/api-request';

/** Email change (ADR 0038): asked for here, made by the link mailed to the new address. */
export function useRequestEmailChange() {
  return useMutation({
    mutationFn: async (body: ChangeEmailBody) => emailChangeResponse.parse(await apiRequest('POST', '/api/account/email', body)).message,
  });
}

export async function confirmEmailChange(body: ConfirmEmailChangeBody): Promise<string> {
  return emailChangeResponse.parse(await apiRequest('POST', '/api/auth/confirm-email-change', body)).message;
}
