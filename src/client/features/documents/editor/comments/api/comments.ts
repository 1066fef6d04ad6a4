import { infiniteQueryOptions, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  commentThreadPageSchema,
  commentThreadSchema,
  type CommentFilter,
  type CreateThreadBody,
} from '@shared/contract/comments';
import { teamResponse } from '@shared/contract/team';
import { apiRequest } from '@/lib/api-request';

/**
 * A document's comment threads (issue 19, ADR 0042). Other people's changes are pushed: the
 * co-editing connection says "comments changed" and the panel refetches (use-live-comments.ts,
 * ADR 0046). Only while that connection is down does the panel poll, every COMMENTS_FALLBACK_MS:
 * the push cannot reach it then, and a slow poll keeps a long outage from hiding comments for good.
 */
export const COMMENTS_FALLBACK_MS = 60_000;

export const commentsKey = (documentId: number) => ['/api/documents', documentId, 'comments'] as const;

/** `live`: the co-editing connection is open, so changes are pushed and nothing is polled. */
export const commentThreadsQuery = (documentId: number, filter: CommentFilter, live = false) =>
  infiniteQueryOptions({
    queryKey: [...commentsKey(documentId), filter],
    queryFn: async ({ pageParam }) =>
      commentThreadPageSchema.parse(
        await apiRequest('GET', `/api/documents/${documentId}/comments?filter=${filter}${pageParam === null ? '' : `&cursor=${pageParam}`}`),
      ),
    initialPageParam: null as number | null,
    getNextPageParam: (page) => page.nextCursor,
    refetchInterval: live ? false : COMMENTS_FALLBACK_MS,
  });

export function useCommentThreads(documentId: number, filter: CommentFilter, enabled: boolean, live: boolean) {
  return useInfiniteQuery({ ...commentThreadsQuery(documentId, filter, live), enabled });
}

/**
 * Who can be mentioned: the workspace's members, as Settings → Team lists them (the same query key,
 * so the two share one cached answer).
 */
export function useMentionableMembers() {
  return useQuery({
    queryKey: ['/api/team'] as const,
    queryFn: async () => teamResponse.parse(await apiRequest('GET', '/api/team')),
    select: (team) => team.members.map((member) => ({ userId: member.id, name: member.name })),
  });
}

export type CommentChange =
  | { kind: 'start'; body: CreateThreadBody }
  | { kind: 'reply'; threadId: number; body: string }
  | { kind: 'resolve' | 'reopen'; threadId: number }
  | { kind: 'edit'; threadId: number; commentId: number; body: string }
  | { kind: 'delete'; threadId: number; commentId: number };

async function sendChange(documentId: number, change: CommentChange) {
  const base = `/api/documents/${documentId}/comments`;
  switch (change.kind) {
    case 'start':
      return commentThreadSchema.parse(await apiRequest('POST', base, change.body));
    case 'reply':
      return commentThreadSchema.parse(await apiRequest('POST', `${base}/${change.threadId}/replies`, { body: change.body }));
    case 'resolve':
    case 'reopen':
      return commentThreadSchema.parse(await apiRequest('POST', `${base}/${change.threadId}/${change.kind}`));
    case 'edit':
      return commentThreadSchema.parse(await apiRequest('PATCH', `${base}/${change.threadId}/comments/${change.commentId}`, { body: change.body }));
    case 'delete':
      await apiRequest('DELETE', `${base}/${change.threadId}/comments/${change.commentId}`);
      return null;
  }
}

/** Every change refreshes every filter's list, on failure too: a 404 means the thread changed elsewhere. */
export function useCommentChange(documentId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: CommentChange) => sendChange(documentId, change),
    onSettled: () => queryClient.invalidateQueries({ queryKey: commentsKey(documentId) }),
  });
}
