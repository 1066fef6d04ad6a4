import { queryOptions, useQuery } from '@tanstack/react-query';
import { documentSchema, type Document } from '@shared/contract/documents';
import { apiRequest } from '@/lib/api-request';
import { documentKeys } from './document-keys';

export async function fetchDocument(id: number): Promise<Document> {
  return documentSchema.parse(await apiRequest('GET', `/api/documents/${id}`));
}

export function documentQuery(id: number) {
  return queryOptions({ queryKey: documentKeys.detail(id), queryFn: () => fetchDocument(id) });
}

/** Spec §7: requested only when there is an id. */
export function useDocument(id: number | null) {
  return useQuery({ ...documentQuery(id ?? 0), enabled: id !== null });
}
