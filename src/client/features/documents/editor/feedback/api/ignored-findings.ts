import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ignoredFindingsSchema, type IgnoredFindings } from '@shared/contract/writing-feedback';
import { apiRequest } from '@/lib/api-request';

const ignoredFindingsKey = (documentId: number) => ['/api/documents', documentId, 'ignored-findings'] as const;

function ignoredFindingsQuery(documentId: number) {
  return queryOptions({
    queryKey: ignoredFindingsKey(documentId),
    queryFn: async (): Promise<IgnoredFindings> => ignoredFindingsSchema.parse(await apiRequest('GET', `/api/documents/${documentId}/ignored-findings`)),
  });
}

/** The findings a writer chose to ignore in this document; none before its first save. */
export function useIgnoredFindings(documentId: number | null) {
  return useQuery({ ...ignoredFindingsQuery(documentId ?? 0), enabled: documentId !== null });
}

export function useSaveIgnoredFindings(documentId: number | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (keys: string[]) => {
      if (documentId === null) return { keys };
      return ignoredFindingsSchema.parse(await apiRequest('PUT', `/api/documents/${documentId}/ignored-findings`, { keys }));
    },
    onMutate: (keys) => {
      if (documentId !== null) queryClient.setQueryData(ignoredFindingsKey(documentId), { keys });
    },
  });
}
