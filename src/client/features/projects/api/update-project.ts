import { useMutation, useQueryClient } from '@tanstack/react-query';
import { projectSchema, type Project, type ProjectBody } from '@shared/contract/clients';
import { apiRequest } from '@/lib/api-request';
import { refreshProjectLists } from './project-keys';

/** PUT replaces the whole project: the body carries every field. */
export async function updateProject(id: number, body: ProjectBody): Promise<Project> {
  return projectSchema.parse(await apiRequest('PUT', `/api/projects/${id}`, body));
}

export function useUpdateProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: ProjectBody }) => updateProject(id, body),
    onSuccess: () => refreshProjectLists(queryClient),
  });
}
