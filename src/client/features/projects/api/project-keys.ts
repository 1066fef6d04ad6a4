import type { QueryClient } from '@tanstack/react-query';
import { analyticsOverviewKey } from '@/lib/analytics-keys';

/** One list per client filter, all under one prefix so a change refreshes every filter. */
export const projectKeys = {
  all: ['/api/projects'] as const,
  lists: ['/api/projects', 'list'] as const,
  /** null: every client's projects. */
  list: (clientId: number | null) => ['/api/projects', 'list', clientId ?? 'all'] as const,
};

/** Creating, editing or deleting a project refreshes the lists and the dashboard's Active Projects. */
export async function refreshProjectLists(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: projectKeys.lists }),
    queryClient.invalidateQueries({ queryKey: analyticsOverviewKey }),
  ]);
}
