import { queryOptions, useQuery } from '@tanstack/react-query';
import { clientSchema, type Client } from '@shared/contract/clients';
import { apiRequest } from '@/lib/api-request';
import { clientKeys } from './client-keys';

/** Every client of the workspace, by name. */
export async function fetchClients(): Promise<Client[]> {
  return clientSchema.array().parse(await apiRequest('GET', '/api/clients'));
}

export const clientsQuery = queryOptions({ queryKey: clientKeys.list, queryFn: fetchClients });

export function useClients() {
  return useQuery(clientsQuery);
}
