import type { QueryClient, QueryKey } from '@tanstack/react-query';

/**
 * Fetches a query again because the server said its data changed (a live event). A fetch already on
 * its way may have read the data before the change, and TanStack Query cancels a running fetch for
 * an invalidation only once the query has data: a first fetch still in flight is joined instead,
 * and its older answer would stand until the next change. So the running fetch is cancelled
 * first, then the query invalidated.
 */
export async function refetchAfterChange(queryClient: QueryClient, queryKey: QueryKey): Promise<void> {
  await queryClient.cancelQueries({ queryKey });
  await queryClient.invalidateQueries({ queryKey });
}
