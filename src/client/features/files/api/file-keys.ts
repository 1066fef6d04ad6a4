import type { QueryClient } from '@tanstack/react-query';

/** One list per client, all under one prefix, so an upload or a delete refreshes every list. */
export const fileKeys = {
  all: ['/api/files'] as const,
  lists: ['/api/files', 'list'] as const,
  list: (clientId: number) => ['/api/files', 'list', clientId] as const,
  usage: ['/api/files', 'usage'] as const,
};

/** Uploading or deleting a file refreshes the lists and the storage line. */
export async function refreshFiles(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: fileKeys.lists }),
    queryClient.invalidateQueries({ queryKey: fileKeys.usage }),
  ]);
}
