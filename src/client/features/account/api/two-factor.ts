import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  recoveryCodesResponse,
  twoFactorSetupResponse,
  twoFactorStatusResponse,
  type DisableTwoFactorBody,
  type EnableTwoFactorBody,
  type RegenerateRecoveryCodesBody,
} from '@shared/contract/two-factor';
import { apiRequest } from '@/lib/api-request';

/** Settings → Account's two-factor operations (ADR 0038); each acts on the signed-in user only. */

const statusKey = ['/api/account/two-factor'] as const;

export const twoFactorStatusQuery = queryOptions({
  queryKey: statusKey,
  queryFn: async () => twoFactorStatusResponse.parse(await apiRequest('GET', '/api/account/two-factor')),
});

export function useTwoFactorStatus() {
  return useQuery(twoFactorStatusQuery);
}

export function useStartTwoFactorSetup() {
  return useMutation({
    mutationFn: async () => twoFactorSetupResponse.parse(await apiRequest('POST', '/api/account/two-factor/setup')),
  });
}

/**
 * Nothing is refreshed here: the recovery codes stay on screen until the user says they are saved
 * (TwoFactorPanel refreshes then), even where the screen changes once two-factor is on.
 */
export function useEnableTwoFactor() {
  return useMutation({
    mutationFn: async (body: EnableTwoFactorBody) =>
      recoveryCodesResponse.parse(await apiRequest('POST', '/api/account/two-factor/enable', body)).recoveryCodes,
  });
}

export function useRegenerateRecoveryCodes() {
  return useMutation({
    mutationFn: async (body: RegenerateRecoveryCodesBody) =>
      recoveryCodesResponse.parse(await apiRequest('POST', '/api/account/two-factor/recovery-codes', body)).recoveryCodes,
  });
}

export function useDisableTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: DisableTwoFactorBody) => {
      await apiRequest('POST', '/api/account/two-factor/disable', body);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: statusKey }),
  });
}
