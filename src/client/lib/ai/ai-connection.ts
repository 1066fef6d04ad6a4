import { queryOptions, useQuery } from '@tanstack/react-query';
import { aiConnectionSchema } from '@shared/contract/ai-settings';
import { apiRequest } from '@/lib/api-request';

export const aiConnectionKey = ['/api/ai/connection'] as const;

/**
 * GET /api/ai/connection: whether a model writes for this workspace (its own, or the server's),
 * for the actions that need one. Refreshed when Settings → AI changes it.
 */
export const aiConnectionQuery = queryOptions({
  queryKey: aiConnectionKey,
  queryFn: async () => aiConnectionSchema.parse(await apiRequest('GET', '/api/ai/connection')),
  staleTime: 60_000,
});

export function useAiConnection() {
  return useQuery(aiConnectionQuery);
}
