import { useMutation, useQueryClient } from '@tanstack/react-query';
import { clientSchema, type Client, type ClientBody } from '@shared/contract/clients';
import { apiRequest } from '@/lib/api-request';
import { refreshClientList } from './client-keys';

/** PUT replaces the whole profile: the body carries every field. */
export async function updateClient(id: number, body: ClientBody): Promise<Client> {
  return clientSchema.parse(await apiRequest('PUT', `/api/clients/${id}`, body));
}

export function useUpdateClient() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: ClientBody }) => updateClient(id, body),
    onSuccess: () => refreshClientList(queryClient),
  });
}
