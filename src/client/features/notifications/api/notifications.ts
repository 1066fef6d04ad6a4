import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { notificationPageSchema } from '@shared/contract/notifications';
import { apiRequest } from '@/lib/api-request';

/**
 * The header's bell (issue 19): its stream (notification-stream.ts) says when the list changed.
 * Only while the stream is not open (or the last fetch failed) does the bell poll, every NOTIFICATIONS_FALLBACK_MS, so that a
 * proxy that refuses server-sent events, or a server that refused the stream, costs latency only.
 */
export const NOTIFICATIONS_FALLBACK_MS = 30_000;

export const notificationsKey = ['/api/notifications'] as const;

export function useNotifications(live: boolean) {
  return useQuery({
    queryKey: notificationsKey,
    queryFn: async () => notificationPageSchema.parse(await apiRequest('GET', '/api/notifications')),
    // A failed fetch is tried again on the same beat even while the stream is open ("tried again shortly").
    refetchInterval: (query) => (live && query.state.status !== 'error' ? false : NOTIFICATIONS_FALLBACK_MS),
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
