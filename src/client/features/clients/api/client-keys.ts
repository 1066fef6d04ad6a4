import type { QueryClient } from '@tanstack/react-query';

export const clientKeys = {
  all: ['/api/clients'] as const,
  list: ['/api/clients', 'list'] as const,
};

/** Creating, editing or deleting a client refreshes the list (the project screens read it too). */
export async function refreshClientList(queryClient: QueryClient): Promise<void> {
  await queryClient.invalidateQueries({ queryKey: clientKeys.list });
}
