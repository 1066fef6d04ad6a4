import { useMutation, useQueryClient } from '@tanstack/react-query';
import { clientSchema, type Client, type ClientBody } from '@shared/contract/clients';
import { apiRequest } from '@/lib/api-request';
import { refreshClientList } from './client-keys';

export async function createClient(body: ClientBody): Promise<Client> {
  return clientSchema.parse(await apiRequest('POST', '/api/clients', body));
}

export function useCreateClient() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createClient,
    onSuccess: () => refreshClientList(queryClient),
  });
}
