import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { twoFactorRequirementResponse } from '@shared/contract/two-factor';
import { apiRequest } from '@/lib/api-request';

/** The workspace's "Require two-factor authentication for every member" (ADR 0038). */
const requirementKey = ['/api/workspace/two-factor-requirement'] as const;

export const twoFactorRequirementQuery = queryOptions({
  queryKey: requirementKey,
  queryFn: async () => twoFactorRequirementResponse.parse(await apiRequest('GET', '/api/workspace/two-factor-requirement')),
});

export function useTwoFactorRequirement() {
  return useQuery(twoFactorRequirementQuery);
}

export function useSetTwoFactorRequirement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (required: boolean) =>
      twoFactorRequirementResponse.parse(await apiRequest('PUT', '/api/workspace/two-factor-requirement', { required })),
    onSuccess: (saved) => queryClient.setQueryData(requirementKey, saved),
  });
}
