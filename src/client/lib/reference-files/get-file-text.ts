import { queryOptions, useQuery } from '@tanstack/react-query';
import { fileSchema, type StoredFile } from '@shared/contract/files';
import { apiRequest } from '@/lib/api-request';
import { fileKeys } from './file-keys';

/** One file with all of its extracted text (the list carries the first 1,000 characters only). */
export async function fetchFile(id: number): Promise<StoredFile> {
  return fileSchema.parse(await apiRequest('GET', `/api/files/${id}`));
}

export function fileQuery(id: number) {
  return queryOptions({ queryKey: fileKeys.detail(id), queryFn: () => fetchFile(id) });
}

/** Nothing is requested until the text is wanted (a dialog opens). */
export function useFileText(id: number, enabled: boolean) {
  return useQuery({ ...fileQuery(id), enabled });
}
