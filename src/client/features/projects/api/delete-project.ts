import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-request';
import { refreshProjectLists } from './project-keys';

/** The project's documents stay; the server unassigns them. */
export async function deleteProject(id: number): Promise<void> {
  await apiRequest('DELETE', `/api/projects/${id}`);
}

export function useDeleteProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteProject,
    onSuccess: () => refreshProjectLists(queryClient),
  });
}
