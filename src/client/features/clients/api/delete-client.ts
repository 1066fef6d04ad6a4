import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-request';
import { refreshClientList } from './client-keys';

/** Refused with 409 while the client still has projects; the answer's error says how many. */
export async function deleteClient(id: number): Promise<void> {
  await apiRequest('DELETE', `/api/clients/${id}`);
}

export function useDeleteClient() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteClient,
    onSuccess: () => refreshClientList(queryClient),
  });
}
