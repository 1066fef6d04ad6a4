import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { notificationPageSchema } from '@shared/contract/notifications';
import { apiRequest } from '@/lib/api-request';

/** The header's bell (issue 19): polled, so a mention reaches the bell within NOTIFICATIONS_REFRESH_MS. */
export const NOTIFICATIONS_REFRESH_MS = 30_000;

const notificationsKey = ['/api/notifications'] as const;

export function useNotifications() {
  return useQuery({
    queryKey: notificationsKey,
    queryFn: async () => notificationPageSchema.parse(await apiRequest('GET', '/api/notifications')),
    refetchInterval: NOTIFICATIONS_REFRESH_MS,
  });
}

export function useMarkNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (ids: number[] | 'all') => {
      await (ids === 'all' ? apiRequest('POST', '/api/notifications/read-all') : apiRequest('POST', '/api/notifications/read', { ids }));
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationsKey }),
  });
}
