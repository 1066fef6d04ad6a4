import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { accountDeletionSchema, type ScheduleAccountDeletionBody } from '@shared/contract/your-data';
import { apiRequest } from '@/lib/api-request';

const accountDeletionKey = ['/api/account-deletion'] as const;

export const accountDeletionQuery = queryOptions({
  queryKey: accountDeletionKey,
  queryFn: async () => accountDeletionSchema.parse(await apiRequest('GET', '/api/account-deletion')),
});

export function useAccountDeletion() {
  return useQuery(accountDeletionQuery);
}

export function useScheduleAccountDeletion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: ScheduleAccountDeletionBody) => accountDeletionSchema.parse(await apiRequest('POST', '/api/account-deletion', body)),
    onSuccess: (scheduled) => queryClient.setQueryData(accountDeletionKey, scheduled),
  });
}

export function useKeepAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => accountDeletionSchema.parse(await apiRequest('DELETE', '/api/account-deletion')),
    onSuccess: (kept) => queryClient.setQueryData(accountDeletionKey, kept),
  });
}
