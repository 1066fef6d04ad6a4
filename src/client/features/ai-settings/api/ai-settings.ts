import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import {
  aiSettingsSchema,
  connectionTestSchema,
  modelListSchema,
  type ProbeEndpointBody,
  type SaveAiSettingsBody,
} from '@shared/contract/ai-settings';
import { aiConnectionKey } from '@/lib/ai/ai-connection';
import { apiRequest } from '@/lib/api-request';

const aiSettingsKey = ['/api/ai/settings'] as const;

export const aiSettingsQuery = queryOptions({
  queryKey: aiSettingsKey,
  queryFn: async () => aiSettingsSchema.parse(await apiRequest('GET', '/api/ai/settings')),
});

export function useAiSettings() {
  return useQuery(aiSettingsQuery);
}

/** The settings changed: so did which model writes for the workspace (the editor's actions). */
async function refresh(queryClient: QueryClient) {
  await Promise.all([queryClient.invalidateQueries({ queryKey: aiSettingsKey }), queryClient.invalidateQueries({ queryKey: aiConnectionKey })]);
}

export function useSaveAiSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: SaveAiSettingsBody) => aiSettingsSchema.parse(await apiRequest('PUT', '/api/ai/settings', body)),
    onSuccess: () => refresh(queryClient),
  });
}

export function useRemoveAiSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      await apiRequest('DELETE', '/api/ai/settings');
    },
    onSuccess: () => refresh(queryClient),
  });
}

export function useListModels() {
  return useMutation({
    mutationFn: async (body: ProbeEndpointBody) => modelListSchema.parse(await apiRequest('POST', '/api/ai/settings/models', body)).models,
  });
}

export function useTestConnection() {
  return useMutation({
    mutationFn: async (body: ProbeEndpointBody) => connectionTestSchema.parse(await apiRequest('POST', '/api/ai/settings/test', body)),
  });
}
