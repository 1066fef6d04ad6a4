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
 * A document's comment threads (issue 19, ADR 0042). The panel polls: other people's comments
 * arrive within COMMENTS_REFRESH_MS while the tab is visible, and at once when it regains focus.
 */
export const COMMENTS_REFRESH_MS = 10_000;

const commentsKey = (documentId: number) => ['/api/documents', documentId, 'comments'] as const;

export const commentThreadsQuery = (documentId: number, filter: CommentFilter) =>
  infiniteQueryOptions({
    queryKey: [...commentsKey(documentId), filter],
    queryFn: async ({ pageParam }) =>
      commentThreadPageSchema.parse(
        await apiRequest('GET', `/api/documents/${documentId}/comments?filter=${filter}${pageParam === null ? '' : `&cursor=${pageParam}`}`),
      ),
    initialPageParam: null as number | null,
    getNextPageParam: (page) => page.nextCursor,
    refetchInterval: COMMENTS_REFRESH_MS,
  });

export function useCommentThreads(documentId: number, filter: CommentFilter, enabled: boolean) {
  return useInfiniteQuery({ ...commentThreadsQuery(documentId, filter), enabled });
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
