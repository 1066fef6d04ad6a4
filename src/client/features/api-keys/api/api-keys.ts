import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiKeySchema, createdApiKeySchema, type CreateApiKeyBody } from '@shared/contract/api-keys';
import { apiRequest } from '@/lib/api-request';

const apiKeysKey = ['/api/api-keys'] as const;

export const apiKeysQuery = queryOptions({
  queryKey: apiKeysKey,
  queryFn: async () => z.array(apiKeySchema).parse(await apiRequest('GET', '/api/api-keys')),
});

export function useApiKeys() {
  return useQuery(apiKeysQuery);
}

export function useCreateApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: CreateApiKeyBody) => createdApiKeySchema.parse(await apiRequest('POST', '/api/api-keys', body)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: apiKeysKey }),
    // The answer holds the whole key: dropped from the mutation cache as soon as the dialog lets go
    // of it, rather than kept for the default five minutes.
    gcTime: 0,
  });
}

export function useRevokeApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) => {
      await apiRequest('DELETE', `/api/api-keys/${id}`);
    },
    // Refreshed on failure too: a 404 means the key was revoked elsewhere and should leave the list.
    onSettled: () => queryClient.invalidateQueries({ queryKey: apiKeysKey }),
  });
}
