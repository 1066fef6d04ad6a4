import type { QueryClient } from '@tanstack/react-query';

/**
 * One list per client, all under one prefix, so an upload or a delete refreshes every list.
 * Shared by the Files screen and the editor's brand panel (lib/, ADR 0017).
 */
export const fileKeys = {
  all: ['/api/files'] as const,
  lists: ['/api/files', 'list'] as const,
  list: (clientId: number) => ['/api/files', 'list', clientId] as const,
  detail: (id: number) => ['/api/files', 'detail', id] as const,
  usage: ['/api/files', 'usage'] as const,
};

/** Uploading or deleting a file refreshes the lists and the storage line. */
export async function refreshFiles(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: fileKeys.lists }),
    queryClient.invalidateQueries({ queryKey: fileKeys.usage }),
  ]);
}
