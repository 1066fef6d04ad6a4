import { useMutation, useQueryClient } from '@tanstack/react-query';
import { projectSchema, type Project, type ProjectBody } from '@shared/contract/clients';
import { apiRequest } from '@/lib/api-request';
import { refreshProjectLists } from './project-keys';

/** The server records the signed-in user as the creator; no createdBy is sent. */
export async function createProject(body: ProjectBody): Promise<Project> {
  return projectSchema.parse(await apiRequest('POST', '/api/projects', body));
}

export function useCreateProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createProject,
    onSuccess: () => refreshProjectLists(queryClient),
  });
}
