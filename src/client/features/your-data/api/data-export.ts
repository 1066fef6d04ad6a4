import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { dataExportSchema } from '@shared/contract/your-data';
import { apiRequest } from '@/lib/api-request';

const dataExportKey = ['/api/data-export'] as const;
/** While the zip is being built, Settings looks again this often, so "Download" appears by itself. */
const PREPARING_POLL_MS = 3_000;

export const dataExportQuery = queryOptions({
  queryKey: dataExportKey,
  queryFn: async () => dataExportSchema.parse(await apiRequest('GET', '/api/data-export')),
  refetchInterval: (query) => (query.state.data?.status === 'preparing' ? PREPARING_POLL_MS : false),
});

export function useDataExport() {
  return useQuery(dataExportQuery);
}

export function useRequestDataExport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => dataExportSchema.parse(await apiRequest('POST', '/api/data-export')),
    onSuccess: (started) => queryClient.setQueryData(dataExportKey, started),
    // A 409 means one is already under way elsewhere: show that one.
    onError: () => queryClient.invalidateQueries({ queryKey: dataExportKey }),
  });
}
