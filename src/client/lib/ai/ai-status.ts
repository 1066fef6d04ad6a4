import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AiStatus } from '@shared/contract/ai';

/**
 * GET /api/ai/status: whether a model is configured and answering (the server checks once a minute).
 * Read by the status page's service board.
 */
export async function fetchAiStatus(signal?: AbortSignal): Promise<AiStatus | null> {
  try {
    const response = await fetch('/api/ai/status', { cache: 'no-store', signal });
    if (!response.ok) return null;
    // The contract's schema, loaded with the answer: the board is part of the component every
    // public page renders its sections with, and a static import put zod (25 KB gzipped) on all of them.
    const [{ aiStatusSchema }, body] = await Promise.all([import('@shared/contract/ai'), response.json() as Promise<unknown>]);
    return aiStatusSchema.parse(body);
  } catch (error) {
    if (signal?.aborted) throw error;
    // Unknown rather than wrong: the entry then keeps the page's own data.
    return null;
  }
}

/** Live like the health check: on every visit and every minute while the page stays open. */
export const aiStatusQuery = queryOptions({
  queryKey: ['/api/ai/status'],
  queryFn: ({ signal }) => fetchAiStatus(signal),
  staleTime: 0,
  refetchInterval: 60_000,
});

export function useAiStatus() {
  return useQuery(aiStatusQuery);
}
