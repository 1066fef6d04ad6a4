import { useMutation, useQueryClient } from '@tanstack/react-query';
import { personalitySchema, type Personality, type PersonalityBody } from '@shared/contract/documents';
import { apiRequest } from '@/lib/api-request';
import { personalitiesQuery } from '@/lib/personalities/list-personalities';

/** Creating, editing or deleting one refreshes every picker (they all read the same list). */
function useRefreshPersonalities() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: personalitiesQuery.queryKey });
}

export function useSavePersonality() {
  const refresh = useRefreshPersonalities();
  return useMutation({
    mutationFn: async ({ id, body }: { id: number | null; body: PersonalityBody }): Promise<Personality> =>
      personalitySchema.parse(await apiRequest(id === null ? 'POST' : 'PUT', id === null ? '/api/personalities' : `/api/personalities/${id}`, body)),
    onSuccess: refresh,
  });
}

export function useDeletePersonality() {
  const refresh = useRefreshPersonalities();
  return useMutation({
    mutationFn: async (id: number) => {
      await apiRequest('DELETE', `/api/personalities/${id}`);
    },
    onSuccess: refresh,
  });
}
