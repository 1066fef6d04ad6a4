import { useMutation, useQueryClient } from '@tanstack/react-query';
import { clientSchema, type Client } from '@shared/contract/clients';
import type { PutClientStyleGuideBody } from '@shared/contract/style-rules';
import { apiRequest } from '@/lib/api-request';
import { refreshClientList } from './client-keys';

/** PUT /api/clients/:id/style-guide: the preset and the rules turned off for the client's documents. */
export function useSaveClientStyleGuide() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, body }: { id: number; body: PutClientStyleGuideBody }): Promise<Client> =>
      clientSchema.parse(await apiRequest('PUT', `/api/clients/${id}/style-guide`, body)),
    onSuccess: () => refreshClientList(queryClient),
  });
}
