import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { guestCommentSchema, guestReviewSchema, type GuestCommentBody, type ReviewDecisionBody } from '@shared/contract/review-links';
import { apiRequest } from '@/lib/api-request';

/** The guest's side (issue 19): the document a review link opens, and the guest's decision. */
const guestReviewKey = (token: string) => ['/api/review', token] as const;

export const guestReviewQuery = (token: string) =>
  queryOptions({
    queryKey: guestReviewKey(token),
    queryFn: async () => guestReviewSchema.parse(await apiRequest('GET', `/api/review/${encodeURIComponent(token)}`)),
    // A dead link stays dead: no retries of a 404.
    retry: false,
  });

export function useGuestReview(token: string) {
  return useQuery(guestReviewQuery(token));
}

export function useDecideReview(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: ReviewDecisionBody) =>
      guestReviewSchema.parse(await apiRequest('PUT', `/api/review/${encodeURIComponent(token)}/decision`, body)),
    onSuccess: (review) => queryClient.setQueryData(guestReviewKey(token), review),
  });
}

const guestCommentsKey = (token: string) => ['/api/review', token, 'comments'] as const;

/** The comments the guest wrote through this link. */
export function useGuestComments(token: string) {
  return useQuery({
    queryKey: guestCommentsKey(token),
    queryFn: async () => z.array(guestCommentSchema).parse(await apiRequest('GET', `/api/review/${encodeURIComponent(token)}/comments`)),
    retry: false,
  });
}

export function useAddGuestComment(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: GuestCommentBody) => guestCommentSchema.parse(await apiRequest('POST', `/api/review/${encodeURIComponent(token)}/comments`, body)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: guestCommentsKey(token) }),
  });
}
