import type { QueryClient } from '@tanstack/react-query';
import { analyticsOverviewKey } from '@/lib/analytics-keys';

/** Lists sit under their own prefix so that a save refreshes them without refetching the open document. */
export const documentKeys = {
  all: ['/api/documents'] as const,
  lists: ['/api/documents', 'list'] as const,
  list: (search: string) => ['/api/documents', 'list', search] as const,
  detail: (id: number) => ['/api/documents', id] as const,
};

/** Spec §4: creating, importing, saving or deleting a document refreshes the list (and the totals). */
export async function refreshDocumentLists(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: documentKeys.lists }),
    queryClient.invalidateQueries({ queryKey: analyticsOverviewKey }),
  ]);
}
