import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { projectSchema, type Project } from '@shared/contract/clients';
import { apiRequest } from '@/lib/api-request';
import { projectKeys } from './project-keys';

/** Spec §7: no clientId when "all"; most recently updated first. */
export async function fetchProjects(clientId: number | null): Promise<Project[]> {
  const query = clientId === null ? '' : `?${new URLSearchParams({ clientId: String(clientId) }).toString()}`;
  return projectSchema.array().parse(await apiRequest('GET', `/api/projects${query}`));
}

export function projectsQuery(clientId: number | null) {
  return queryOptions({ queryKey: projectKeys.list(clientId), queryFn: () => fetchProjects(clientId) });
}

export function useProjects(clientId: number | null) {
  // While another client's projects load, the previous grid stays on screen instead of skeletons.
  return useQuery({ ...projectsQuery(clientId), placeholderData: keepPreviousData });
}
