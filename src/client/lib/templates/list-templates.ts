import { queryOptions, useQuery } from '@tanstack/react-query';
import { templateSchema, type Template } from '@shared/contract/documents';
import { apiRequest } from '@/lib/api-request';

export async function fetchTemplates(): Promise<Template[]> {
  return templateSchema.array().parse(await apiRequest('GET', '/api/templates'));
}

export const templatesQuery = queryOptions({
  queryKey: ['/api/templates'],
  queryFn: fetchTemplates,
});

export function useTemplates({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...templatesQuery, enabled });
}
