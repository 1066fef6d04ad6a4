import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { createdReviewLinkSchema, reviewLinkSchema, type CreateReviewLinkBody } from '@shared/contract/review-links';
import { apiRequest } from '@/lib/api-request';

/** The team's side of client review links (issue 19): a document's links, Share for review, Revoke. */
const reviewLinksKey = (documentId: number) => ['/api/documents', documentId, 'review-links'] as const;

export const reviewLinksQuery = (documentId: number) =>
  queryOptions({
    queryKey: reviewLinksKey(documentId),
    queryFn: async () => z.array(reviewLinkSchema).parse(await apiRequest('GET', `/api/documents/${documentId}/review-links`)),
  });

export function useReviewLinks(documentId: number) {
  return useQuery(reviewLinksQuery(documentId));
}

export function useCreateReviewLink(documentId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: CreateReviewLinkBody) =>
      createdReviewLinkSchema.parse(await apiRequest('POST', `/api/documents/${documentId}/review-links`, body)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reviewLinksKey(documentId) }),
    // The answer holds the link's secret address: dropped as soon as the dialog lets go of it.
    gcTime: 0,
  });
}

export function useRevokeReviewLink(documentId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (linkId: string) => {
      await apiRequest('DELETE', `/api/documents/${documentId}/review-links/${linkId}`);
    },
    // Refreshed on failure too: a 404 means it was revoked elsewhere.
    onSettled: () => queryClient.invalidateQueries({ queryKey: reviewLinksKey(documentId) }),
  });
}
