import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { isCommentsChanged } from '@shared/contract/live-events';
import { refetchAfterChange } from '@/lib/refetch-after-change';
import type { SharedEditing } from '../collaboration/use-shared-editing';
import { commentsKey } from './api/comments';

/**
 * The team's review of the document, which a guest's decision changes (features/review-links' key;
 * a feature cannot import another, so it is named here by its value).
 */
const reviewLinksKey = (documentId: number) => ['/api/documents', documentId, 'review-links'] as const;

/**
 * Comments pushed live (issue 19, ADR 0046): the server sends `{"type":"comments-changed"}` on the
 * document's co-editing connection whenever a thread changes (anyone's, a review guest's, or a
 * guest's decision), and the panel refetches. Returns whether the connection is open: while it is
 * not, the panel polls slowly instead, and when it opens again the panel refetches once for what it
 * missed meanwhile.
 */
export function useLiveComments(documentId: number | null, sharedEditing: SharedEditing | null): boolean {
  const queryClient = useQueryClient();
  const shared = sharedEditing?.shared ?? null;
  const connected = sharedEditing?.snapshot.connection === 'connected';

  useEffect(() => {
    if (!shared || documentId === null) return;
    return shared.subscribeStateless((payload) => {
      if (!isCommentsChanged(payload, documentId)) return;
      // Not plain invalidations: the panel's first fetch may be on its way with the threads as they were.
      void refetchAfterChange(queryClient, commentsKey(documentId));
      void refetchAfterChange(queryClient, reviewLinksKey(documentId));
    });
  }, [shared, documentId, queryClient]);

  const wasConnected = useRef(connected);
  useEffect(() => {
    if (connected && !wasConnected.current && documentId !== null) void refetchAfterChange(queryClient, commentsKey(documentId));
    wasConnected.current = connected;
  }, [connected, documentId, queryClient]);

  return connected;
}
