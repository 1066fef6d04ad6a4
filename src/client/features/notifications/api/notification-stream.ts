import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { NOTIFICATION_STREAM_PATH, NOTIFICATIONS_CHANGED_EVENT } from '@shared/contract/live-events';
import { refetchAfterChange } from '@/lib/refetch-after-change';
import { notificationsKey } from './notifications';

/** After the server refused the stream (signed out, too many tabs), how long before trying again. */
const RETRY_REFUSED_MS = 60_000;

/**
 * The bell's live stream (issue 19, ADR 0046): one EventSource per tab (the header mounts one bell),
 * which says when the signed-in person's notifications changed; the list is then refetched. Whether
 * it is open decides whether the bell polls instead. EventSource reconnects by itself after a
 * network loss; a refusal closes it, and it is tried again a minute later.
 */
export function useNotificationStream(): boolean {
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const source = new EventSource(NOTIFICATION_STREAM_PATH);
    let retry: ReturnType<typeof setTimeout> | undefined;
    // Not a plain invalidation: the bell's first fetch may be on its way with the list as it was.
    const refetch = () => void refetchAfterChange(queryClient, notificationsKey);
    // "ready" opens every stream, a reconnection's too: what changed meanwhile is fetched once.
    source.addEventListener('ready', () => {
      setOpen(true);
      refetch();
    });
    source.addEventListener(NOTIFICATIONS_CHANGED_EVENT, refetch);
    source.addEventListener('error', () => {
      setOpen(false);
      if (source.readyState === EventSource.CLOSED) retry = setTimeout(() => setAttempt((count) => count + 1), RETRY_REFUSED_MS);
    });
    return () => {
      clearTimeout(retry);
      source.close();
    };
  }, [queryClient, attempt]);

  return open;
}
